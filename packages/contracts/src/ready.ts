import { appPaths } from './app-paths';
import type { DocFolder, DocsContextType, DocsFormAction, DocsPathEntry } from './docs';
import { queryString } from './query-string';

/**
 * Ready files: what the creator made (seed 001 §7 Generation and delivery; seed 000 §3 Ready
 * file, §7 ready calls). The backend's ready module answers these calls; mf-ready and the delivery
 * dialogs read them. The creator's calls, which make the files, are in creator.ts.
 *
 * Conventions:
 * - Every call needs a session (and `docs_full` while switched into another account). A doc id or
 *   a file id of another account gets exactly the answer a missing one gets (404 `not_found`).
 * - A ready file keeps the id of the creator job that made it.
 * - Files are served under /data/doc/: `{filename}_{id}.jpg` (print quality, 300 dpi), `_th.webp`
 *   (thumbnail), `_{id}.pdf` (selectable text, fonts embedded). Only to the owner's session (and
 *   members switched in with `docs_full`): anyone else, and a request without a session cookie,
 *   gets 404. Same-origin <img>, links and fetches send the cookie; for anyone outside, share the
 *   file's code (deliveryPaths.shareMobilePage / shareMobileFile).
 */

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

/** Error codes of the ready calls, with their English texts. */
export const readyErrors = {
  not_found: 'Not found',
  in_trash: 'Recover document or folder before opening!',
  docs_invalid: 'List the files by id, separated by commas',
  search_too_short: 'Type at least 3 characters to search',
  action_invalid: 'Unknown value',
} as const;
export type ReadyErrorCode = keyof typeof readyErrors;
