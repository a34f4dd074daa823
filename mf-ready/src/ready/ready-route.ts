import {
  appPaths,
  DOC_TYPES,
  DOCS_LIMITS,
  isSearchText,
  isDocType,
  type DocType,
  type ReadyGetQuery,
} from '@gramota/contracts';
import { keepEmbed } from '@gramota/shell-api';

/** What /app/ready/... shows (seed 000 §2 "Ready files. Views: ..."). */
export type ReadyRoute =
  | { view: 'all' }
  | { view: 'types'; type: DocType }
  | { view: 'search'; query: string }
  | { view: 'trash' }
  | { view: 'folder'; folderId: string }
  | { view: 'mass'; ids: string[] }
  | { view: 'unknown' };

const FILE_ID = /^[1-9]\d{0,15}$/;
/** The create-files job's limit (seed 000 §9): ready-get-docs takes at most 30 ids. */
const MASS_MAX = DOCS_LIMITS.createFilesMax;

export function parseReadyRoute(rest: readonly string[], search: URLSearchParams): ReadyRoute {
  const [view, id] = rest;
  switch (view) {
    case undefined:
      return { view: 'all' };
    case 'trash':
      return { view: 'trash' };
    case 'types':
      if (id === undefined) return { view: 'types', type: DOC_TYPES[0] };
      return isDocType(id) ? { view: 'types', type: id } : { view: 'unknown' };
    case 'search':
      return { view: 'search', query: (search.get('sq') ?? '').trim() };
    case 'folder':
      return id ? { view: 'folder', folderId: id } : { view: 'all' };
    case 'mass': {
      const ids = massIds(id ?? '');
      return ids ? { view: 'mass', ids } : { view: 'unknown' };
    }
    default:
      return { view: 'unknown' };
  }
}

/** '12,13' or '12-13' → ['12', '13']; null when any part is not a file id or there are too many. */
export function massIds(text: string): string[] | null {
  const parts = text
    .split(/[,-]/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > MASS_MAX || !parts.every((part) => FILE_ID.test(part)))
    return null;
  return [...new Set(parts)];
}

/** Seed 000 §5: a search needs at least 3 characters, otherwise nothing happens. */
export const isSearchable = isSearchText;

/**
 * The ready-get query of a route; null when it asks ready-get for nothing (mass, short search).
 * 'all' is the top level (files and folders there), a folder its own contents; the by-type view
 * needs every file of every folder (view=all).
 */
export function readyQuery(route: ReadyRoute): ReadyGetQuery | null {
  switch (route.view) {
    case 'all':
      return { trash: false };
    case 'types':
      return { trash: false, view: 'all' };
    case 'folder':
      return { trash: false, folder: route.folderId };
    case 'trash':
      return { trash: true };
    case 'search':
      return isSearchable(route.query) ? { trash: false, sq: route.query } : null;
    default:
      return null;
  }
}

export function readyPath(route: ReadyRoute, search: URLSearchParams): string {
  switch (route.view) {
    case 'trash':
      return appPaths.ready('trash') + keepEmbed(search);
    case 'types':
      return appPaths.ready('types', route.type) + keepEmbed(search);
    case 'search':
      return appPaths.ready('search') + keepEmbed(search, { sq: route.query });
    case 'folder':
      return appPaths.ready('folder', route.folderId) + keepEmbed(search);
    case 'mass':
      return appPaths.readyMass(route.ids) + keepEmbed(search);
    default:
      return appPaths.ready() + keepEmbed(search);
  }
}
