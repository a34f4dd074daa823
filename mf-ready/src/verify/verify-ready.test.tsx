import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi } from '@gramota/shell-api/testing';
import type { VerifyFileRow } from '@gramota/contracts';
import { readyAnswer, readyFile } from '../test-support/answers';
import { renderArea } from '../test-support/render-area';
import { renderModal } from '../test-support/render-modal';
import ReadyScreen from '../ready/ready-screen.component';

const row = (id: string, readyId: number, change: Partial<VerifyFileRow> = {}): VerifyFileRow => ({
  id,
  ready_id: readyId,
  status: 'valid',
  recipient: 'Иванов Иван',
  made_at: Date.UTC(2026, 10, 20),
  revoked_at: null,
  revoke_reason: null,
  expires_at: null,
  ...change,
});

/**
 * A school whose files 21 and 22 are verifiable (file 23 is not): the verify-files calls answer
 * from a small store the revoke and restore calls change, as the server does.
 */
function server() {
  const records = new Map([
    [21, row('ABCD2345XYZ', 21)],
    [22, row('EFGH6789KMN', 22)],
  ]);
  const files = [
    readyFile('21', 'Ivanov_Ivan', { mass_id: 'run-1', mass_row: 0 }),
    readyFile('22', 'Petrova_Anna', { mass_id: 'run-1', mass_row: 1 }),
    readyFile('23', 'Letter'),
  ];
  return installFakeApi((call) => {
    if (call.path === '/api/login-check/')
      return [200, { result: 'success', login: true, user_key: 'k1', is_access: 'false' }];
    if (call.path === '/api/ready-get/k1/') return [200, readyAnswer(files)];
    if (call.path === '/api/verify-files/' && call.method === 'GET') {
      const ids = (call.query.get('ready_ids') ?? '').split(',').map(Number);
      return [200, { result: 'success', files: ids.flatMap((id) => records.get(id) ?? []) }];
    }
    if (call.path.startsWith('/api/verify-files/') && call.method === 'POST') {
      const body = call.body as { ready_ids?: number[]; mass_id?: string; reason?: string };
      const chosen = body.mass_id ? [...records.keys()] : (body.ready_ids ?? []);
      const revoke = call.path.includes('/revoke/');
      for (const id of chosen)
        records.set(id, {
          ...records.get(id)!,
          status: revoke ? 'revoked' : 'valid',
          revoked_at: revoke ? Date.UTC(2026, 10, 29) : null,
          revoke_reason: revoke ? (body.reason ?? null) : null,
        });
      return [200, { result: 'success', changed: chosen.length, files: [] }];
    }
    return undefined;
  });
}

describe('verifiable files in Ready files', () => {
  let api: ReturnType<typeof server>;
  afterEach(() => api.uninstall());

  test('the selected file shows its number and status, and is revoked with a reason and restored', async () => {
    api = server();
    const { shellApi } = renderArea(<ReadyScreen />);
    fireEvent.click(await screen.findByRole('option', { name: 'Ivanov Ivan' }));
    const card = await screen.findByTestId('verify-file');
    expect(card.textContent).toContain('ABCD-2345-XYZ');
    expect(card.textContent).toContain('Valid');
    expect(within(card).getByRole('link', { name: 'Open the verification page' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/v\/ABCD2345XYZ$/),
    );

    fireEvent.click(within(card).getByRole('button', { name: 'Revoke' }));
    const close = renderModal(shellApi.calls.modals[0]);
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Ошибка в фамилии' },
    });
    fireEvent.click(
      within(screen.getByTestId('revoke-form')).getByRole('button', { name: 'Revoke' }),
    );
    await waitFor(() => expect(close).toHaveBeenCalled());
    await waitFor(() =>
      expect(screen.getByTestId('verify-file').getAttribute('data-status')).toBe('revoked'),
    );
    expect(screen.getByTestId('verify-file').textContent).toContain('Ошибка в фамилии');
    const revoked = api.calls.find((call) => call.path === '/api/verify-files/revoke/');
    expect(revoked?.body).toEqual({ ready_ids: [21], reason: 'Ошибка в фамилии' });

    fireEvent.click(
      within(screen.getByTestId('verify-file')).getByRole('button', { name: 'Restore' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('verify-file').getAttribute('data-status')).toBe('valid'),
    );
  });

  test('a file made without verification shows nothing of it', async () => {
    api = server();
    renderArea(<ReadyScreen />);
    fireEvent.click(await screen.findByRole('option', { name: 'Letter' }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.query.get('ready_ids') === '23')).toBe(true),
    );
    expect(screen.queryByTestId('verify-file')).toBeNull();
  });
});
