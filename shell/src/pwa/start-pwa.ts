import type { i18n as I18n } from 'i18next';
import type { ShellApi } from '@gramota/shell-api';
import { api, type AppStore } from '@gramota/store';
import { ownBuildVersion } from './build-version';
import { watchConnectivity } from './connectivity';
import { startInstallFlow } from './install-flow';
import { registerPwaStrings } from './register-pwa-strings';
import { sendOfflineTexts } from './send-offline-texts';
import { checkVersion, clearAllCaches } from './version-check';

/** Asks `pwa-int` afresh (not RTK Query's cached answer): the point is the server's version now. */
async function readServerVersion(store: AppStore): Promise<unknown> {
  const request = store.dispatch(
    api.endpoints.pwaInt.initiate(undefined, { forceRefetch: true, subscribe: false }),
  );
  return (await request.unwrap()).ver_st;
}

/**
 * The installable app (seed 000 §2, §4, §7, §8), once the store and the shell API exist: the
 * offline note, the install promo and installed modals, and the version check, which runs when
 * the app is (or becomes) the installed one. The service worker itself is registered from the
 * entry (shell.tsx), so it does not wait for the session.
 */
export function startPwa(store: AppStore, shellApi: ShellApi, i18n: I18n) {
  const stringsReady = registerPwaStrings(i18n);
  if (shellApi.embed) return;
  sendOfflineTexts(i18n, navigator.serviceWorker, stringsReady);
  watchConnectivity(store, navigator.serviceWorker);
  startInstallFlow(store, shellApi, i18n);

  let checked = false;
  const checkWhenInstalled = () => {
    if (checked || store.getState().appMode.display !== 'pwa') return;
    checked = true;
    void checkVersion({
      own: ownBuildVersion(),
      readServerVersion: () => readServerVersion(store),
      clearCaches: () => clearAllCaches(),
      goTo: (path) => location.assign(path),
      currentPath: () => location.pathname,
    });
  };
  // The standalone check (every second, boot/display-mode.ts) may switch to 'pwa' later.
  store.subscribe(checkWhenInstalled);
  checkWhenInstalled();
}
