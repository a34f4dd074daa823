import type { DataSource } from 'typeorm';
import { SharedTreeAccess, type SharingService } from '../sharing';
import { StorageDocument } from './storage-document.entity';
import { StorageFolder } from './storage-folder.entity';

/** The sharing area of the storage (the storage-share-* calls, its share rows and links). */
export const STORAGE_SHARE_AREA = 'storage';
/** A storage document in share rows and in 'mix' / 'trash' references ('stdoc:12'). */
export const STORAGE_ITEM_TYPE = 'stdoc';

export type StorageSharedAccess = SharedTreeAccess<StorageDocument, StorageFolder>;

/**
 * Who may do what with a storage document or folder (seed 001 §4 Sharing): the sharing module's
 * folder-tree rule on storage_documents and storage_folders. A storage link works for anyone who
 * has it, visitors without an account too (seed 001 §7 storage-open-link); 'others' stays for
 * signed-in people.
 */
export function storageSharedAccess(
  dataSource: DataSource,
  sharing: SharingService,
): StorageSharedAccess {
  return new SharedTreeAccess(dataSource, sharing, {
    area: STORAGE_SHARE_AREA,
    itemType: STORAGE_ITEM_TYPE,
    item: StorageDocument,
    folder: StorageFolder,
    linkForVisitors: true,
  });
}
