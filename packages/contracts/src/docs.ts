import { DOC_TYPES, type DocType } from './areas';
import { DATA_SEPARATOR } from './http';
import type { TemplateField } from './templates';
import { queryString } from './query-string';

/**
 * My documents (seed 000 §2 Docs, §3 Doc / Folder / Selection reference, §4 lifecycle, §5, §7 docs
 * calls and form actions, §8, §9; seed 001 §3 Document data). The backend's docs module answers
 * these calls, mf-docs and the editor read them.
 *
 * Conventions for every call below:
 * - Every call carries X-Requested-With (CSRF_HEADER) except `doc-thum`, which is an <img> source
 *   (a read-only GET; it answers 404 without a session cookie and creates nothing).
 * - Every call needs the `docs_full` permission while switched into another account (403
 *   `{ result: 'forbidden', error_code: 'forbidden', error_text: 'Forbidden' }` without it) and
 *   works on that account's documents. A `{userKey}` that is not the account's api key → 403.
 * - Ids are opaque strings. Doc ids are decimal digits ('42'); folder ids are 'f' + digits
 *   ('f7'), so a doc and a folder never share an id in one list. An id of another account's item
 *   gets exactly the answer a missing id gets (404 `not_found`) and changes nothing.
 * - Errors: `DocsErrorAnswer` = `{ result: 'error', error_code, error_text, name?, tooltip?,
 *   'alert-text'? }` with HTTP 400 (bad input), 404 (not_found), 501 (generation_unavailable).
 *   Front ends show t(`errors.${error_code}`) and fall back to error_text. Bulk actions are
 *   all-or-nothing: one bad item refuses the whole selection and nothing changes.
 * - Lists are objects keyed by id; JSON key order carries no meaning (integer-like keys are
 *   reordered by JavaScript): sort by `time`, newest first.
 */

// Document type letters (g, d, c, b, s, p, o, in tab order): DOC_TYPES / DocType in areas.ts.

export function isDocType(value: unknown): value is DocType {
  return typeof value === 'string' && (DOC_TYPES as readonly string[]).includes(value);
}

/**
 * A new document's type is its template's category; the gallery's 'i' (individual, made for one
 * school) has no tab of its own and files under 'o' (other).
 */
export function docTypeOfCategory(category: string): DocType {
  return isDocType(category) ? category : 'o';
}

export const DOCS_LIMITS = {
  /** Folder names: trimmed, 1..100 characters, no HTML. */
  folderNameMax: 100,
  /** Document names: trimmed, 1..200 characters (template names are up to 200), no HTML. */
  docNameMax: 200,
  /** Default name of a new folder (the UI fills it in; seed 000 §5). */
  defaultFolderName: 'New folder',
  /** Search needs at least 3 characters (seed 000 §5, §9). */
  searchMin: 3,
  searchMax: 100,
  /** view=recent answers the newest 50 documents. */
  recentLimit: 50,
  /** A search answers at most the newest 500 documents and 500 folders that match. */
  searchLimit: 500,
  /** The quick-access row shows the first 4 recent documents when total_docs > 4 (seed 000 §9). */
  quickAccessCount: 4,
  /** Bulk "create files": at most 30 documents (seed 000 §4, §5, §9). */
  createFilesMax: 30,
  /** Items in one form action's selection. */
  selectionMax: 1000,
} as const;

/**
 * A list's search text (docs-get, ready-get; seed 000 §5): 3..searchMax characters, counted in
 * characters (code points) as the server counts them, after trimming.
 */
export function isSearchText(text: string): boolean {
  const length = [...text.trim()].length;
  return length >= DOCS_LIMITS.searchMin && length <= DOCS_LIMITS.searchMax;
}

export const DOC_ID_PATTERN = /^[1-9]\d{0,15}$/;
export const FOLDER_ID_PATTERN = /^f[1-9]\d{0,15}$/;
/** `folder=root` (or an empty folder id) means the top level of My documents. */
export const ROOT_FOLDER = 'root';

