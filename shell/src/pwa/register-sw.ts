import { WARM_MESSAGE, WARMED_MESSAGE } from './sw/warm-messages';

/** Built by shell/webpack.config.js; the backend lets it control the whole site (scope '/'). */
export const SW_URL = '/shell/sw.js';
export const SW_SCOPE = '/';

/** What the page loaded so far (scripts, the remotes manifest, API reads): the worker keeps them. */
function loadedUrls(): string[] {
  return performance.getEntriesByType('resource').map((entry) => entry.name);
}

/**
 * How long after the page's load the worker is registered. Its install (booting a worker, reading
 * Workbox, then storing this visit's files) takes a core of a two-core school computer for a few
 * hundred milliseconds: right after the first paint it slowed the teacher's first click to another
 * area by about half (issue 34). A first visit is offline-ready a few seconds later instead.
 */
export const REGISTER_DELAY_MS = 3_000;

/** Runs `task` once the page has nothing more urgent to do (at the latest after two seconds). */
function whenIdle(task: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2_000 });
  else setTimeout(task, 500);
}

/**
 * Registers the service worker a while after the page has loaded, when it is idle (it must not
 * compete with the first load or the first clicks). A failure is only logged (seed 000 §8). Once the worker controls the page, it is sent what
 * this visit loaded before it existed; its answer marks the page `data-offline-ready`.
 */
export function registerServiceWorker(container: ServiceWorkerContainer | undefined) {
  if (!container) return;
  // Sent when the page is idle: the worker checks every URL against its caches, and that work
  // must not queue in front of the page's own requests while it is still loading (issue 34).
  const sendWarm = () =>
    whenIdle(() =>
      container.controller?.postMessage({
        type: WARM_MESSAGE,
        page: location.href,
        urls: loadedUrls(),
      }),
    );
  container.addEventListener('message', (event: MessageEvent<{ type?: string } | null>) => {
    if (event.data?.type === WARMED_MESSAGE) document.documentElement.dataset.offlineReady = 'true';
  });
  container.addEventListener('controllerchange', sendWarm);
  const register = () => {
    container
      .register(SW_URL, { scope: SW_SCOPE })
      .then(() => {
        if (container.controller) sendWarm();
      })
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
  };
  const later = () => setTimeout(() => whenIdle(register), REGISTER_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
