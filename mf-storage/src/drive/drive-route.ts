import { appPaths, isSearchText, ROOT_FOLDER, type DriveGetQuery } from '@gramota/contracts';

/**
 * What /app/drive/... shows (seed 000 §2 Drive, with folder/{id}); a group's own page,
 * folder/{key}/{group_id}/, is routed before this (drive-group/).
 */
export type DriveRoute =
  | { view: 'all' }
  | { view: 'folder'; folderId: string }
  | { view: 'trash' }
  | { view: 'search'; query: string }
  | { view: 'unknown' };

export function parseDriveRoute(rest: readonly string[], search: URLSearchParams): DriveRoute {
  const [view, id, more] = rest;
  switch (view) {
    case undefined:
      return { view: 'all' };
    case 'trash':
      return id === undefined ? { view: 'trash' } : { view: 'unknown' };
    case 'search':
      return { view: 'search', query: (search.get('sq') ?? '').trim() };
    case 'folder':
      if (!id) return { view: 'all' };
      return more === undefined ? { view: 'folder', folderId: id } : { view: 'unknown' };
    default:
      return { view: 'unknown' };
  }
}

/** drive-get's query for a route; null when it asks for nothing (a short search, an unknown address). */
export function driveQuery(route: DriveRoute): DriveGetQuery | null {
  switch (route.view) {
    case 'all':
      return { folder: ROOT_FOLDER };
    case 'folder':
      return { folder: route.folderId };
    case 'trash':
      return { trash: true };
    case 'search':
      return isSearchText(route.query) ? { sq: route.query } : null;
    default:
      return null;
  }
}

export function drivePath(route: DriveRoute): string {
  switch (route.view) {
    case 'trash':
      return appPaths.drive('trash');
    case 'search':
      return `${appPaths.drive('search')}?${new URLSearchParams({ sq: route.query })}`;
    case 'folder':
      return appPaths.drive('folder', route.folderId);
    default:
      return appPaths.drive();
  }
}
