import { captureInstallPrompt } from './install-prompt';
import { registerServiceWorker } from './register-sw';

/**
 * What must not wait for the session: keeping the browser's install offer (it may come early) and
 * registering the service worker after the page's load. Not in an embedding frame (seed 000 §2):
 * there the app is a part of another site's page, neither installable nor meant for offline use.
 */
export function startPwaEarly() {
  if (new URLSearchParams(location.search).get('embed') === 'true') return;
  captureInstallPrompt();
  registerServiceWorker(navigator.serviceWorker);
}
