import type { SharePermission, StorageGetAnswer } from '@gramota/contracts';
import type { FileItem } from '@gramota/ui';
import type { StorageRoute } from './storage-route';

export interface StorageRightsInput {
  view: StorageRoute['view'];
  /** Set when the folder shown is another account's (storage-get's shared_folder). */
  sharedFolder?: StorageGetAnswer['shared_folder'];
  /** False for a member switched into another account without storage_edit (seed 001 §6). */
  accountMayEdit: boolean;
  /** An item of another account: the permission it was shared with; undefined for one's own. */
  permissionOf: (item: FileItem) => SharePermission | undefined;
}

/**
 * Who may change what in the storage (seed 000 §4 'edit-level controls are shown only when all
 * selected items have permission edit', seed 001 §6 storage_edit). Hiding is for the teacher's
 * sake only: the server checks every call again.
 */
export function storageRights({
  view,
  sharedFolder,
  accountMayEdit,
  permissionOf,
}: StorageRightsInput) {
  const inOthersFolder = Boolean(sharedFolder);
  /** What an item may be: its own permission, else the shared folder's; own items are 'edit'. */
  const permission = (item: FileItem): SharePermission =>
    permissionOf(item) ?? sharedFolder?.permission ?? 'edit';
  const editable = (item: FileItem) => accountMayEdit && permission(item) === 'edit';
  const owned = (item: FileItem) => !inOthersFolder && permissionOf(item) === undefined;
  /** With nothing selected: may the items of this view be changed at all. */
  const viewEditable =
    accountMayEdit &&
    view !== 'shared' &&
    view !== 'unknown' &&
    (!sharedFolder || sharedFolder.permission === 'edit');
  const editLevel = (selected: readonly FileItem[]) =>
    selected.length > 0 ? selected.every(editable) : viewEditable;

  /** A view that lists something: not a folder that is not there (or not shared) nor an unknown page. */
  const listed = view !== 'unknown';
  return {
    listed,
    permission,
    editable,
    /** New folder and upload: into one's own folders, or another's folder shared with edit. */
    canAddHere: viewEditable && (view === 'root' || view === 'folder'),
    /** Rename and to trash. */
    editLevel,
    /** Moving stays among one's own folders, or inside the shared folder shown. */
    canMove: (selected: readonly FileItem[]) => view !== 'shared' && editLevel(selected),
    /** Only the owner shares: recipients never see Share. */
    canShare: (selected: readonly FileItem[]) =>
      accountMayEdit &&
      listed &&
      view !== 'shared' &&
      !inOthersFolder &&
      (selected.length === 0 || selected.every(owned)),
    /** Restore, delete forever, clear the trash (the trash holds only one's own items). */
    canChangeTrash: accountMayEdit,
  };
}

export type StorageRights = ReturnType<typeof storageRights>;
