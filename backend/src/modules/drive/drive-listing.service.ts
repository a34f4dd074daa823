import type { DriveFolderItem, DriveGetAnswer, DriveGroupItem } from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import { folderApiId, folderApiIdOrNull, type BrowseList } from '../folders';
import type { DriveAccountsService } from './drive-accounts.service';
import type { DriveFolder } from './drive-folder.entity';
import { driveFolderStore } from './drive-folder-store';
import { groupStats, type GroupStats } from './drive-group-stats';
import type { DriveGroup } from './drive-group.entity';

const folderItem = (row: DriveFolder): DriveFolderItem => ({
  id: folderApiId(row.id),
  name: row.name,
  parent: folderApiIdOrNull(row.parentId),
  time: row.time,
});

const groupItem = (row: DriveGroup, key: string, stats: GroupStats): DriveGroupItem => ({
  id: String(row.id),
  key,
  name: row.name,
  time: row.time,
  folder: folderApiIdOrNull(row.folderId),
  ...stats,
});

/**
 * drive-get (seed 000 §2 Drive, §7): the folders and groups of a folder, the trash or a search,
 * newest first. An account keeps a few hundred runs at most, so a search filters the account's
 * rows here (as storage-get does).
 */
export class DriveListingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: DriveAccountsService,
  ) {}

  async list(userId: string, list: BrowseList): Promise<DriveGetAnswer> {
    const answer: DriveGetAnswer = { result: 'success', folders: {}, documents: {}, path: [] };
    const { manager } = this.dataSource;
    const search = 'search' in list ? list.search?.toLowerCase() : undefined;
    const matches = (name: string) => !search || name.toLowerCase().includes(search);
    // The breadcrumbs first: they also refuse a missing (404) or trashed (in_trash) folder.
    if (list.kind === 'folder' && list.folderId !== null)
      answer.path = await driveFolderStore.path(manager, userId, list.folderId);
    const { items, folders } = await driveFolderStore.browse<DriveGroup, DriveFolder>(
      manager,
      userId,
      list,
    );
    for (const folder of folders)
      if (matches(folder.name)) answer.folders[folderApiId(folder.id)] = folderItem(folder);
    const groups = items.filter((group) => matches(group.name));
    if (groups.length === 0) return answer;
    // The group page's address carries the account's drive key (made on first use: runs that
    // came along from a visitor's account into this one have none yet).
    const { driveKey } = await this.accounts.ensure(userId);
    const stats = await groupStats(
      manager,
      userId,
      groups.map((group) => group.id),
    );
    for (const group of groups)
      answer.documents[String(group.id)] = groupItem(group, driveKey, stats.get(group.id)!);
    return answer;
  }
}
