import type { DocsContextType, DocsFormAction, DocsPathEntry } from './docs';
import { docsErrors } from './docs';
import type { SharePermission, ShareType } from './sharing';
import { sharePaths } from './sharing';
import type { WorkshopOwner } from './workshop';
import { queryString } from './query-string';

/**
 * The storage: copies of made files the teacher keeps, in folders, with a trash and sharing
 * (seed 000 §2 Storage, §3 Folder / storage permission, §7 storage calls; seed 001 §3 'Storage
 * entities', §6, §7 'Workshop and storage sharing'). The backend's storage module answers these
 * calls; mf-storage reads them.
 *
 * Conventions:
 * - Every call needs a signed-in session (a visitor: 401 `login_required`, the account errors'),
 *   except storage-open-link and what a link a visitor opened gives them (storage-view, files); a
 *   member switched into another account needs `storage_view` to list and open, `storage_edit`
 *   to change (403 'Forbidden' otherwise).
 * - A document or folder id of another account answers exactly as a missing one (404), unless it
 *   is shared with this person (or inside a folder that is): then view lets them list and open
 *   it, edit also change it in the owner's storage (view-only: 403 `view_only`). The share calls
 *   are the owner's only (a recipient's ids: 404).
 * - The form actions are the folders module's (docsPaths.formAction's actions); items are 'stdoc'
 *   in 'mix' and 'trash' references ('stdoc:12', 'folder:f3').
 */

export const STORAGE_LIMITS = {
  searchMin: 3,
  searchMax: 100,
  /** One uploaded file (a 20 MB PDF fits). */
  uploadMaxBytes: 30 * 1024 * 1024,
  /** Files in one upload request. */
  uploadMaxFiles: 20,
  /** An image's width x height, read from its header before anything decodes it (image bombs). */
  uploadMaxPixels: 60_000_000,
  /** The longest file name kept (the name shown; never a path on disk). */
  nameMax: 200,
} as const;

/** What an upload may be, told by its first bytes (never by its name or the browser's type). */
export const STORAGE_UPLOAD_KINDS = ['pdf', 'jpeg', 'png', 'webp'] as const;
export type StorageUploadKind = (typeof STORAGE_UPLOAD_KINDS)[number];

/** Who shared an item: its owner as people see them. */
export type StorageOwner = WorkshopOwner;

/** Where restore sends the teacher back. */
export const STORAGE_RESTORE_LOCATION = '/app/storage/';

/** A file in the storage (seed 001 §3 'Storage entities'). */
export interface StorageDocument {
  id: string;
  name: string;
  /** The file's URL (the owner's sessions, and those it is shared with or who opened its link). */
  file: string;
  /** Thumbnail URL. */
  thum: string;
  /** ms since the epoch: when it was added. */
  time: number;
  /** The page format of a made file (a4, a5, ...); an upload's kind (pdf, jpeg, png, webp). */
  type: string;
  /** made: copied from Ready files or generation; upload: a file the teacher uploaded. */
  source: 'made' | 'upload';
  /** Parent folder id ('f3'); null at the root. */
  folder: string | null;
  share_type: ShareType;
  /** Another account's item: what this person may do with it. */
  permission?: SharePermission;
  /** Another account's item: whose it is. */
  shared_by?: StorageOwner;
  /** In the owner's trash: the colleague who moved it there (absent when the owner did). */
  trashed_by?: StorageOwner;
}

export interface StorageFolder {
  id: string;
  name: string;
  parent: string | null;
  time: number;
  share_type: ShareType;
  /** Another account's folder: what this person may do with what is in it. */
  permission?: SharePermission;
  shared_by?: StorageOwner;
  /** In the owner's trash: the colleague who moved it there (absent when the owner did). */
  trashed_by?: StorageOwner;
}

/**
 * GET /api/storage-get/{userKey}/ (seed 001 §7). First match wins: `trash=true` or
 * `folder=trash` (the trash; with `sq`, those matching); `sq` (3..100 characters) over the whole
 * account; `folder=shared` (what others shared with this account, each with its permission);
 * else `folder` (id or 'root'). `nocache` is accepted (nothing is cached on the server).
 */
export interface StorageGetQuery {
  folder?: string;
  trash?: boolean;
  sq?: string;
  nocache?: boolean;
}

export interface StorageGetAnswer {
  result: 'success';
  folders: Record<string, StorageFolder>;
  documents: Record<string, StorageDocument>;
  path: DocsPathEntry[];
  /**
   * folder={id} of another account shared with this person (or inside a folder that is): whose
   * it is and what this person may do there (edit: upload, new folder, rename, move, delete).
   */
  shared_folder?: { shared_by: StorageOwner; permission: SharePermission };
}

