import { appPaths } from './app-paths';
import {
  docsPaths,
  type DocFolder,
  type DocsContextType,
  type DocsFormAction,
  type DocsPathEntry,
} from './docs';
import { queryString } from './query-string';

/**
 * Generation and ready files (seed 001 §3 Creator job, §4 Creator result states, §7 Generation and
 * delivery, §9; seed 000 §3 Ready file, §4 Create-files job, §7 ready calls). The backend's creator
 * and ready modules answer these calls; the editor, mf-docs and mf-ready read them.
 *
 * Conventions:
 * - Every call needs a session (and `docs_full` while switched into another account). A doc id or
 *   a file id of another account gets exactly the answer a missing one gets (404 `not_found`).
 * - A creator call makes a job; its id is the `doc` of the answer and, once the job is done, also
 *   the id of the ready file it made (the file keeps the job's id).
 * - Files are served under /data/doc/: `{filename}_{id}.jpg` (print quality, 300 dpi), `_th.webp`
 *   (thumbnail), `_{id}.pdf` (selectable text, fonts embedded). Only to the owner's session (and
 *   members switched in with `docs_full`): anyone else, and a request without a session cookie,
 *   gets 404. Same-origin <img>, links and fetches send the cookie; for anyone outside, share the
 *   file's code (deliveryPaths.shareMobilePage / shareMobileFile).
 */

/** The creator types of seed 001 §7, in the editor's order. */
export const CREATOR_TYPES = [
  'print',
  'export',
  'mass',
  'share-mobile',
  'send-email',
  'telegram',
  'yadisk',
  'storage',
  'print-order',
] as const;
export type CreatorType = (typeof CREATOR_TYPES)[number];

export function isCreatorType(value: unknown): value is CreatorType {
  return typeof value === 'string' && (CREATOR_TYPES as readonly string[]).includes(value);
}

/**
 * What each type does once its file is made (seed 001 §7): print and export hand the file to the
 * browser; mass needs PRO (result 'error', error_code mass_need_pro, otherwise) and files land in
 * the ready list's mass view; share-mobile answers a share_mobile_code for /app/s/{code}/; the
 * others are followed by their delivery call (delivery.ts) with the made file's id. send-email and
 * storage need a logged-in account (result 'error', error_code need_login, for a visitor: seed 001
 * §5, §6), storage also PRO for the doc (error_code storage_need_pro: a free file could not go to
 * the storage anyway, seed 000 §8). Every type makes a ready file, so a sent file is also kept
 * under Ready files. A refusal makes no job (doc '').
 */

/** The free flow's trailing path segment (seed 001 §7). */
export const CREATOR_SUFFIXES = ['free', 'undonate'] as const;
export type CreatorSuffix = (typeof CREATOR_SUFFIXES)[number];

export const CREATOR_LIMITS = {
  /**
   * Without PRO the file is made only after this wait (seed 001 §4 Free flow): the answer's
   * `timeout`, and the server keeps the status at 'wait' until it has passed.
   */
  freeTimeoutSeconds: 10,
  /** The editor polls the status this often on the paid flow (seed 001 §9). */
  paidPollMilliseconds: 1000,
  /** The create-files job polls docs-creater-get-status this often (seed 000 §9). */
  createFilesPollMilliseconds: 4000,
  /** Ready file names (the slug of the doc name): letters, digits and '_', at most this long. */
  filenameMax: 60,
} as const;

export const CREATOR_RESULTS = [
  'success',
  'need_text',
  'need_donate',
  'need_select',
  'server_error',
  'error',
  'time_limit',
] as const;
export type CreatorResult = (typeof CREATOR_RESULTS)[number];

/**
 * POST /api/creator/{docId}/{type}/[free|undonate/] → CreatorAnswer. `free` '0': PRO, the file is
 * made at once (poll every second); '1': free, poll after `timeout` seconds. `result`
 * 'server_error' with `error_text` when the server cannot render (e.g. Chromium is missing).
 */
export interface CreatorAnswer {
  result: CreatorResult;
  free: '0' | '1';
  /** The job to poll; the ready file's id once it is made. '' when no job was made. */
  doc: string;
  /** The ready file's name (without id and extension). */
  filename: string;
  /** Seconds to wait before polling (free flow); 0 for PRO. */
  timeout: number;
  need_count: number;
  donate_id: string;
  template_count: number;
  is_vosh: '0' | '1';
  is_school: '0' | '1';
  error_text?: string;
  /**
   * With result 'error' (no job made): need_login (send-email and storage need a logged-in
   * account: show the login form), mass_need_pro / storage_need_pro (show the need-PRO notice).
   */
  error_code?: CreatorErrorCode;
}

