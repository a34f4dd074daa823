import { docsPaths } from './docs';

/**
 * The creator: making files from documents (seed 001 §3 Creator job, §4 Creator result states, §7
 * Generation and delivery, §9; seed 000 §4 Create-files job). The backend's creator module answers
 * these calls; the editor and mf-docs read them. The files it makes are ready files (ready.ts).
 *
 * Conventions:
 * - Every call needs a session (and `docs_full` while switched into another account). A doc id of
 *   another account gets exactly the answer a missing one gets (404 `not_found`).
 * - A creator call makes a job; its id is the `doc` of the answer and, once the job is done, also
 *   the id of the ready file it made (the file keeps the job's id).
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

/** Error codes of the creator calls, with their English texts. */
export const creatorErrors = {
  not_found: 'Not found',
  in_trash: 'Recover document or folder before opening!',
  type_invalid: 'Unknown file type',
  status_invalid: 'Unknown status',
  delivery_unavailable: 'Sending files this way is not available on this server yet',
  need_login: 'Log in first',
  mass_need_pro: 'Creating documents in bulk is available with PRO',
  storage_need_pro: 'Saving files to the storage is available with PRO',
} as const;
export type CreatorErrorCode = keyof typeof creatorErrors;
