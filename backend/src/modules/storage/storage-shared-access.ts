import { storageLinkPagePath } from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import { SharedTreeAccess, type SharedTreeTables, type SharingService } from '../sharing';
import { StorageDocument } from './storage-document.entity';
import { StorageFolder } from './storage-folder.entity';

/** The sharing area of the storage (the storage-share-* calls, its share rows and links). */
export const STORAGE_SHARE_AREA = 'storage';
/** A storage document in share rows and in 'mix' / 'trash' references ('stdoc:12'). */
export const STORAGE_ITEM_TYPE = 'stdoc';

/**
 * The storage as sharing sees it (seed 001 §4 Sharing): storage_documents in storage_folders,
 * shared by the owner or a member switched in with storage_edit. A storage link works for anyone
 * who has it, visitors without an account too (seed 001 §7 storage-open-link); 'others' stays for
 * signed-in people.
 */
export const STORAGE_SHARED_TREE: SharedTreeTables<StorageDocument, StorageFolder> = {
  area: STORAGE_SHARE_AREA,
  itemType: STORAGE_ITEM_TYPE,
  item: StorageDocument,
  folder: StorageFolder,
  linkForVisitors: true,
  permission: 'storage_edit',
  linkPath: storageLinkPagePath,
};

export type StorageSharedAccess = SharedTreeAccess<StorageDocument, StorageFolder>;

/** Who may do what with a storage document or folder: the sharing module's folder-tree rule. */
export function storageSharedAccess(
  dataSource: DataSource,
  sharing: SharingService,
): StorageSharedAccess {
  return new SharedTreeAccess(dataSource, sharing, STORAGE_SHARED_TREE);
}