export const CREATOR_JOB_STATUSES = ['wait', 'ready', 'error'] as const;
export type CreatorJobStatus = (typeof CREATOR_JOB_STATUSES)[number];

/**
 * What the render engine replaced while making a file (a document with bad input still renders,
 * with fallbacks, and says so). The editor shows each through i18next with these params.
 */
export const RENDER_NOTE_CODES = [
  /** A font (`name`) is not bundled; `fallback` was used instead. */
  'font_unavailable',
  /** A bundled font's file (`name`) is missing on the server; a fallback font may show. */
  'font_file_missing',
  /** A picture (`name`: its file name) was not found; the document was made without it. */
  'picture_missing',
  /** A stamp or signature was not found (or is another account's); made without it. */
  'stamp_missing',
  /** A QR code holds an invalid link; made without it. */
  'qr_invalid',
  /** A file from outside the site (`name`: its address); made without it. */
  'foreign_file',
  /** The page format (`name`) is unknown; `fallback` (A4) was used instead. */
  'format_unknown',
  /** The page margins could not be read; no margins were used. */
  'margins_unreadable',
  /** The document is `total` pages long; only the first `pages` went into the file. */
  'pages_cut',
] as const;
export type RenderNoteCode = (typeof RENDER_NOTE_CODES)[number];

export interface RenderNote {
  code: RenderNoteCode;
  /** The font, picture, file or format concerned. */
  name?: string;
  /** What was used instead. */
  fallback?: string;
  /** pages_cut: the pages the file holds. */
  pages?: number;
  /** pages_cut: the pages the document would have needed. */
  total?: number;
}

/**
 * GET /api/get-status-creator/{docId}/{doc}/ → CreatorStatusAnswer: 'wait' while queued, waiting
 * out the free timeout or rendering; 'ready' with `url` (print: the PDF, others: the JPEG);
 * 'error' with result 'server_error' and `error_text` when the file could not be made.
 */
export interface CreatorStatusAnswer {
  result: CreatorResult;
  status: CreatorJobStatus;
  /** '' until ready. */
  url: string;
  /** '' until ready. */
  share_mobile_code: string;
  error_text?: string;
  /** With status 'ready' when the render replaced something (absent otherwise). */
  notes?: RenderNote[];
}

/** The download progress the editor reports (seed 001 §4). */
export const CREATOR_DOWNLOAD_STATUSES = ['download_start', 'download_end', 'received'] as const;
export type CreatorDownloadStatus = (typeof CREATOR_DOWNLOAD_STATUSES)[number];

/** GET /api/set-status-creator/{docId}/{doc}/{status}/ → { result: 'success' }. */
export interface CreatorSetStatusAnswer {
  result: 'success';
}

/**
 * GET /api/creator/{docId}/ (the create-files job, seed 000 §4): starts an export of the doc and
 * answers the job id to poll with docs-creater-get-status; server_error (no Chromium) with
 * error_text and doc ''.
 */
export interface CreatorFileAnswer {
  result: CreatorAnswer['result'];
  doc: string;
  error_text?: string;
}

/**
 * GET /api/docs-creater-get-status/{ids joined by -}/ (ids: creator jobs) → 'ready' once every
 * job is done, 'error' when any failed, else 'wait'; `docs` has each job's own status.
 */
export interface CreaterGetStatusAnswer {
  result: 'success';
  status: CreatorJobStatus;
  docs: Record<string, CreatorJobStatus>;
}

/** A ready file (seed 000 §3 Ready file) in the ready list. */
export interface ReadyFile {
  id: string;
  /** Slug of the doc name (≤ 60): the file name without id and extension. */
  filename: string;
  /** URL of the print-quality JPEG. */
  file: string;
  format: string;
  /** '1': made on the free flow. */
  free: '1' | '0';
  share_mobile_code: string;
  /** The doc's name when the file was made. */
  name: string;
  /** Folder id in the ready list; null at the root. */
  folder: string | null;
  /** ms since the epoch: when the file was made; the sort key, newest first. */
  time: number;
  /** URL of the WebP thumbnail. */
  thumb: string;
  /** URL of the PDF. */
  pdf: string;
  /** The source doc's id. */
  doc: string;
  /**
   * A mass run's file (issue 29): its run (masscreate's mass_id) and its row in the run's table
   * (absent when the row was not sent). Lists keep a run's files together, in table order.
   */
  mass_id?: string;
  mass_row?: number;
}