/**
 * GET /api/storage-open-link/?data_id={code}&aim={folder id} (seed 001 §7): what a link opens,
 * for anyone with it, signed in or not, read-only. `aim` opens a folder inside a linked folder.
 * An unknown or revoked code: 404 (`code`). A signed-in person who opened it sees the item under
 * 'shared' while the link lives.
 */
export interface StorageLinkAnswer {
  result: 'success';
  kind: 'document' | 'folder';
  /** The linked item's name. */
  name: string;
  shared_by: StorageOwner;
  /** Always 'view' (the owner opening their own link: 'edit'). */
  permission: SharePermission;
  folders: Record<string, StorageFolder>;
  documents: Record<string, StorageDocument>;
  /** From the linked folder down to the one `aim` opened. */
  path: DocsPathEntry[];
}

/**
 * POST /api/storage-upload/ (multipart): `file` (1..uploadMaxFiles files), `folder` (a folder id,
 * '' or 'root'). Into one's own folder, or another account's folder shared with edit. Each file
 * is checked from its bytes; any bad one refuses the whole request (nothing kept).
 */
export interface StorageUploadAnswer {
  result: 'success';
  /** The new documents, keyed by id, in the order sent. */
  documents: Record<string, StorageDocument>;
}

/**
 * GET /api/storage-view/{id}/ → the file to open: the owner's documents, and those shared with
 * this person or opened through their link; else 404.
 */
export interface StorageViewAnswer {
  result: 'success';
  file: string;
}

/** The storage's errors: the file areas' ones plus its own name rule. */
export const storageErrors = {
  ...docsErrors,
  name_path: 'The name cannot contain / or \\',
  upload_empty: 'Choose a file to upload',
  upload_too_many: 'Upload at most 20 files at a time',
  upload_too_large: 'A file can be at most 30 MB',
  upload_type: 'Only PDF, JPEG, PNG and WebP files can be uploaded',
  upload_broken: 'The file is damaged and cannot be read',
  upload_too_many_pixels: 'The picture is too large (at most 60 megapixels)',
  view_only: 'You can only view this folder',
  owner_only: 'Only the owner can do this',
  code_not_found: 'The link does not exist or was turned off',
} as const;
export type StorageErrorCode = keyof typeof storageErrors;

const seg = encodeURIComponent;

const storageShare = sharePaths('storage');

/** The page a storage link opens (mf-storage). */
export const storageLinkPagePath = (code: string) => `/app/storage/shared/${seg(code)}/`;

export const storagePaths = {
  storageGet: (userKey: string, query: StorageGetQuery = {}) =>
    `/api/storage-get/${seg(userKey)}/${queryString({
      folder: query.folder,
      trash: query.trash === undefined ? undefined : String(query.trash),
      sq: query.sq,
      nocache: query.nocache === undefined ? undefined : String(query.nocache),
    })}`,
  storageView: (id: string) => `/api/storage-view/${seg(id)}/`,
  /** GET ?data_id={code}&aim={folder id} → StorageLinkAnswer (anyone with the link). */
  storageOpenLink: (query: { aim?: string; data_id?: string } = {}) =>
    `/api/storage-open-link/${queryString(query)}`,
  /** POST multipart → StorageUploadAnswer. */
  upload: () => '/api/storage-upload/',
  /** GET → PromoSchoolAnswer: the school offer, in the account's language. */
  promoSchool: () => '/api/promo-school-modal/',
  /** POST: the folders module's form actions; items are 'stdoc'. */
  formAction: (type: DocsContextType, action: DocsFormAction) => `/api/storage-${type}-${action}/`,
  /** Sharing: the sharing module's calls for area 'storage' (see ShareUsersAnswer). */
  shareGetUsers: storageShare.getUsers,
  shareSetType: storageShare.setType,
  shareAddUser: storageShare.addUser,
  shareSetUser: storageShare.setUser,
} as const;

/**
 * GET /api/promo-school-modal/ (seed 001 §7): the school account offer shown from the storage
 * (sharing between colleagues is what a school account is for), texts in the reader's language.
 */
export interface PromoSchoolAnswer {
  result: 'success';
  title: string;
  /** Paragraphs, plain text (never HTML). */
  text: string[];
  /** What a school gets, one line each. */
  features: string[];
  /** Where the teacher goes to ask for it (the pay page). */
  action_url: string;
}
