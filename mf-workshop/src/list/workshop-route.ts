import {
  appPaths,
  isDocType,
  WORKSHOP_LIMITS,
  WORKSHOP_TYPE_ORDER,
  type DocType,
  type WorkshopGetQuery,
} from '@gramota/contracts';

/** What /app/workshop/... shows (seed 001 §2 Workshop). */
export type WorkshopRoute =
  | { view: 'all' }
  /** type null: types/ without a letter; the first type present is shown (defaultType). */
  | { view: 'types'; type: DocType | null }
  | { view: 'recent' }
  | { view: 'search'; query: string }
  | { view: 'trash' }
  | { view: 'folder'; folderId: string }
  /** What others shared with this account (seed 001 §4 Sharing), read-only. */
  | { view: 'shared' }
  /** The page a share link opens: /app/workshop/shared/{code}/. */
  | { view: 'sharedLink'; code: string }
  | { view: 'unknown' };

export function parseWorkshopRoute(
  rest: readonly string[],
  search: URLSearchParams,
): WorkshopRoute {
  const [view, id] = rest;
  switch (view) {
    case undefined:
      return { view: 'all' };
    case 'trash':
      return { view: 'trash' };
    case 'recent':
      return { view: 'recent' };
    case 'types':
      if (id === undefined) return { view: 'types', type: null };
      return isDocType(id) ? { view: 'types', type: id } : { view: 'unknown' };
    case 'search':
      return { view: 'search', query: (search.get('sq') ?? '').trim() };
    case 'folder':
      return id ? { view: 'folder', folderId: id } : { view: 'all' };
    case 'shared':
      return id ? { view: 'sharedLink', code: id } : { view: 'shared' };
    default:
      return { view: 'unknown' };
  }
}

/** Seed 001 §5: a workshop search needs at least 3 characters, otherwise nothing happens. */
export function isWorkshopSearchable(text: string): boolean {
  const length = [...text.trim()].length;
  return length >= WORKSHOP_LIMITS.searchMin && length <= WORKSHOP_LIMITS.searchMax;
}

/** The types present in the order of the tabs (g,d,c,b,s,p,o); letters the order lacks are dropped. */
export function presentTypes(types: readonly DocType[]): DocType[] {
  return WORKSHOP_TYPE_ORDER.filter((type) => types.includes(type));
}

/** The tab types/ opens: the first type present; null while the account has no template. */
export function defaultType(types: readonly DocType[]): DocType | null {
  return presentTypes(types)[0] ?? null;
}

/**
 * The workshop-get query of a route; null when it asks for nothing (a short search, an unknown
 * address). types/ without a letter reads the recent list: its answer names the types present.
 */
export function workshopQuery(route: WorkshopRoute): WorkshopGetQuery | null {
  switch (route.view) {
    case 'all':
      return { folder: 'root' };
    case 'folder':
      return { folder: route.folderId };
    case 'recent':
      return { view: 'recent' };
    case 'types':
      return route.type ? { view: 'types', type: route.type } : { view: 'recent' };
    case 'trash':
      return { trash: true };
    case 'search':
      return isWorkshopSearchable(route.query) ? { sq: route.query } : null;
    case 'shared':
      return { view: 'shared' };
    default:
      // A link page reads workshop-shared, not a list.
      return null;
  }
}

export function workshopPath(route: WorkshopRoute): string {
  switch (route.view) {
    case 'trash':
      return appPaths.workshop('trash');
    case 'recent':
      return appPaths.workshop('recent');
    case 'types':
      return appPaths.workshop('types', route.type ?? '');
    case 'search':
      return `${appPaths.workshop('search')}?${new URLSearchParams({ sq: route.query })}`;
    case 'folder':
      return appPaths.workshop('folder', route.folderId);
    case 'shared':
      return appPaths.workshop('shared');
    case 'sharedLink':
      return appPaths.workshop('shared', route.code);
    default:
      return appPaths.workshop();
  }
}

/** Newest first by time (seed 001 §2 recent); the list's own sort still applies on screen. */
export function newestFirst<T extends { time: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.time - a.time);
}