/**
 * GET /api/ready-get/{userKey}/?trash=&sq=&folder=&view=&nocache=1 → ReadyGetAnswer. Which list is
 * answered, first match wins (as docs-get, DocsGetQuery):
 * 1. `trash=true`: files and folders removed on their own (a folder's contents through it only).
 * 2. `sq` (3..100 characters): active files and folders of the whole account whose name matches.
 * 3. `view=all`: every active file of every folder, no folders (the by-type and mass views).
 * 4. otherwise `folder` (id, or 'root'/absent for the top level): its active files and subfolders,
 *    with `path`. A trashed folder → 400 `in_trash`; a missing or foreign one → 404 `not_found`.
 */
export interface ReadyGetQuery {
  trash?: boolean;
  sq?: string;
  folder?: string;
  view?: 'all';
  nocache?: boolean;
}

/** A folder of Ready files: the shape of a My documents folder (favorite is always '0'). */
export type ReadyFolder = DocFolder;

export interface ReadyGetAnswer {
  result: 'success';
  folders: Record<string, ReadyFolder>;
  docs: Record<string, ReadyFile>;
  /** Breadcrumbs of `folder` from the top level down to it; empty for every other list. */
  path: DocsPathEntry[];
}

/** The form actions' notice on ready files (readyPaths.formAction, restore). */
export const readyNotices = {
  restored_to_root:
    'Some files were restored to Ready files because their folder was deleted or is in the trash.',
} as const;

/** Where restore sends the teacher (seed 000 §4). */
export const READY_RESTORE_LOCATION = appPaths.ready();

/** One answer per file of POST /api/ready-get-docs/ {docs: '1,2,3'}. */
export interface ReadyDocAnswer {
  result: 'success' | 'wait' | 'error' | 'not_found';
  doc: string;
  url: string;
  share_mobile_code: string;
  filename: string;
}

export interface ReadyGetDocsAnswer {
  result: 'success';
  docs: ReadyDocAnswer[];
}

export const creatorPaths = {
  creator: (docId: string, type: CreatorType, suffix?: CreatorSuffix) =>
    `/api/creator/${encodeURIComponent(docId)}/${type}/${suffix ? `${suffix}/` : ''}`,
  status: (docId: string, doc: string) =>
    `/api/get-status-creator/${encodeURIComponent(docId)}/${encodeURIComponent(doc)}/`,
  setStatus: (docId: string, doc: string, status: CreatorDownloadStatus) =>
    `/api/set-status-creator/${encodeURIComponent(docId)}/${encodeURIComponent(doc)}/${status}/`,
  /** The same path as docsPaths.creator (one definition). */
  createFile: (docId: string) => docsPaths.creator(docId),
  /** The same path as docsPaths.createrGetStatus. */
  docsStatus: (ids: readonly string[]) => docsPaths.createrGetStatus(ids),
} as const;

export const readyPaths = {
  readyGet: (userKey: string, query: ReadyGetQuery = {}) =>
    `/api/ready-get/${encodeURIComponent(userKey)}/${queryString({
      trash: query.trash === undefined ? undefined : String(query.trash),
      sq: query.sq,
      folder: query.folder,
      view: query.view,
      nocache: query.nocache ? '1' : undefined,
    })}`,
  readyGetDocs: () => '/api/ready-get-docs/',
  /**
   * POST: ready files' form actions: the actions, bodies, answers and error codes of
   * docsPaths.formAction (DOCS_FORM_ACTIONS); files are 'doc' in references ('doc:12,folder:f3'),
   * folders are 'f' + digits; restore answers location READY_RESTORE_LOCATION. Deleting forever
   * also deletes the files' JPEG, thumbnail and PDF.
   */
  formAction: (type: DocsContextType, action: DocsFormAction) => `/api/ready-${type}-${action}/`,
  docFile: (filename: string, id: string) => `/data/doc/${encodeURIComponent(filename)}_${id}.jpg`,
  thumb: (filename: string, id: string) =>
    `/data/doc/${encodeURIComponent(filename)}_${id}_th.webp`,
  pdf: (filename: string, id: string) => `/data/doc/${encodeURIComponent(filename)}_${id}.pdf`,
} as const;

/** Error codes of the creator and ready calls, with their English texts. */
export const creatorErrors = {
  not_found: 'Not found',
  in_trash: 'Recover document or folder before opening!',
  type_invalid: 'Unknown file type',
  status_invalid: 'Unknown status',
  delivery_unavailable: 'Sending files this way is not available on this server yet',
  docs_invalid: 'List the files by id, separated by commas',
  search_too_short: 'Type at least 3 characters to search',
  action_invalid: 'Unknown value',
  need_login: 'Log in first',
  mass_need_pro: 'Creating documents in bulk is available with PRO',
  storage_need_pro: 'Saving files to the storage is available with PRO',
} as const;
export type CreatorErrorCode = keyof typeof creatorErrors;
