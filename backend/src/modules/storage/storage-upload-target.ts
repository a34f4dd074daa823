import type { DataSource } from 'typeorm';
import type { SharingService } from '../sharing';
import { storageFolderStore } from './storage-folder-store';

/** Where an upload's documents go: whose storage, which folder (null: the root). */
export interface UploadTarget {
  ownerId: string;
  folderId: number | null;
}

/**
 * The folder an upload goes into: the caller's own root or active folder (another account's id
 * or a missing one: 404; a folder in the trash: in_trash). Folders other accounts shared with
 * edit rights come with the sharing module (`sharing`).
 */
export async function resolveUploadFolder(
  dataSource: DataSource,
  _sharing: SharingService | undefined,
  userId: string,
  folderId: number | null,
): Promise<UploadTarget> {
  const folder = await storageFolderStore.activeTargetFolder(
    dataSource.manager,
    userId,
    folderId,
    'folder',
  );
  return { ownerId: userId, folderId: folder };
}
