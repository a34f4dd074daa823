import { act, fireEvent, screen } from '@testing-library/react';
import { api as storeApi, selectProfile } from '@gramota/store';
import { installFakeApi, profileAnswer } from '@gramota/shell-api/testing';
import type { ProfileAnswer } from '@gramota/contracts';
import { renderArea, renderModal } from './test-support/render-area';
import { UserpicHeader } from './userpic-header.component';

async function renderWith(profile: Partial<ProfileAnswer>) {
  const api = installFakeApi((call) =>
    call.path === '/api/profile-get/k1/' ? [200, profileAnswer(profile)] : undefined,
  );
  const view = renderArea(<UserpicHeader />);
  await act(() => view.shellApi.store.dispatch(storeApi.endpoints.profileGet.initiate('k1')));
  // RTK tells the store's readers of a query's answer a frame later: the tests find it then.
  return { api, shellApi: view.shellApi };
}

describe('My templates: the userpic header', () => {
  let uninstall: () => void = () => undefined;
  afterEach(() => uninstall());

  test('shows the userpic and opens "Set userpic" on its button', async () => {
    const { api, shellApi } = await renderWith({
      login: true,
      name: 'Anna',
      email: 'anna@school.ru',
      userpic: '/data/userpic/7-a.webp',
    });
    uninstall = api.uninstall;
    expect((await screen.findByRole('img', { name: 'Userpic of Anna' })).getAttribute('src')).toBe(
      '/data/userpic/7-a.webp',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Set userpic' }));
    expect(shellApi.calls.modals[0]?.title).toBe('Userpic');
    renderModal(shellApi.calls.modals[0]);
    expect(screen.getByTestId('set-userpic')).toBeTruthy();
  });

  test('without a userpic the initials of the e-mail stand in', async () => {
    const { api } = await renderWith({ login: true, email: 'teacher@school.ru' });
    uninstall = api.uninstall;
    expect((await screen.findByTestId('userpic-initials')).textContent).toBe('T');
  });

  test('switched into another account: the owner’s picture, no "Set userpic"', async () => {
    const { api } = await renderWith({ login: true, name: 'Owner', is_access: 'true' });
    uninstall = api.uninstall;
    expect(await screen.findByTestId('userpic-header')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set userpic' })).toBeNull();
  });

  test('a visitor without an account sees no header', async () => {
    const { api, shellApi } = await renderWith({ login: false });
    uninstall = api.uninstall;
    // The answer has reached the store and the readers' frame has passed: still nothing shows.
    expect(selectProfile(shellApi.store.getState())?.login).toBe(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('userpic-header')).toBeNull();
  });
});