/** A document in a list (seed 000 §3 Doc). */
export interface DocSummary {
  id: string;
  name: string;
  /** Parent folder id; null at the root. */
  folder: string | null;
  favorite: '1' | '0';
  /** ms since the epoch: created, copied or last edited. The sort key, newest first. */
  time: number;
  type: DocType;
  /** md5 of content + font + padding: changes whenever the document changes. */
  md5: string;
  /** ms since the epoch of the last content change ('Last changes ...'). */
  'edit-time': number;
  /** 'lng:id:index' of the template the document was made from. */
  template_id: string;
  format: string;
  /** '1' when the template is a PRO template (whether the user holds a licence is not said here). */
  pro: '0' | '1';
  /**
   * Thumbnail URL, use as is: docsPaths.docThumb(id, key) where the key derives from md5 and the
   * template, so the URL changes whenever the picture may (it is cached for good).
   */
  thumb: string;
}

/** A folder in a list (seed 000 §3 Folder). */
export interface DocFolder {
  id: string;
  name: string;
  /** Parent folder id; null at the root. */
  parent: string | null;
  favorite: '1' | '0';
  /** ms since the epoch: created or renamed. */
  time: number;
}

/** One breadcrumb. */
export interface DocsPathEntry {
  id: string;
  name: string;
}

export const DOCS_VIEWS = ['recent', 'favorite', 'types'] as const;
export type DocsView = (typeof DOCS_VIEWS)[number];

/**
 * GET /api/docs-get/{userKey}/ query. Which list is answered, first match wins:
 * 1. `trash=true`: the trash: items removed on their own, and folders removed with what was in
 *    them (the contents are shown through their folder only). With `sq`: those whose name matches.
 * 2. `sq` (3..100 characters, else 400 `search_too_short`): active docs and folders of the whole
 *    account whose name contains it (case-insensitive), at most 500 of each, newest first.
 * 3. `view=recent`: the 50 newest active docs across folders, no folders.
 * 4. `view=favorite`: favourite active docs and folders across folders.
 * 5. `view=types&type=g`: active docs of one type across folders (type missing/unknown → 400).
 * 6. otherwise `folder` (id, or 'root'/absent for the top level): the folder's active docs and
 *    subfolders. A trashed folder → 400 `in_trash`; a missing or foreign one → 404.
 * `nocache=1` builds the answer again instead of taking the server's cached copy (which is only
 * served while the account's lists are unchanged; the answer is always `Cache-Control: no-store`).
 */
export interface DocsGetQuery {
  folder?: string;
  trash?: boolean;
  sq?: string;
  view?: DocsView;
  type?: DocType;
  nocache?: boolean;
}

export interface DocsGetAnswer {
  result: 'success';
  folders: Record<string, DocFolder>;
  docs: Record<string, DocSummary>;
  /**
   * Breadcrumbs of `folder`, from the top-level folder down to `folder` itself; the root itself is
   * not listed (the UI draws its own 'My documents'). Empty for the root and for every other list.
   */
  path: DocsPathEntry[];
  /** All active (not trashed) docs of the account, whichever list was asked for. */
  total_docs: number;
}

/**
 * GET /api/create-doc/?template_id=ru:101:0&folder_id=f7&search_id=... → CreateDocAnswer.
 * template_id: 'lng:id:index' or its URL form 'lng-id-index' (unknown → 404 `template_not_found`);
 * folder_id: an active folder of the account, or ''/'root' (foreign or trashed → 404 `not_found`);
 * search_id: the gallery search the card came from; accepted and ignored (analytics only).
 * The new doc takes the template's name, type (its category), format, font, padding, default
 * content and fields (values = the fields' defaults).
 */
export interface CreateDocQuery {
  template_id: string;
  folder_id?: string;
  search_id?: string;
}
export type CreateDocAnswer =
  | { result: 'success'; doc: string }
  /** A paid workshop template the user may not use: show the pay-needed modal (seed 000 §4). */
  | { result: 'workshop-pay' };

