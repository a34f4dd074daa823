import {
  appPaths,
  DOC_TYPES,
  isSearchText,
  isDocType,
  ROOT_FOLDER,
  type DocType,
  type DocsGetQuery,
} from '@gramota/contracts';
import { keepEmbed } from '@gramota/shell-api';

/** What /app/docs/... shows (seed 000 §2 "My documents root. Views: ..."). */
export type DocsRoute =
  | { view: 'folder'; folderId: string | null }
  | { view: 'recent' }
  | { view: 'favorite' }
  | { view: 'types'; type: DocType }
  | { view: 'search'; query: string }
  | { view: 'trash' }
  | { view: 'unknown' };

export const ROOT_ROUTE: DocsRoute = { view: 'folder', folderId: null };

export function parseDocsRoute(rest: readonly string[], search: URLSearchParams): DocsRoute {
  const [view, id] = rest;
  switch (view) {
    case undefined:
      return ROOT_ROUTE;
    case 'folder':
      return id ? { view: 'folder', folderId: id } : ROOT_ROUTE;
    case 'recent':
    case 'favorite':
    case 'trash':
      return { view };
    case 'types':
      if (id === undefined) return { view: 'types', type: DOC_TYPES[0] };
      return isDocType(id) ? { view: 'types', type: id } : { view: 'unknown' };
    case 'search':
      return { view: 'search', query: (search.get('sq') ?? '').trim() };
    default:
      return { view: 'unknown' };
  }
}

/** The docs-get query of a route; null when the route asks for nothing (a short search). */
export function docsQuery(route: DocsRoute): DocsGetQuery | null {
  switch (route.view) {
    case 'folder':
      return { folder: route.folderId ?? ROOT_FOLDER };
    case 'recent':
    case 'favorite':
      return { view: route.view };
    case 'types':
      return { view: 'types', type: route.type };
    case 'trash':
      return { trash: true };
    case 'search':
      return isSearchable(route.query) ? { sq: route.query } : null;
    default:
      return null;
  }
}

/** Seed 000 §5: a search needs at least 3 characters, otherwise nothing happens. */
export const isSearchable = isSearchText;

export function docsPath(route: DocsRoute, search: URLSearchParams): string {
  switch (route.view) {
    case 'folder':
      return route.folderId
        ? appPaths.docsFolder(route.folderId) + keepEmbed(search)
        : appPaths.docs() + keepEmbed(search);
    case 'recent':
    case 'favorite':
    case 'trash':
      return appPaths.docs(route.view) + keepEmbed(search);
    case 'types':
      return appPaths.docs('types', route.type) + keepEmbed(search);
    case 'search':
      return appPaths.docs('search') + keepEmbed(search, { sq: route.query });
    default:
      return appPaths.docs() + keepEmbed(search);
  }
}

/** The gallery, remembering the folder the teacher is in so the new document lands there. */
export function newDocumentPath(route: DocsRoute): string {
  return appPaths.templates({ folder: route.view === 'folder' ? route.folderId : null });
}
