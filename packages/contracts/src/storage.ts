import type { DocsContextType, DocsFormAction, DocsPathEntry } from './docs';
import { docsErrors } from './docs';
import type { SharePermission, ShareType } from './workshop';

/**
 * The storage: copies of made files the teacher keeps, in folders, with a trash and sharing
 * (seed 000 §2 Storage, §3 Folder / storage permission, §7 storage calls; seed 001 §3 'Storage
 * entities', §6, §7 'Workshop and storage sharing'). The backend's storage module answers these
 * calls; mf-storage reads them.
 *
 * Conventions:
 * - Every call needs a signed-in session (a visitor: 401 `login_required`, the account errors'); a
 *   member switched into another account needs `storage_view` to list and open, `storage_edit`
 *   to change (403 'Forbidden' otherwise).
 * - A document or folder id of another account answers exactly as a missing one (404).
 * - The form actions are the folders module's (docsPaths.formAction's actions); items are 'stdoc'
 *   in 'mix' and 'trash' references ('stdoc:12', 'folder:f3').
 */

export const STORAGE_LIMITS = {
  searchMin: 3,
  searchMax: 100,
} as const;

/** Where restore sends the teacher back. */
export const STORAGE_RESTORE_LOCATION = '/app/storage/';

/** A file in the storage (seed 001 §3 'Storage entities'). */
export interface StorageDocument {
  id: string;
  name: string;
  /** The file's URL (the owner's sessions only). */
  file: string;
  /** Thumbnail URL. */
  thum: string;
  /** ms since the epoch: when it was added. */
  time: number;
  /** The page format (a4, a5, ...). */
  type: string;
  /** Parent folder id ('f3'); null at the root. */
  folder: string | null;
  share_type: ShareType;
  /** Another account's item: what this person may do with it. */
  permission?: SharePermission;
}

export interface StorageFolder {
  id: string;
  name: string;
  parent: string | null;
  time: number;
  share_type: ShareType;
  /** Another account's folder: what this person may do with what is in it. */
  permission?: SharePermission;
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
}

/** GET /api/storage-view/{id}/ → the file to open (the owner's own documents; else 404). */
export interface StorageViewAnswer {
  result: 'success';
  file: string;
}

/** The storage's errors: the file areas' ones plus its own name rule. */
export const storageErrors = {
  ...docsErrors,
  name_path: 'The name cannot contain / or \\',
} as const;
export type StorageErrorCode = keyof typeof storageErrors;

const queryString = (entries: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(entries))
    if (value !== undefined) search.set(key, value);
  return search.size > 0 ? `?${search.toString()}` : '';
};
const seg = encodeURIComponent;

export const storagePaths = {
  storageGet: (userKey: string, query: StorageGetQuery = {}) =>
    `/api/storage-get/${seg(userKey)}/${queryString({
      folder: query.folder,
      trash: query.trash === undefined ? undefined : String(query.trash),
      sq: query.sq,
      nocache: query.nocache === undefined ? undefined : String(query.nocache),
    })}`,
  storageView: (id: string) => `/api/storage-view/${seg(id)}/`,
  /** GET ?aim=&data_id= (seed 001 §7): opens a shared item's link (comes with sharing). */
  storageOpenLink: (query: { aim?: string; data_id?: string } = {}) =>
    `/api/storage-open-link/${queryString(query)}`,
  /** POST: the folders module's form actions; items are 'stdoc'. */
  formAction: (type: DocsContextType, action: DocsFormAction) => `/api/storage-${type}-${action}/`,
  /** Sharing: the sharing module's calls for area 'storage' (see ShareUsersAnswer). */
  shareGetUsers: (dataId: string) =>
    `/api/storage-share-get-users/${queryString({ data_id: dataId })}`,
  shareSetType: (dataId: string, type: ShareType) =>
    `/api/storage-share-set-type/${queryString({ data_id: dataId, type })}`,
  shareAddUser: (dataId: string, shareType: ShareType, who: { email?: string; id?: string }) =>
    `/api/storage-share-add-user/${queryString({
      data_id: dataId,
      share_type: shareType,
      email: who.email,
      id: who.id,
    })}`,
  shareSetUser: (dataId: string, type: SharePermission | 'remove', user: string) =>
    `/api/storage-share-set-user/${queryString({ data_id: dataId, type, user })}`,
} as const;
