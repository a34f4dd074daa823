import { APP_BASE } from '@gramota/shell-api';

/**
 * Whether a click on this link is routed inside the app (seed 000 §2): not for download links,
 * data-ignore-router="true", the direct-link class, target=_blank, other origins, or paths outside
 * /app/.
 */
export function shouldRouteInApp(anchor: HTMLAnchorElement, currentOrigin: string): boolean {
  if (anchor.hasAttribute('download')) return false;
  if (anchor.dataset.ignoreRouter === 'true') return false;
  if (anchor.classList.contains('direct-link')) return false;
  if (anchor.target === '_blank') return false;
  let url: URL;
  try {
    url = new URL(anchor.href, currentOrigin);
  } catch {
    return false;
  }
  return url.origin === currentOrigin && url.pathname.startsWith(APP_BASE);
}

/** A plain left click without modifier keys (others open new tabs as the browser decides). */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The address without a stray trailing '#' (seed 000 §2), or null when there is none. */
export function withoutStrayHash(href: string): string | null {
  return href.endsWith('#') ? href.slice(0, -1) : null;
}
