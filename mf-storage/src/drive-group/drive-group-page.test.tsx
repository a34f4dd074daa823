import { screen, within } from '@testing-library/react';
import { installFakeApi, renderArea } from '@gramota/shell-api/testing';
import type { DriveGroupAnswer } from '@gramota/contracts';
import { registerAreaStrings } from '../storage/test-support/area-strings';
import { DriveGroupPage } from './drive-group-page.component';
import { driveGroupRoute } from './index';

const answer: DriveGroupAnswer = {
  result: 'success',
  group: {
    group_id: '15',
    key: 'k3y',
    name: 'Грамота',
    doc_id: '42',
    time: Date.UTC(2026, 10, 5, 10, 0),
    email_send: '1',
    send_after: Date.UTC(2026, 10, 5, 11, 0),
  },
  files: [
    {
      id: '101',
      row: 1,
      name: 'Анна Иванова',
      state: 'ready',
      email: 'anna@school.example',
      mail_state: 'sent',
      mail_refusal: '',
      sent_at: Date.UTC(2026, 10, 5, 11, 1),
      jpeg: '/data/doc/anna_101.jpg',
      pdf: '/data/doc/anna_101.pdf',
      thumb: '/data/doc/anna_101_th.webp',
    },
    {
      id: '102',
      row: 2,
      name: 'Очень длинное имя ученика, которое не помещается в строку',
      state: 'wait',
      email: 'boris@school.example',
      mail_state: 'waiting',
      mail_refusal: '',
      sent_at: 0,
      jpeg: '',
      pdf: '',
      thumb: '',
    },
    {
      id: '103',
      row: 3,
      name: 'Вера',
      state: 'ready',
      email: 'vera@school.example',
      mail_state: 'failed',
      mail_refusal: 'account_day_limit',
      sent_at: 0,
      jpeg: '/data/doc/vera_103.jpg',
      pdf: '/data/doc/vera_103.pdf',
      thumb: '/data/doc/vera_103_th.webp',
    },
  ],
};

const strings = [registerAreaStrings];

describe('drive group page', () => {
  let api: ReturnType<typeof installFakeApi> | undefined;
  afterEach(() => api?.uninstall());

  it('reads its key and group from /app/drive/folder/{key}/{group_id}/ only', () => {
    expect(driveGroupRoute('drive', ['folder', 'k3y', '15'])).toEqual({
      driveKey: 'k3y',
      groupId: '15',
    });
    expect(driveGroupRoute('drive', ['folder', '5'])).toBeNull();
    expect(driveGroupRoute('drive', [])).toBeNull();
    expect(driveGroupRoute('storage', ['folder', 'k3y', '15'])).toBeNull();
  });

  it('lists the files with their state, address, message state and links', async () => {
    api = installFakeApi((call) =>
      call.path === '/api/drive-group-get/k3y/15/' ? [200, answer] : undefined,
    );
    renderArea(<DriveGroupPage driveKey="k3y" groupId="15" />, {
      at: '/app/drive/folder/k3y/15/',
      strings,
    });
    const table = await screen.findByTestId('drive-group-files');
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(first!.textContent).toContain('Анна Иванова');
    expect(first!.textContent).toContain('Ready');
    expect(first!.textContent).toContain('anna@school.example');
    expect(first!.textContent).toContain('Sent');
    expect(within(first!).getByRole('link', { name: 'Анна Иванова' }).getAttribute('href')).toBe(
      '/data/doc/anna_101.jpg',
    );
    expect(within(first!).getByRole('link', { name: 'PDF' }).getAttribute('href')).toBe(
      '/data/doc/anna_101.pdf',
    );
    expect(second!.textContent).toContain('Being made…');
    expect(second!.textContent).toContain('Waiting');
    // Long names are cut to 35 characters (seed 001 §5).
    expect(second!.textContent).toContain('Очень длинное имя ученика, которое …');
    expect(within(second!).queryByRole('link')).toBeNull();
    // A refused message says why (issue 28: the account's daily cap).
    expect(third!.textContent).toContain('Not sent');
    expect(third!.textContent).toContain('your account has sent as many messages today as it may');
  });

  it('says plainly when the group is not the visitor’s', async () => {
    api = installFakeApi(() => [
      404,
      { result: 'error', error_code: 'not_found', error_text: 'Not found' },
    ]);
    renderArea(<DriveGroupPage driveKey="k3y" groupId="15" />, {
      at: '/app/drive/folder/k3y/15/',
      language: 'ru',
      strings,
    });
    expect(await screen.findByText('Такой группы файлов нет, или она не ваша.')).toBeTruthy();
  });
});
