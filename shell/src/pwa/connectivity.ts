import { appModeActions, type AppStore } from '@gramota/store';
import { SW_MESSAGES } from './sw/page-messages';

export type ConnectivityEvent =
  'browser-offline' | 'browser-online' | 'from-cache' | 'from-network';

/**
 * Whether the app is offline although its calls are answered: the service worker answers My
 * documents' reads from its copy, so the store's "any answer means online" would hide the banner.
 * The browser going offline or a copied answer mean offline; a network answer or the browser
 * coming back end it.
 */
export function nextOffline(offline: boolean, event: ConnectivityEvent): boolean {
  switch (event) {
    case 'browser-offline':
    case 'from-cache':
      return true;
    case 'browser-online':
    case 'from-network':
      return false;
    default:
      return offline;
  }
}

/**
 * Keeps the store's `online` flag false while offline, so the shell's 'Data retrieval error'
 * banner (the offline note, seed 000 §4) stays while the last list is shown from the copy.
 */
export function watchConnectivity(store: AppStore, serviceWorker?: ServiceWorkerContainer) {
  let offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const apply = () => {
    if (offline && store.getState().appMode.online) store.dispatch(appModeActions.setOnline(false));
  };
  const on = (event: ConnectivityEvent) => {
    offline = nextOffline(offline, event);
    apply();
  };
  window.addEventListener('offline', () => on('browser-offline'));
  window.addEventListener('online', () => on('browser-online'));
  serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string } | null>) => {
    if (event.data?.type === SW_MESSAGES.fromCache) on('from-cache');
    else if (event.data?.type === SW_MESSAGES.fromNetwork) on('from-network');
  });
  // The store marks the app online after each answer, the copied ones too: put it back.
  store.subscribe(apply);
  apply();
}