/** GET /api/docs-favorite/?data_id=&type=doc|folder&do=1|0 → DocsFavoriteAnswer. */
export interface DocsFavoriteAnswer {
  result: 'success';
  data_id: string;
  favorite: '1' | '0';
}

/**
 * GET /api/docs-copy/?data_id=42 → DocsCopyAnswer: a copy in the same folder, named
 * `${name} (copy)` (`${name} — копия` when the account's settings.lng is 'ru'), newest of all.
 * Only docs are copied (a folder id → 400 `select_document`).
 */
export interface DocsCopyAnswer {
  result: 'success';
  /** The new doc's id. */
  data_id: string;
}

/**
 * get-doc's first part: the document data of seed 001 §3 that exists so far. The background, the
 * PRO badge and the title gallery come from the document's template as it is now; the rest is the
 * document's own.
 */
export interface DocData {
  id: string;
  name: string;
  type: DocType;
  folder: string | null;
  /** '1' when the trash holds it (the UI asks to restore it before opening). */
  trash: '0' | '1';
  /** '1' when the template is a PRO template. */
  pro: '0' | '1';
  template_id: string;
  /**
   * Colon-separated (seed 001 §3): kind, then 'p' to hide stamp/QR/image, then '0' to hide them
   * too. Catalogue templates: 'catalogue' (nothing hidden); workshop templates will say 'workshop'.
   */
  template_data: string;
  format: string;
  /** Background image URL of the template (JPEG, 1600 px wide). */
  img_redactor: string;
  /** '1' when the document is in fields mode (its template has fields). */
  fields_redactor: '0' | '1';
  is_title_movable: '0' | '1';
  title_index: number;
  /** Title image URLs joined by ';;'. */
  title_movable_gallery: string;
  /** 'x|y' offsets of the title image. */
  titles_float: string;
  titles_margin: string;
  wlogo: '0' | '1';
  logo: string;
  /** '1' when the template is a student report card (isStudentReportCard): the editor's help toast. */
  is_table_student_card: '0' | '1';
  /** Font family name (the editor loads it); also in the second part as CSS. */
  font: string;
  /** 'top right bottom left' in px at the 800 px page width. */
  padding: string;
  fields: TemplateField[];
  /** Field id → the value filled in (starts as the field's default). */
  values: Record<string, string>;
  /**
   * The editor's own content: JSON of DocRawContent (@gramota/doc-content), null until the doc is
   * first saved from the editor (then the editor imports the HTML of the third part).
   */
  content_raw: string | null;
  md5: string;
  'edit-time': number;
}

/**
 * A student report card (seed 001 §3 is_table_student_card): a type-s template with a mark per
 * subject for a period, which the catalogue's report cards carry as the `period` field beside one
 * field per subject (packages/template-artwork report-card-contents.ts). A merit sheet or a club
 * certificate of the same type is not one.
 */
export function isStudentReportCard(template: {
  category: string;
  fields: readonly { id: string }[];
}): boolean {
  return template.category === 's' && template.fields.some((field) => field.id === 'period');
}

/** The class the font style rule of get-doc's second part targets. */
export const DOC_PAGE_CLASS = 'gr-doc-page';

/**
 * GET /api/get-doc/{docId}/ answers text/plain: `forbidden` (HTTP 403) when the account may not
 * read the doc (also for a missing id), else JSON(DocData) + DATA_SEPARATOR + font style CSS
 * (`.gr-doc-page{font-family:'Philosopher'}`, no @font-face) + DATA_SEPARATOR + content HTML
 * (sanitized on save). `get-admin-default-doc` / `template_id` of the seed are not served yet.
 */
export type GetDocParts =
  | { result: 'forbidden' }
  | { result: 'success'; data: DocData; fontStyle: string; content: string };

