import { queryString } from './query-string';

/**
 * The template gallery and the template set (seed 001 §2 Template gallery, §3 Template, Template
 * set, Field element, §7 Templates, §9). The backend serves the starter catalogue built from
 * packages/template-artwork; the gallery (mf-docs), the editor and create-doc read it through these shapes.
 */

/**
 * Document type letters (seed 000 §3 Doc, seed 001 §3). Meanings:
 * g certificates of merit (грамоты), d diplomas, c certificates (of participation, completion,
 * gift), b letters of thanks, s report cards and school certificates (табели, похвальные листы,
 * свидетельства), p invitations, o greeting cards and other, i individual (made for one school).
 */
export const CATEGORIES = ['g', 'd', 'c', 'b', 's', 'p', 'o', 'i'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The gallery's groups (seed 001 §3). `my` and `workshop` are the user's own lists, not catalogue groups. */
export const GROUPS = [
  'national',
  'region',
  'honorable',
  'national_other',
  'gift',
  'art',
  'nice',
  'music',
  'school',
  'children',
  'sport',
  'draw',
  'my',
  'workshop',
  'autumn',
  'winter',
] as const;
export type Group = (typeof GROUPS)[number];

/** Groups a catalogue template may belong to. */
export type CatalogueGroup = Exclude<Group, 'my' | 'workshop'>;
export const CATALOGUE_GROUPS = GROUPS.filter(
  (group): group is CatalogueGroup => group !== 'my' && group !== 'workshop',
);

/** Languages templates are written in ('kk' is Kazakh). The gallery's filter also takes 'all'. */
export const TEMPLATE_LANGUAGES = ['ru', 'en', 'uk', 'de', 'kk'] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];
export const ALL_TEMPLATE_LANGUAGES = 'all';

/** Template languages with the region feature (seed 001 §9). */
export const REGION_LANGUAGES = ['ru', 'uk', 'de', 'kk'] as const;
export type RegionLanguage = (typeof REGION_LANGUAGES)[number];

/**
 * Regions with their own templates, by template language: lowercase ISO 3166-2 codes (the
 * `?region=` filter, the region-select route and the `template_regions` setting use them).
 */
export const TEMPLATE_REGIONS: Record<
  RegionLanguage,
  ReadonlyArray<{ code: string; name: string }>
> = {
  ru: [
    { code: 'ru-mow', name: 'Москва' },
    { code: 'ru-spe', name: 'Санкт-Петербург' },
    { code: 'ru-ta', name: 'Республика Татарстан' },
  ],
  uk: [{ code: 'ua-30', name: 'Київ' }],
  de: [{ code: 'de-by', name: 'Bayern' }],
  kk: [{ code: 'kz-75', name: 'Алматы' }],
};
export const REGION_CODE_PATTERN = /^[a-z]{2}-[a-z0-9]{1,3}$/;

/** Page formats of catalogue templates (the editor knows more, seed 001 §9). */
export const TEMPLATE_FORMATS = ['a4', 'a4h', 'a5'] as const;
export type TemplateFormat = (typeof TEMPLATE_FORMATS)[number];

/** Template ids are 'lng:id:index' ('ru:101:0'); URLs write them 'lng-id-index'. */
export const TEMPLATE_ID_PATTERN = /^[a-z]{2}:\d{1,10}:\d{1,4}$/;
export const TEMPLATE_URL_ID_PATTERN = /^[a-z]{2}-\d{1,10}-\d{1,4}$/;

export function isTemplateId(value: unknown): value is string {
  return typeof value === 'string' && TEMPLATE_ID_PATTERN.test(value);
}

export function templateIdToUrl(id: string): string {
  return id.replace(/:/g, '-');
}

/** 'ru-101-0' -> 'ru:101:0'; an id already in colon form passes through; anything else: null. */
export function templateIdFromUrl(value: string): string | null {
  if (TEMPLATE_ID_PATTERN.test(value)) return value;
  return TEMPLATE_URL_ID_PATTERN.test(value) ? value.replace(/-/g, ':') : null;
}

