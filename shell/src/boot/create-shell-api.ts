import { navigateToUrl } from 'single-spa';
import type { i18n as I18n } from 'i18next';
import type { AppStore } from '@gramota/store';
import { LOGIN_PATH, rememberLoginReturn, type ShellApi } from '@gramota/shell-api';
import type { OverlayStore } from '../ui-state/overlay-store';
import { opensHelpInModal } from '../help/help-paths';

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
      // A help link with ?modal=true opens over the current page (seed 001 §2).
      if (opensHelpInModal(new URL(url, location.origin))) {
        shellApi.openHelp(url);
        return;
      }
      // In an embedding frame the parent app owns navigation (seed 000 §2).
      if (embed && window.parent !== window) {
        window.parent.postMessage({ type: 'gramota:navigate', url }, location.origin);
        return;
      }
      navigateToUrl(url);
    },
    showModal: (request) => overlays.openModal(request as Parameters<OverlayStore['openModal']>[0]),
    closeModal: () => overlays.closeModal(),
    openHelp(path) {
      import('../help/open-help-modal')
        .then((help) => help.openHelpModal(overlays, i18n, path))
        // The help chunk did not load (offline, a new deploy): say so rather than do nothing.
        .catch(() =>
          overlays.showToast({ text: i18n.t('common:errors.dataRetrieval'), kind: 'error' }),
        );
    },
    toast: (request) => overlays.showToast(request),
    requireLogin(reason, returnTo) {
      rememberLoginReturn({ path: returnTo ?? location.pathname + location.search, reason });
      shellApi.navigate(LOGIN_PATH);
    },
  };
  return shellApi;
}
