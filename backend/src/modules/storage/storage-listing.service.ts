import type { StorageGetAnswer } from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import type { BrowseList } from '../folders';
import type { SharingService } from '../sharing';
import { storageDocumentAnswer, storageFolderAnswer } from './storage-answers';
import { StorageDocument } from './storage-document.entity';
import { StorageFolder } from './storage-folder.entity';
import { storageFolderStore } from './storage-folder-store';

/** The lists of storage-get beyond every file area's: what others shared with this account. */
export type StorageList = BrowseList | { kind: 'shared'; search?: string };

/** The sharing area name of the storage ('storage-share-*' calls, share rows). */
export const STORAGE_SHARE_AREA = 'storage';

/**
 * storage-get (seed 001 §7): an account keeps hundreds of files, so a search filters the
 * account's rows here (as ready-get does) rather than through a name index.
 */
export class StorageListingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sharing: SharingService,
  ) {}

  async list(userId: string, list: StorageList): Promise<StorageGetAnswer> {
    const answer: StorageGetAnswer = { result: 'success', folders: {}, documents: {}, path: [] };
    const search = 'search' in list ? list.search?.toLowerCase() : undefined;
    const matches = (name: string) => !search || name.toLowerCase().includes(search);
    if (list.kind === 'shared') return this.shared(userId, answer, matches);
    // The breadcrumbs first: they also refuse a missing (404) or trashed (in_trash) folder.
    if (list.kind === 'folder' && list.folderId !== null)
      answer.path = await storageFolderStore.path(this.dataSource.manager, userId, list.folderId);
    const { items, folders } = await storageFolderStore.browse<StorageDocument, StorageFolder>(
      this.dataSource.manager,
      userId,
      list,
    );
    for (const folder of folders)
      if (matches(folder.name)) answer.folders[`f${folder.id}`] = storageFolderAnswer(folder);
    for (const row of items)
      if (matches(row.name)) answer.documents[String(row.id)] = storageDocumentAnswer(row);
    return answer;
  }

  /** Items of other accounts shared with this one, each with the permission it was given. */
  private async shared(
    userId: string,
    answer: StorageGetAnswer,
    matches: (name: string) => boolean,
  ): Promise<StorageGetAnswer> {
    const shared = await this.sharing.sharedWith(userId, STORAGE_SHARE_AREA);
    const { manager } = this.dataSource;
    for (const item of shared) {
      const where = { id: item.itemId, userId: item.ownerId, trashed: false };
      if (item.itemType === 'folder') {
        const folder = await manager.findOneBy(StorageFolder, where);
        if (folder && matches(folder.name))
          answer.folders[`f${folder.id}`] = {
            ...storageFolderAnswer(folder),
            permission: item.permission,
          };
      } else if (item.itemType === 'stdoc') {
        const row = await manager.findOneBy(StorageDocument, where);
        if (row && matches(row.name))
          answer.documents[String(row.id)] = {
            ...storageDocumentAnswer(row),
            permission: item.permission,
          };
      }
    }
    return answer;
  }
}