/** Where template artwork (backgrounds, thumbnails, title images) is served; names are hashed. */
export const TEMPLATE_FILES_PATH = '/data/templates/';
export const templateFileUrl = (file: string) => `${TEMPLATE_FILES_PATH}${file}`;

/**
 * A fillable field of fields mode (seed 001 §3 Field element). `permanent` fields are the same on
 * every copy (school, teacher, date), `variable` ones change per pupil (name, class, marks). The
 * template content holds each field as the placeholder `%id%` (see fieldPlaceholder).
 */
export interface TemplateField {
  type: 'permanent' | 'variable';
  id: string;
  title: string;
  default: string;
}
export const FIELD_ID_PATTERN = /^[a-z][a-z0-9_]{0,31}$/;
export const fieldPlaceholder = (id: string) => `%${id}%`;

/** One card of the gallery (seed 001 §3 Template). */
export interface TemplateCard {
  id: string;
  name: string;
  /** The card's URL slug: /app/templates/{category}/{group}/{tname}/. */
  tname: string;
  format: TemplateFormat;
  /** Thumbnail URL (WebP, 300 px wide). */
  img: string;
  lng: TemplateLanguage;
  /** 'YYYY-MM-DD': last day of the user's licence covering this template; '' when none. */
  end: string;
  pro: '0' | '1';
}

/** Cards keyed by template id. */
export type TemplateCards = Record<string, TemplateCard>;

export interface TemplatesGetAnswer {
  result: 'success';
  /** category -> group -> template id -> card. A template is listed under each of its groups. */
  types: Partial<Record<Category, Partial<Record<Group, TemplateCards>>>>;
  /** With ?my=true: the templates the user holds a licence for; otherwise empty. */
  my: TemplateCards;
  /** The user's workshop templates (the workshop module fills this; empty until then). */
  workshop: TemplateCards;
}

/**
 * What the editor applies when a document gets a template (seed 001 §3 Template set response),
 * plus what create-doc needs to start a document. Pixel values are CSS px at the 800 px page width.
 */
export interface TemplateSet {
  id: string;
  name: string;
  category: Category;
  lng: TemplateLanguage;
  format: TemplateFormat;
  /** Background URL: JPEG at 2x (1600 px wide). */
  img_redactor: string;
  /** 'top right bottom left' in px. */
  padding: string;
  pro: '0' | '1';
  is_title_movable: '0' | '1';
  /** Title image URLs joined by ';;' ('' when the title is plain text in the content). */
  title_movable_gallery: string;
  /** Which gallery image is chosen by default (0-based). */
  title_index: number;
  /** Distance from the page top to the title image's top edge, px ('' without a movable title). */
  titles_margin: string;
  /** 'x|y' offsets of the title image set by the editor's sliders (-400..400), '0|0' by default. */
  titles_float: string;
  /** The catalogue ships no logos: '0' and ''. */
  wlogo: '0' | '1';
  logo: string;
  /** The default title text, e.g. 'Грамота', 'Urkunde', 'Мақтау қағазы'. */
  title: string;
  /** Font family name the editor loads (Google Fonts name). */
  font: string;
  /** Default content HTML: p, strong, em, br and span with font-size / text-align styles. */
  content: string;
  /** Fields mode: empty for templates without fields. */
  fields: TemplateField[];
}

export interface TemplateGetAnswer extends TemplateSet {
  result: 'success';
}

export interface TemplatesGetQuery {
  region?: string;
  my?: boolean;
}

export const templatePaths = {
  /** lng: a template language or 'all'; ver: the client's catalogue version (cache key). */
  templatesGet: (lng: string, ver: string, userKey: string, query: TemplatesGetQuery = {}) => {
    const suffix = queryString({
      region: query.region || undefined,
      my: query.my ? 'true' : undefined,
    });
    return `/api/templates-get/${encodeURIComponent(lng)}/${encodeURIComponent(ver)}/${encodeURIComponent(userKey)}/${suffix}`;
  },
  templateGet: (templateId: string) => `/api/template-get/${encodeURIComponent(templateId)}/`,
} as const;
