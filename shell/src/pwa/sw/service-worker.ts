/// <reference lib="webworker" />
// The service worker (seed 000 §7: scope '/'), built with Workbox into /shell/sw.js; the backend
// sends it with `Service-Worker-Allowed: /` and no-cache (modules/static).
//
// Design: no precache. The shell and each area are separate builds whose files carry content
// hashes, and the page's HTML and the remotes manifest name the files of one deploy. So:
// - the shell page and the build entries (remotes.json, remoteEntry.js, mf-manifest.json) go to
//   the network first and are cached for offline: online, every load gets the newest deploy;
// - hashed files are cached on first use and served from the cache: a given name never changes,
//   so a page of one deploy always gets that deploy's files, never a mix;
// - a few read-only API calls (session, profile, document lists) go network-first for offline.
// Since what the worker does depends only on URL shapes, never on a deploy, a new worker may take
// over at once (skipWaiting + clients.claim): it cannot mix versions within a page.
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  SESSION_CHANGED_HEADER,
  SESSION_CHANGED_MESSAGE,
} from '@gramota/contracts';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core';
import {
  CACHES,
  SHELL_PAGE_KEY,
  SW_MESSAGES,
  isBuildEntry,
  isHashedBuildFile,
  isLoginCheck,
  isOfflineRead,
  isShellNavigation,
  offlineReadKey,
  pageScripts,
  sameSession,
} from './sw-routes';
import {
  DEFAULT_OFFLINE_TEXTS,
  OFFLINE_TEXTS_KEY,
  OFFLINE_TEXTS_MESSAGE,
  offlinePageHtml,
  offlineTexts,
} from './offline-page';
import { warmableUrls, WARM_MESSAGE, WARMED_MESSAGE } from './warm-messages';

declare const self: ServiceWorkerGlobalScope;

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

async function tellPages(type: string) {
  const pages = await self.clients.matchAll({ type: 'window' });
  for (const page of pages) page.postMessage({ type });
}

/** Every /app/ page is one index.html: stored and looked up under one key. */
const onePageKey: WorkboxPlugin = {
  cacheKeyWillBeUsed: async () => SHELL_PAGE_KEY,
};

/**
 * A broken copy never leaves a white page: the stored shell page is used only while every script
 * it names is still cached (an evicted or deleted file would leave the page empty). Otherwise the
 * worker answers its plain offline page (setCatchHandler below).
 */
const onlyWhole: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const scripts = pageScripts(await cachedResponse.clone().text(), self.location.origin);
    const found = await Promise.all(scripts.map((url) => caches.match(url)));
    return found.every(Boolean) ? cachedResponse : null;
  },
};

/**
 * The copied API answers (e-mail, names of documents) are one session's. When the session becomes
 * someone else they are all dropped, and an answer asked for before that is not stored after it.
 * Three signs, so that no way of signing in or out is missed (issue 28):
 * - the page's message (SESSION_CHANGED_MESSAGE) when any answer it got said X-Session-Changed
 *   (the backend sends it whenever it sets or clears the session cookie or switches accounts);
 * - that header on an answer passing through here;
 * - a login-check from the network naming another session than the copied one (e.g. after an
 *   OAuth sign-in, whose redirect the page never reads).
 */
let sessionEpoch = 0;

async function forgetSession(): Promise<void> {
  sessionEpoch += 1;
  await caches.delete(CACHES.api);
}

const oneSession: WorkboxPlugin = {
  handlerWillStart: async ({ state }) => {
    if (state) state.epoch = sessionEpoch;
  },
  fetchDidSucceed: async ({ response, state }) => {
    if (response.headers.get(SESSION_CHANGED_HEADER)) {
      await forgetSession();
      // This answer is the new session's own: it may be kept.
      if (state) state.epoch = sessionEpoch;
    }
    return response;
  },
  cacheWillUpdate: async ({ request, response, state }) => {
    if (state && state.epoch !== sessionEpoch) return null;
    if (isLoginCheck(new URL(request.url))) {
      const copied = await caches.match(offlineReadKey(request.url), { cacheName: CACHES.api });
      const before: unknown = copied ? await copied.json().catch(() => null) : null;
      const after: unknown = await response
        .clone()
        .json()
        .catch(() => null);
      // Nothing copied yet: nothing to drop (and the first visit's other reads are kept).
      if (copied && !sameSession(before, after)) await forgetSession();
    }
    return response;
  },
};

/** `nocache=1` only asks the server to rebuild its answer: the same list for the offline copy. */
const listKey: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => offlineReadKey(request.url),
};

/**
 * Pages learn when an answer came from the offline copy, so they can say they are offline. Not
 * awaited: the answer must not wait for the message.
 */
const reportSource: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (cachedResponse) void tellPages(SW_MESSAGES.fromCache);
    return cachedResponse;
  },
  fetchDidSucceed: async ({ response }) => {
    void tellPages(SW_MESSAGES.fromNetwork);
    return response;
  },
};

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && isShellNavigation(url, request.mode),
  new NetworkFirst({ cacheName: CACHES.pages, plugins: [okOnly, onePageKey, onlyWhole] }),
);

