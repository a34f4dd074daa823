import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { api } from '@gramota/store';
import { createShellApiMock, installFakeApi } from '@gramota/shell-api/testing';
import { captureInstallPrompt } from './install-prompt';
import { startInstallFlow } from './install-flow';
import pwaEn from '../../locales/en/pwa.json';
import { registerPwaStrings } from './register-pwa-strings';
import { InstallPromoModal, InstalledModal } from './pwa-modals.lazy';

// The part loads as it does in the browser after a first press (lazyPart), before any test opens it.
beforeAll(() => Promise.all([InstallPromoModal.preload(), InstalledModal.preload()]));

/** Chromium's install offer as the page receives it. */
function installOffer(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = jest.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event, prompt };
}

describe('install promo and installed modal (seed 000 §2, §3 pwa_promo)', () => {
  let fake: ReturnType<typeof installFakeApi>;
  beforeAll(() => captureInstallPrompt());
  beforeEach(() => {
    fake = installFakeApi((call) => {
      if (call.path === '/api/login-check/')
        return [200, { result: 'success', login: true, user_key: 'k1' }];
      if (call.path === '/api/profile-set-settings/') return [200, { result: 'success' }];
      return undefined;
    });
  });
  afterEach(() => fake.uninstall());

  it('offers installing once, Install opens the browser dialog, the answer is saved as pwa_promo', async () => {
    const shellApi = createShellApiMock('en');
    void registerPwaStrings(shellApi.i18n, { en: pwaEn });
    await shellApi.store.dispatch(api.endpoints.loginCheck.initiate());
    startInstallFlow(shellApi.store, shellApi, shellApi.i18n);

    const { event } = installOffer();
    act(() => void window.dispatchEvent(event));
    // The browser's own mini-bar is replaced by the promo.
    expect(event.defaultPrevented).toBe(true);
    expect(shellApi.calls.modals.map((modal) => modal.title)).toEqual(['Install the Gramota app']);

    // A second offer in the same visit shows nothing more; it is the one Install uses (the newest).
    const { event: again, prompt } = installOffer();
    act(() => void window.dispatchEvent(again));
    expect(shellApi.calls.modals).toHaveLength(1);

    const request = shellApi.calls.modals[0]!;
    const Content = request.component;
    render(
      <I18nextProvider i18n={shellApi.i18n}>
        <Content {...request.props} close={() => request.onClose?.()} />
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(fake.paths()).toContain('/api/profile-set-settings/'));
    const saved = fake.calls.find((call) => call.path === '/api/profile-set-settings/');
    expect(JSON.parse((saved!.body as { settings: string }).settings)).toEqual({
      pwa_promo: true,
    });
    expect(shellApi.store.getState().settings.pwa_promo).toBe(true);

    // Installed: the installed modal.
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(shellApi.calls.modals.at(-1)?.title).toBe('App installed');
  });

  it('does not offer installing once pwa_promo is saved', async () => {
    const shellApi = createShellApiMock('en');
    void registerPwaStrings(shellApi.i18n, { en: pwaEn });
    await shellApi.store.dispatch(api.endpoints.loginCheck.initiate());
    shellApi.store.dispatch({ type: 'settings/merge', payload: { pwa_promo: true } });
    startInstallFlow(shellApi.store, shellApi, shellApi.i18n);
    act(() => void window.dispatchEvent(installOffer().event));
    expect(shellApi.calls.modals).toEqual([]);
  });
});
