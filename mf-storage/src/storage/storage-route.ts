import { appPaths, isSearchText, type StorageGetQuery } from '@gramota/contracts';

/** What /app/storage/... shows (seed 000 §2 Storage: folders and files, shared, search, trash). */
export type StorageRoute =
  | { view: 'root' }
  | { view: 'folder'; folderId: string }
  /** What other accounts shared with this one, each item with its permission. */
  | { view: 'shared' }
  | { view: 'search'; query: string }
  | { view: 'trash' }
  /** The page a share link opens (/app/storage/shared/{code}/), and a folder inside it. */
  | { view: 'link'; code: string; aim?: string }
  | { view: 'unknown' };

export function parseStorageRoute(rest: readonly string[], search: URLSearchParams): StorageRoute {
  const [view, id, aim] = rest;
  switch (view) {
    case undefined:
      return { view: 'root' };
    case 'trash':
      return { view: 'trash' };
    case 'shared':
      if (!id) return { view: 'shared' };
      return aim ? { view: 'link', code: id, aim } : { view: 'link', code: id };
    case 'search':
      return { view: 'search', query: (search.get('sq') ?? '').trim() };
    case 'folder':
      return id ? { view: 'folder', folderId: id } : { view: 'root' };
    default:
      return { view: 'unknown' };
  }
}

/**
 * The storage-get query of a route; null when it asks for nothing (a search under 3 characters,
 * a link page, an unknown address).
 */
export function storageQuery(route: StorageRoute): StorageGetQuery | null {
  switch (route.view) {
    case 'root':
      return { folder: 'root' };
    case 'folder':
      return { folder: route.folderId };
    case 'shared':
      return { folder: 'shared' };
    case 'trash':
      return { folder: 'trash' };
    case 'search':
      return isSearchText(route.query) ? { sq: route.query } : null;
    default:
      return null;
  }
}

export function storagePath(route: StorageRoute): string {
  switch (route.view) {
    case 'trash':
      return appPaths.storage('trash');
    case 'shared':
      return appPaths.storage('shared');
    case 'search':
      return `${appPaths.storage('search')}?${new URLSearchParams({ sq: route.query })}`;
    case 'folder':
      return appPaths.storage('folder', route.folderId);
    case 'link':
      return appPaths.storage('shared', route.code, route.aim ?? '');
    default:
      return appPaths.storage();
  }
}