// Every other page of the site (an OAuth callback, a share link, a download) goes to the network
// through the navigation preload's answer. Left unanswered, the browser would discard the preload
// and ask again: two requests, and a one-time OAuth code spent by the first (sign-in failed).
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.mode === 'navigate',
  new NetworkOnly(),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && isBuildEntry(url),
  new NetworkFirst({ cacheName: CACHES.entries, plugins: [okOnly] }),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && isHashedBuildFile(url),
  new CacheFirst({
    cacheName: CACHES.assets,
    // Old deploys' files pile up otherwise; a month and a thousand files (all areas' chunks are a
    // few hundred) cover what is in use. Entries used recently are kept the longest.
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 1000, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && isOfflineRead(url),
  new NetworkFirst({ cacheName: CACHES.api, plugins: [okOnly, listKey, oneSession, reportSource] }),
);

// Neither the network nor the cache had it. A page gets a small self-contained page saying so
// (never the browser's error page or a white one); anything else fails as a network error would,
// and the shell's own error path ('Data retrieval error') takes over.
async function keptOfflineTexts() {
  const kept = await (await caches.open(CACHES.pages)).match(OFFLINE_TEXTS_KEY);
  return offlineTexts(await kept?.json().catch(() => null)) ?? DEFAULT_OFFLINE_TEXTS;
}

setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    return new Response(offlinePageHtml(await keptOfflineTexts()), {
      status: 503,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
  }
  return Response.error();
});

/**
 * Hashed build scripts skip the wait for this worker (static routing, Chromium 123+): the browser
 * asks its HTTP cache (memory, disk, and V8's compiled code with them) and this worker's
 * CacheFirst at the same time and takes the first answer. Served through the worker alone, a warm
 * visit's twenty-odd scripts each waited for a fetch event and came without compiled code, so the
 * warm worker was slower than the plain HTTP cache (issue 34). Offline, or with the HTTP cache
 * evicted, the worker's copy still answers. Static routes allow no regular expressions, so the
 * unhashed build scripts are named first (first match wins) and left to the fetch handler.
 * Where addRoutes is missing or refuses the rules, everything goes through the routes above.
 */
type StaticRoutingEvent = ExtendableEvent & { addRoutes?: (rules: unknown[]) => Promise<void> };
declare const URLPattern: (new (init: { pathname: string }) => unknown) | undefined;

function hashedScriptRoutes(): unknown[] {
  if (typeof URLPattern !== 'function') return [];
  const rule = (pathname: string, source: string) => ({
    condition: { urlPattern: new URLPattern({ pathname }), requestMethod: 'GET' },
    source,
  });
  return [
    rule('/mf/*/remoteEntry.js', 'fetch-event'),
    rule('/shell/sw.js', 'fetch-event'),
    rule('/shell/*.js', 'race-network-and-fetch-handler'),
    rule('/mf/*/*.js', 'race-network-and-fetch-handler'),
  ];
}

self.addEventListener('install', (event) => {
  void self.skipWaiting();
  const install = event as StaticRoutingEvent;
  const routes = hashedScriptRoutes();
  if (install.addRoutes && routes.length > 0)
    install.waitUntil(install.addRoutes(routes).catch(() => undefined));
});

self.addEventListener('activate', (event) => {
  // Navigation preload: the page's request starts while the worker boots, and NetworkFirst takes
  // that answer (workbox reads event.preloadResponse), so a repeat load does not wait for the boot.
  const preload = self.registration.navigationPreload?.enable().catch(() => undefined);
  event.waitUntil(Promise.all([self.clients.claim(), preload]));
});

/**
 * The first visit's files were downloaded before this worker existed, so they are not cached yet.
 * The page sends what it loaded; the worker stores what is missing, so that one visit is enough.
 */
async function warm(urls: readonly string[], pageUrl: string) {
  const epoch = sessionEpoch;
  const put = async (cacheName: string, key: string, url: string, headers?: HeadersInit) => {
    const cache = await caches.open(cacheName);
    if (await cache.match(key)) return;
    const response = await fetch(url, { credentials: 'same-origin', headers });
    // The session changed meanwhile: an account answer fetched before is not kept.
    if (cacheName === CACHES.api && epoch !== sessionEpoch) return;
    if (response.status === 200) await cache.put(key, response);
  };
  const jobs = [put(CACHES.pages, SHELL_PAGE_KEY, pageUrl)];
  for (const raw of urls) {
    const url = new URL(raw);
    if (isHashedBuildFile(url)) jobs.push(put(CACHES.assets, url.href, url.href));
    else if (isBuildEntry(url)) jobs.push(put(CACHES.entries, url.href, url.href));
    else if (isOfflineRead(url))
      jobs.push(
        put(CACHES.api, offlineReadKey(url.href), url.href, { [CSRF_HEADER]: CSRF_HEADER_VALUE }),
      );
  }
  await Promise.allSettled(jobs);
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown; page?: unknown } | null;
  if (data?.type === SESSION_CHANGED_MESSAGE) {
    event.waitUntil(forgetSession());
    return;
  }
  if (data?.type === OFFLINE_TEXTS_MESSAGE) {
    const texts = offlineTexts((data as { texts?: unknown }).texts);
    if (texts)
      event.waitUntil(
        caches
          .open(CACHES.pages)
          .then((cache) => cache.put(OFFLINE_TEXTS_KEY, new Response(JSON.stringify(texts)))),
      );
    return;
  }
  if (data?.type !== WARM_MESSAGE || typeof data.page !== 'string') return;
  const urls = warmableUrls(data.urls, self.location.origin);
  event.waitUntil(
    warm(urls, data.page).then(() => event.source?.postMessage({ type: WARMED_MESSAGE })),
  );
});