export function parseGetDoc(text: string): GetDocParts {
  if (text.trim() === 'forbidden') return { result: 'forbidden' };
  const first = text.indexOf(DATA_SEPARATOR);
  const second = first < 0 ? -1 : text.indexOf(DATA_SEPARATOR, first + DATA_SEPARATOR.length);
  if (second < 0) throw new Error('get-doc: the answer does not have three parts');
  return {
    result: 'success',
    data: JSON.parse(text.slice(0, first)) as DocData,
    fontStyle: text.slice(first + DATA_SEPARATOR.length, second),
    // The content is last, so a separator-like string inside it could not cut it short.
    content: text.slice(second + DATA_SEPARATOR.length),
  };
}

/** Item kinds inside selection references ('type:id'). */
export const DOCS_ITEM_TYPES = ['doc', 'folder'] as const;
export type DocsItemType = (typeof DOCS_ITEM_TYPES)[number];

/**
 * The form actions' element type (seed 000 §3 Selection reference): one doc or folder ('doc',
 * 'folder': data_id is its id), several ('mix'), anything in the trash ('trash'); with 'mix' and
 * 'trash', data_id is `type:id` joined by commas ('doc:42,folder:f7'), as the ui package's
 * selectionReference() writes it.
 */
export const DOCS_CONTEXT_TYPES = ['doc', 'folder', 'mix', 'trash'] as const;
export type DocsContextType = (typeof DOCS_CONTEXT_TYPES)[number];

/**
 * POST /api/docs-{type}-{action}/ (form-urlencoded or JSON body) → DocsFormAnswer | DocsErrorAnswer.
 * - folder-new {name, parent ('' | 'root' | folder id)}: any type; answers `data_id` of the folder.
 * - rename {name, data_id}: type doc or folder, one item, active.
 * - remove {data_id}: moves to the trash; a folder takes its contents with it. An item already in
 *   the trash (itself or through its folder) → 400 `already_in_trash`.
 * - move {data_id, folder_id ('' | 'root' | folder id)}: active items only. Into itself or its own
 *   subfolder → 400 `move_into_itself`; into a trashed folder → 400 `in_trash`; foreign → 404.
 * - remove-trash {data_id}: deletes forever items the trash shows (a folder with its contents).
 *   An item not in the trash → 400 `not_in_trash`; one that went there inside a folder (not shown
 *   by the trash) → 400 `trashed_with_folder`.
 * - restore {data_id}: brings items (a folder with its contents) back to where they were. When
 *   that folder was deleted forever or is itself in the trash, the item comes back at the root and
 *   the answer lists it in `restored_to_root` with `notice` saying so. location: '/app/docs/'.
 * - clear-trash {}: deletes everything in the trash forever; any type.
 */
export const DOCS_FORM_ACTIONS = [
  'folder-new',
  'rename',
  'remove',
  'move',
  'remove-trash',
  'restore',
  'clear-trash',
] as const;
export type DocsFormAction = (typeof DOCS_FORM_ACTIONS)[number];

/** The seeds' form answer (seed 000 §7 Form answer) on success. */
export interface DocsFormAnswer {
  result: 'success';
  /** Where to go next (restore: '/app/docs/'). */
  location?: string;
  /** folder-new: the new folder's id. */
  data_id?: string;
  /** restore: the selection references ('doc:42') that came back at the root instead. */
  restored_to_root?: string[];
  /** A sentence for the user (restore to the root). */
  notice?: string;
}

export const docsNotices = {
  restored_to_root:
    'Some items were restored to My documents because their folder was deleted or is in the trash.',
} as const;

