import type { Page, Request } from 'playwright-core';

/** Each page's /api/ calls under way, from the moment its teacher's page was made. */
const underWay = new WeakMap<Page, Set<Request>>();

const isApiCall = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');

/** Starts keeping track of the page's /api/ calls (useTeacher does it for every page it makes). */
export function trackApiCalls(page: Page): void {
  const open = new Set<Request>();
  underWay.set(page, open);
  page.on('request', (request) => {
    if (isApiCall(request)) open.add(request);
  });
  const settled = (request: Request) => open.delete(request);
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
}

/**
 * Waits until the page's screen has loaded as a person sees it before reaching for the menu: no
 * /api/ call under way for `quietMs`. A session change (log out, switch into an account) while the
 * screen's first lists are still on their way has them answered 403, as they asked with the key of
 * the session before; a teacher never sees it, but the test's console check does. Gives up quietly
 * after `timeoutMs` (a screen that keeps asking), and the step goes on as it would have.
 */
export async function apiQuiet(page: Page, quietMs = 300, timeoutMs = 20_000): Promise<void> {
  const open = underWay.get(page);
  if (!open) return;
  const deadline = Date.now() + timeoutMs;
  let quietSince: number | null = null;
  while (Date.now() < deadline) {
    if (open.size > 0) quietSince = null;
    else if (quietSince === null) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
