import { navigateToUrl } from 'single-spa';
import type { i18n as I18n } from 'i18next';
import type { AppStore } from '@gramota/store';
import { LOGIN_PATH, rememberLoginReturn, type ShellApi } from '@gramota/shell-api';
import type { OverlayStore } from '../ui-state/overlay-store';

/** The API every area receives as custom props. */
export function createShellApi(
  store: AppStore,
  i18n: I18n,
  overlays: OverlayStore,
  embed: boolean,
): ShellApi {
  const shellApi: ShellApi = {
    store,
    i18n,
    embed,
    navigate(url) {
      // In an embedding frame the parent app owns navigation (seed 000 §2).
      if (embed && window.parent !== window) {
        window.parent.postMessage({ type: 'gramota:navigate', url }, location.origin);
        return;
      }
      navigateToUrl(url);
    },
    showModal: (request) => overlays.openModal(request as Parameters<OverlayStore['openModal']>[0]),
    closeModal: () => overlays.closeModal(),
    toast: (request) => overlays.showToast(request),
    requireLogin(reason, returnTo) {
      rememberLoginReturn({ path: returnTo ?? location.pathname + location.search, reason });
      shellApi.navigate(LOGIN_PATH);
    },
  };
  return shellApi;
}
