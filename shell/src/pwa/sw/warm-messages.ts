/** The page asks the worker to keep what the first visit loaded before the worker existed. */
export const WARM_MESSAGE = 'gramota-sw:warm';
/** The worker's answer: what the page loaded is now kept for offline use. */
export const WARMED_MESSAGE = 'gramota-sw:warmed';

/** At most this many URLs per message: a page's resources are far fewer; more is not ours. */
const MAX_URLS = 500;

/** The same-origin http(s) URLs of a warm message (anything else is ignored, not fetched). */
export function warmableUrls(value: unknown, origin: string): string[] {
  if (!Array.isArray(value)) return [];
  const urls: string[] = [];
  for (const item of value.slice(0, MAX_URLS)) {
    if (typeof item !== 'string') continue;
    try {
      const url = new URL(item);
      if (url.origin === origin) urls.push(url.href);
    } catch {
      // Not a URL: skipped.
    }
  }
  return urls;
}
