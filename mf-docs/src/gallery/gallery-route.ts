import {
  appPaths,
  CATEGORIES,
  GROUPS,
  templateIdFromUrl,
  templateIdToUrl,
  type Category,
  type Group,
} from '@gramota/contracts';

/** The gallery's own category for templates made for one school (seed 001 §2 individual/). */
export const INDIVIDUAL_CATEGORY: Category = 'i';

/** What /app/templates/... shows (seed 001 §2 Template gallery). */
export type GalleryRoute =
  | { view: 'home' }
  | { view: 'category'; category: Category; group: Group | null }
  | { view: 'named'; category: Category; group: Group; name: string }
  | { view: 'card'; templateId: string }
  | { view: 'create'; templateId: string }
  | { view: 'my' }
  | { view: 'workshop' }
  | { view: 'search'; query: string }
  | { view: 'region-select'; lng: string; region: string }
  | { view: 'unknown' };

const isCategory = (value: string | undefined): value is Category =>
  (CATEGORIES as readonly string[]).includes(value ?? '');
const isGroup = (value: string | undefined): value is Group =>
  (GROUPS as readonly string[]).includes(value ?? '');

/** Segments after /app/templates/ and the query string, as useRoute gives them. */
export function parseGalleryRoute(rest: readonly string[], search: URLSearchParams): GalleryRoute {
  const [first, second, third] = rest;
  if (first === undefined) return { view: 'home' };
  switch (first) {
    case 'my':
      return { view: 'my' };
    case 'workshop':
      return { view: 'workshop' };
    case 'individual':
      return { view: 'category', category: INDIVIDUAL_CATEGORY, group: null };
    case 'search':
      return { view: 'search', query: (search.get('sq') ?? '').trim() };
    case 'card':
    case 'create': {
      const templateId = templateIdFromUrl(second ?? '');
      return templateId ? { view: first, templateId } : { view: 'unknown' };
    }
    case 'region-select':
      return second && third
        ? { view: 'region-select', lng: second, region: third }
        : { view: 'unknown' };
  }
  if (!isCategory(first)) return { view: 'unknown' };
  if (second === undefined) return { view: 'category', category: first, group: null };
  if (!isGroup(second)) return { view: 'unknown' };
  if (third === undefined) return { view: 'category', category: first, group: second };
  return { view: 'named', category: first, group: second, name: third };
}

/** What a click on a template card does (seed 001 §2: the `do` query). */
export type CardMode = 'create-doc' | 'select-template' | 'activate-pay';

export function parseCardMode(search: URLSearchParams): CardMode {
  const mode = search.get('do');
  return mode === 'select-template' || mode === 'activate-pay' ? mode : 'create-doc';
}

/**
 * Query parameters that travel with every gallery link: the frame (embed), the card mode (do),
 * the folder a new document goes to (folder) and the document a chosen template is for (doc).
 */
const KEPT_PARAMS = ['embed', 'do', 'folder', 'doc'] as const;

export function keptQuery(search: URLSearchParams, extra: Record<string, string> = {}): string {
  const next = new URLSearchParams();
  for (const name of KEPT_PARAMS) {
    const value = search.get(name);
    if (value) next.set(name, value);
  }
  for (const [name, value] of Object.entries(extra)) next.set(name, value);
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** /app/templates/{...segments}/ with the kept query. */
export function galleryPath(
  segments: readonly string[],
  search: URLSearchParams,
  extra: Record<string, string> = {},
): string {
  return appPaths.templatesView(segments) + keptQuery(search, extra);
}

export const cardPath = (templateId: string, search: URLSearchParams) =>
  galleryPath(['card', templateIdToUrl(templateId)], search);

export const categoryPath = (category: Category, search: URLSearchParams, group?: Group | null) =>
  category === INDIVIDUAL_CATEGORY && !group
    ? galleryPath(['individual'], search)
    : galleryPath(group ? [category, group] : [category], search);

export const searchPath = (query: string, search: URLSearchParams) =>
  galleryPath(['search'], search, { sq: query });
