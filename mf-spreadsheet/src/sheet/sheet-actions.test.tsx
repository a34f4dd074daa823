import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderArea } from '@gramota/shell-api/testing';
import { registerTestStrings } from '../test-support/area-strings';
import { installSheetApi } from '../test-support/sheet-server';
import { GoogleLinkModal, isSheetsLink } from './sheet-modals';
import { WindowSizeToggle } from './window-size-toggle.component';

describe('upload from Google Sheets (seed 001 §5)', () => {
  test('a link without docs.google.com/spreadsheets is refused before anything is sent', () => {
    const onSubmit = jest.fn(async () => null);
    renderArea(<GoogleLinkModal initialLink="" onSubmit={onSubmit} close={jest.fn()} />, {
      strings: [registerTestStrings],
    });
    fireEvent.change(screen.getByLabelText('Link to the sheet'), {
      target: { value: 'https://example.com/sheet.csv' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Please insert the link to the document in Google Sheets!',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('a sheets link is sent; the server’s failure stays in the form', async () => {
    const close = jest.fn();
    const onSubmit = jest.fn(async () => 'Uploading error!');
    renderArea(<GoogleLinkModal initialLink="" onSubmit={onSubmit} close={close} />, {
      strings: [registerTestStrings],
      language: 'ru',
    });
    const link = 'https://docs.google.com/spreadsheets/d/abc/edit';
    fireEvent.change(screen.getByLabelText('Ссылка на таблицу'), { target: { value: link } });
    fireEvent.click(screen.getByRole('button', { name: 'Загрузить' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Uploading error!'));
    expect(onSubmit).toHaveBeenCalledWith(link);
    expect(close).not.toHaveBeenCalled();
    expect(isSheetsLink(link)).toBe(true);
  });
});

describe('maximise / restore the frame', () => {
  test('toggles the profile setting spreadsheet_window_max', async () => {
    const api = installSheetApi((call) =>
      call.path === '/api/profile-set-settings/' ? [200, { result: 'success' }] : undefined,
    );
    renderArea(<WindowSizeToggle />, { strings: [registerTestStrings], embed: true });
    fireEvent.click(screen.getByRole('button', { name: /Maximise window/ }));
    await waitFor(() => expect(api.paths()).toContain('/api/profile-set-settings/'));
    const body = api.calls.find((call) => call.path === '/api/profile-set-settings/')!.body as {
      settings: string;
    };
    expect(JSON.parse(body.settings)).toEqual({ spreadsheet_window_max: true });
    expect(
      screen.getByRole('button', { name: /Restore window/ }).getAttribute('aria-pressed'),
    ).toBe('true');
    api.uninstall();
  });
});
