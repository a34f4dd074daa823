/**
 * Which requests the service worker answers and how (pure, so the rules are unit-tested without a
 * worker). Only same-origin GETs are ever cached; everything else goes to the network untouched.
 */

/** Cache names; the version check deletes them all, a session change the API copies (see the worker). */
export const CACHES = {
  pages: 'gramota-pages',
  entries: 'gramota-entries',
  assets: 'gramota-assets',
  api: 'gramota-api',
} as const;

/**
 * Every /app/ page is the same shell index.html (the shell routes on the client), so one cached
 * copy, stored under this key, opens any page offline after a visit to any of them.
 */
export const SHELL_PAGE_KEY = '/app/';

/** Build files named with a content hash (webpack's `[name].[contenthash:8]`): never change. */
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css|png|svg|jpe?g|webp|woff2?)$/;

export function isShellNavigation(url: URL, mode: string): boolean {
  return mode === 'navigate' && url.pathname.startsWith('/app/');
}

export function isHashedBuildFile(url: URL): boolean {
  return /^\/(shell|mf\/[a-z-]+)\//.test(url.pathname) && HASHED_FILE.test(url.pathname);
}

/**
 * Files whose names stay across deploys but whose content changes: the remotes manifest, the
 * areas' remoteEntry.js and mf-manifest.json, the shell's unhashed files (mf runtime, icons,
 * web manifest). Fetched from the network first so a new deploy is seen on the next load.
 */
export function isBuildEntry(url: URL): boolean {
  if (url.pathname === '/app/remotes.json') return true;
  if (!/^\/(shell|mf\/[a-z-]+)\//.test(url.pathname)) return false;
  return !isHashedBuildFile(url) && !url.pathname.endsWith('/sw.js');
}

/**
 * Read-only calls a teacher needs to see My documents offline: who is signed in, their profile
 * and settings, and the document lists. Cached network-first: online they are always fresh.
 */
const OFFLINE_READS = [
  /^\/api\/login-check\/$/,
  /^\/api\/profile-get\/[^/]+\/$/,
  /^\/api\/docs-get\/[^/]+\/$/,
];

export function isOfflineRead(url: URL): boolean {
  return OFFLINE_READS.some((pattern) => pattern.test(url.pathname));
}

/** login-check: who the session is (the cached answers are this account's). */
export function isLoginCheck(url: URL): boolean {
  return url.pathname === '/api/login-check/';
}

/**
 * Whether two login-check answers describe the same session: the same account (user_key), signed
 * in or not, in its own account or switched into another. Anything unreadable is "not the same",
 * so a doubt drops the copies rather than keeping someone else's.
 */
export function sameSession(before: unknown, after: unknown): boolean {
  const who = (answer: unknown) => {
    const { user_key: key, login, is_access: access } = (answer ?? {}) as Record<string, unknown>;
    return typeof key === 'string' && key !== '' ? `${key}|${String(login)}|${String(access)}` : '';
  };
  const first = who(before);
  return first !== '' && first === who(after);
}

export { SW_MESSAGES } from './page-messages';

/**
 * The key an offline read is stored under: its URL without `nocache`, which only asks the server
 * to rebuild its answer (the same list), so the offline copy is found whichever way it was asked.
 */
export function offlineReadKey(rawUrl: string): string {
  const url = new URL(rawUrl);
  url.searchParams.delete('nocache');
  return url.href;
}

/** The same-origin scripts a page's HTML loads (`<script src>`), as absolute URLs. */
export function pageScripts(html: string, origin: string): string[] {
  const urls: string[] = [];
  for (const match of html.matchAll(/<script\b[^>]*\ssrc\s*=\s*["']?([^"'\s>]+)/gi)) {
    const url = new URL(match[1]!, origin);
    if (url.origin === origin) urls.push(url.href);
  }
  return urls;
}
