import { useSyncExternalStore } from 'react';
import { APP_BASE } from '@gramota/contracts';

// The one builder of app addresses lives in contracts (appPaths); shell-api re-exports it.
export { APP_BASE, buildAppPath } from '@gramota/contracts';

/** A parsed app route `/app/{page}/{sub}/{id}/...` (seed 000 §2). */
export interface AppRoute {
  /** The page segment ('' when the address is just /app/). */
  page: string;
  /** Segments after the page: [sub, id, ...]. */
  rest: string[];
  search: URLSearchParams;
}

/** The page is the segment after /app/ — the 5th segment of the full address. */
export function parseRoute(pathname: string, search = ''): AppRoute {
  const segments = pathname.startsWith(APP_BASE)
    ? pathname.slice(APP_BASE.length).split('/').filter(Boolean).map(safeDecode)
    : [];
  const [page = '', ...rest] = segments;
  return { page, rest, search: new URLSearchParams(search) };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

// single-spa fires this after every route change, including the first.
const ROUTE_EVENTS = ['single-spa:routing-event', 'popstate'] as const;

function subscribe(onChange: () => void) {
  ROUTE_EVENTS.forEach((name) => window.addEventListener(name, onChange));
  return () => ROUTE_EVENTS.forEach((name) => window.removeEventListener(name, onChange));
}
const snapshot = () => window.location.pathname + window.location.search;

/** The current route, re-rendering on every navigation. */
export function useRoute(): AppRoute {
  const href = useSyncExternalStore(subscribe, snapshot, snapshot);
  const [pathname = '', search = ''] = href.split('?');
  return parseRoute(pathname, search ? `?${search}` : '');
}

/**
 * The query string ('' or '?...') of an in-area address: `extra` plus embed=true when the current
 * `search` has it, so an embedded view stays embedded while it moves between views.
 */
export function keepEmbed(search: URLSearchParams, extra: Record<string, string> = {}): string {
  const next = new URLSearchParams();
  if (search.get('embed') === 'true') next.set('embed', 'true');
  for (const [name, value] of Object.entries(extra)) next.set(name, value);
  const text = next.toString();
  return text ? `?${text}` : '';
}
