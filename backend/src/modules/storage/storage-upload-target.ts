import type { DataSource } from 'typeorm';
import type { SharingService } from '../sharing';
import { StorageActingOwner } from './storage-acting-owner';
import { storageFolderStore } from './storage-folder-store';
import { storageSharedAccess } from './storage-shared-access';

/** Where an upload's documents go: whose storage, which folder (null: the root). */
export interface UploadTarget {
  ownerId: string;
  folderId: number | null;
}

/**
 * The folder an upload goes into (field `folder`): the caller's own root or active folder, or a
 * folder of another account shared with the caller with EDIT (then the files are that owner's,
 * as everything in the owner's folder). A folder shared view-only: 403 view_only; a folder
 * nothing shares with the caller, or a missing one: 404; a folder in the trash: in_trash (one's
 * own) or 404 (another account's: the owner's trash is theirs alone).
 */
export async function resolveUploadFolder(
  dataSource: DataSource,
  sharing: SharingService,
  userId: string,
  folderId: number | null,
): Promise<UploadTarget> {
  if (folderId === null) return { ownerId: userId, folderId: null };
  const owners = new StorageActingOwner(dataSource, storageSharedAccess(dataSource, sharing));
  const ownerId = await owners.ofFolder(userId, folderId, 'folder');
  const folder = await storageFolderStore.activeTargetFolder(
    dataSource.manager,
    ownerId,
    folderId,
    'folder',
  );
  return { ownerId, folderId: folder };
}