/** Stable error codes with their English texts (the seeds' wording where the seeds give one). */
export const docsErrors = {
  not_found: 'Not found',
  forbidden: 'Forbidden',
  name_empty: 'Enter a name',
  name_too_long: 'The name must be at most 100 characters long',
  doc_name_too_long: 'The name must be at most 200 characters long',
  name_html: 'The name cannot contain HTML tags',
  search_too_short: 'Type at least 3 characters to search',
  search_too_long: 'The search text must be at most 100 characters long',
  type_invalid: 'Unknown document type',
  view_invalid: 'Unknown view',
  selection_empty: 'Select a document or folder',
  selection_invalid: 'Unknown selection',
  selection_too_large: 'Too many items selected',
  select_document: 'Select document',
  rename_one: 'Select one document or folder to rename',
  action_invalid: 'Unknown action',
  already_in_trash: 'This item is already in the trash',
  not_in_trash: 'This item is not in the trash',
  trashed_with_folder:
    'This item went to the trash with its folder: restore or delete the folder instead',
  in_trash: 'Recover document or folder before opening!',
  move_into_itself: 'A folder cannot be moved into itself or into one of its own folders',
  template_not_found: 'Unknown template',
  need_only_docs: 'Please, select only documents!',
  need_pro:
    'You need PRO access to all templates used in the selected documents in order to get the files this way.',
  more_than_30: 'You can make files from at most 30 documents at a time',
  generation_unavailable: 'Making files is not available on this server yet',
} as const;
export type DocsErrorCode = keyof typeof docsErrors;

export interface DocsErrorAnswer {
  result: 'error' | 'forbidden';
  error_code: DocsErrorCode;
  error_text: string;
  /** The form field at fault ('name', 'data_id', 'folder_id', 'sq', ...). */
  name?: string;
  tooltip?: string;
  'alert-text'?: string;
}

/**
 * POST /api/docs-creater-check/ {data_id: one doc id or a 'mix' reference} → CreaterCheckAnswer,
 * before the bulk "create files" job (seed 000 §4): folders in the selection → need-only-docs;
 * more than 30 docs → 400 `more_than_30`; any doc whose template is PRO while the account holds
 * no licence for it → need-pro; else success.
 */
export type CreaterCheckAnswer =
  { result: 'success' } | { result: 'false'; alert: 'need-only-docs' | 'need-pro' };

/**
 * The creator calls belong to the Generation issue. Until the render engine exists they answer
 * HTTP 501 `{ result: 'error', error_code: 'generation_unavailable', error_text }`: never a file.
 */
export const GENERATION_UNAVAILABLE = {
  result: 'error',
  error_code: 'generation_unavailable',
  error_text: docsErrors.generation_unavailable,
} as const;

export const docsPaths = {
  docsGet: (userKey: string, query: DocsGetQuery = {}) =>
    `/api/docs-get/${encodeURIComponent(userKey)}/${queryString({
      folder: query.folder,
      trash: query.trash === undefined ? undefined : String(query.trash),
      sq: query.sq,
      view: query.view,
      type: query.type,
      nocache: query.nocache ? '1' : undefined,
    })}`,
  createDoc: (query: CreateDocQuery) =>
    `/api/create-doc/${queryString({
      template_id: query.template_id,
      folder_id: query.folder_id ?? '',
      search_id: query.search_id,
    })}`,
  docsFavorite: (dataId: string, type: DocsItemType, on: boolean) =>
    `/api/docs-favorite/${queryString({ data_id: dataId, type, do: on ? '1' : '0' })}`,
  docsCopy: (dataId: string) => `/api/docs-copy/${queryString({ data_id: dataId })}`,
  getDoc: (docId: string) => `/api/get-doc/${encodeURIComponent(docId)}/`,
  docThumb: (docId: string, md5: string) =>
    `/api/doc-thum/${encodeURIComponent(docId)}/${encodeURIComponent(md5)}/`,
  formAction: (type: DocsContextType, action: DocsFormAction) => `/api/docs-${type}-${action}/`,
  createrCheck: () => '/api/docs-creater-check/',
  /** GET: starts the create-files export of a doc (CreatorFileAnswer, ready.ts); also creatorPaths.createFile. */
  creator: (docId: string) => `/api/creator/${encodeURIComponent(docId)}/`,
  /** Creator jobs' statuses (CreaterGetStatusAnswer, ready.ts); also creatorPaths.docsStatus. */
  createrGetStatus: (docIds: readonly string[]) =>
    `/api/docs-creater-get-status/${docIds.map(encodeURIComponent).join('-')}/`,
} as const;
