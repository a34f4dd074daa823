import type { StorageGetAnswer, StorageOwner } from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import { nameContains, type BrowseList } from '../folders';
import { storageDocumentAnswer, storageFolderAnswer } from './storage-answers';
import { StorageDocument } from './storage-document.entity';
import { StorageFolder } from './storage-folder.entity';
import { storageFolderStore } from './storage-folder-store';
import type { StorageSharedListing } from './storage-shared-listing';

/** The lists of storage-get beyond every file area's: what others shared with this account. */
export type StorageList = BrowseList | { kind: 'shared'; search?: string };

/**
 * storage-get (seed 001 §7): the account's own lists, and what others shared with it (the
 * 'shared' view and their folders, StorageSharedListing). A search over the account is the
 * database's (name_lower LIKE): an account may keep ten thousand files. The trash and the shared
 * view are short lists, matched here.
 */
export class StorageListingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly shared: StorageSharedListing,
  ) {}

  async list(userId: string, list: StorageList): Promise<StorageGetAnswer> {
    const answer: StorageGetAnswer = { result: 'success', folders: {}, documents: {}, path: [] };
    const search = 'search' in list ? list.search?.toLowerCase() : undefined;
    const matches = (name: string) => !search || name.toLowerCase().includes(search);
    if (list.kind === 'shared')
      return { ...answer, ...(await this.shared.sharedView(userId, matches)) };
    if (list.kind === 'folder' && list.folderId !== null) {
      // Another account's folder shared with this one (or inside one that is).
      const shared = await this.shared.sharedFolder(userId, list.folderId);
      if (shared) return shared;
      // The breadcrumbs first: they also refuse a missing (404) or trashed (in_trash) folder.
      answer.path = await storageFolderStore.path(this.dataSource.manager, userId, list.folderId);
    }
    const { items, folders } =
      list.kind === 'search'
        ? await this.search(userId, list.search)
        : await storageFolderStore.browse<StorageDocument, StorageFolder>(
            this.dataSource.manager,
            userId,
            list,
          );
    // The trash names the colleague who moved an item there (a shared item's edit right).
    const people =
      list.kind === 'trash'
        ? await this.shared.people(
            [...folders, ...items].flatMap((row) => (row.trashedBy ? [row.trashedBy] : [])),
          )
        : new Map<string, StorageOwner>();
    const trashedBy = (row: { trashedBy?: string | null }) => {
      const person = row.trashedBy ? people.get(row.trashedBy) : undefined;
      return person ? { trashed_by: person } : {};
    };
    for (const folder of folders)
      if (matches(folder.name))
        answer.folders[`f${folder.id}`] = { ...storageFolderAnswer(folder), ...trashedBy(folder) };
    for (const row of items)
      if (matches(row.name))
        answer.documents[String(row.id)] = { ...storageDocumentAnswer(row), ...trashedBy(row) };
    return answer;
  }

  /** The account's active folders and files whose names contain `text`, newest first. */
  private async search(userId: string, text: string) {
    const where = { userId, trashed: false, nameLower: nameContains(text) };
    const order = { time: 'DESC', id: 'DESC' } as const;
    const { manager } = this.dataSource;
    const [items, folders] = await Promise.all([
      manager.find(StorageDocument, { where, order }),
      manager.find(StorageFolder, { where, order }),
    ]);
    return { items, folders };
  }
}
