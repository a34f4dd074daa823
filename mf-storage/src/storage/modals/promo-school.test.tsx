import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeApi, type Handler } from '@gramota/shell-api/testing';
import type { PromoSchoolAnswer } from '@gramota/contracts';
import { loginCheck, storageAnswer } from '../test-support/answers';
import { renderArea, renderModal } from '../test-support/render-area';
import StorageScreen from '../storage-screen.component';
import { safeHref } from './promo-school.modal';

const promo: PromoSchoolAnswer = {
  result: 'success',
  title: 'A school account',
  text: ['Every teacher gets a storage.', '<b>Shared</b> folders <script>alert(1)</script>'],
  features: ['Shared folders', 'One invoice'],
  action_url: '/app/pay/',
};

function server(extra: Handler = () => undefined, login = true) {
  return installFakeApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === '/api/login-check/') return loginCheck(login);
    if (call.path === '/api/storage-get/k1/') return [200, storageAnswer([])];
    if (call.path === '/api/promo-school-modal/') return [200, promo];
    if (call.path === '/api/profile-set-settings/') return [200, { result: 'success' }];
    return undefined;
  });
}

describe('the school account offer', () => {
  let api: ReturnType<typeof server>;
  afterEach(() => api.uninstall());

  test('"For schools" opens the offer, its texts drawn as text, never as HTML', async () => {
    api = server();
    const { shellApi } = renderArea(<StorageScreen />);
    fireEvent.click(await screen.findByTestId('storage-for-schools'));
    expect(shellApi.calls.modals[0]?.title).toBe('School account');
    renderModal(shellApi.calls.modals[0]);
    const modal = await screen.findByTestId('promo-school-modal');
    expect(await screen.findByText('A school account')).toBeTruthy();
    expect(modal.textContent).toContain('<b>Shared</b> folders <script>alert(1)</script>');
    expect(modal.querySelector('b, script')).toBeNull();
    expect([...modal.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Shared folders',
      'One invoice',
    ]);
    // Seen once: remembered in the settings (school_present).
    const saved = api.calls.find((call) => call.path === '/api/profile-set-settings/');
    expect(JSON.parse((saved?.body as { settings: string }).settings)).toEqual({
      school_present: true,
    });
  });

  test('its action goes to the page it names, in the app', async () => {
    api = server();
    const { shellApi } = renderArea(<StorageScreen />);
    fireEvent.click(await screen.findByTestId('storage-for-schools'));
    const close = renderModal(shellApi.calls.modals[0]);
    fireEvent.click(await screen.findByRole('link', { name: 'Learn more' }));
    expect(close).toHaveBeenCalled();
    expect(shellApi.calls.navigate).toEqual(['/app/pay/']);
  });

  test('a note in "Shared with me" until the offer is seen or hidden', async () => {
    api = server();
    renderArea(<StorageScreen />, { at: '/app/storage/shared/' });
    const note = await screen.findByTestId('school-promo-note');
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(screen.queryByTestId('school-promo-note')).toBeNull());
    expect(note.textContent).toContain('A school account gives every teacher');
    expect(api.paths()).toContain('/api/profile-set-settings/');
  });

  test('a visitor is not offered it', async () => {
    api = server(undefined, false);
    renderArea(<StorageScreen />);
    await screen.findByText('Log in to use the storage');
    expect(screen.queryByTestId('storage-for-schools')).toBeNull();
  });

  test('only links of this site or http(s) are followed', () => {
    expect(safeHref('/app/pay/')).toBe('/app/pay/');
    expect(safeHref('https://school.example/offer')).toBe('https://school.example/offer');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('//evil.example/')).toBeNull();
  });
});
