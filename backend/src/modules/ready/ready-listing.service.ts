import type { ReadyGetAnswer } from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import { folderAnswer, type BrowseList } from '../folders';
import { ReadyFile } from './ready-file.entity';
import { ReadyFolder } from './ready-folder.entity';
import { readyFolderStore } from './ready-folder-store';
import { readyFileAnswer } from './ready.service';

/** Which list ready-get answers (the precedence is ReadyGetQuery's in the contract). */
export type ReadyList = BrowseList | { kind: 'all' };

const NEWEST_FIRST = { time: 'DESC', id: 'DESC' } as const;

/**
 * ready-get (seed 000 §7) by folder, like docs-get: an account keeps a few hundred files, so a
 * search filters the account's rows here rather than through a name index.
 */
export class ReadyListingService {
  constructor(private readonly dataSource: DataSource) {}

  async list(userId: string, list: ReadyList): Promise<ReadyGetAnswer> {
    const answer: ReadyGetAnswer = { result: 'success', folders: {}, docs: {}, path: [] };
    // The breadcrumbs first: they also refuse a missing (404) or trashed (in_trash) folder.
    if (list.kind === 'folder' && list.folderId !== null)
      answer.path = await readyFolderStore.path(this.dataSource.manager, userId, list.folderId);
    const { files, folders } = await this.rows(userId, list);
    const search = 'search' in list ? list.search?.toLowerCase() : undefined;
    const matches = (name: string) => !search || name.toLowerCase().includes(search);
    for (const folder of folders)
      if (matches(folder.name)) answer.folders[`f${folder.id}`] = folderAnswer(folder);
    for (const file of files)
      if (matches(file.name) || matches(file.filename.replace(/_/g, ' ')))
        answer.docs[String(file.id)] = readyFileAnswer(file);
    return answer;
  }

  private async rows(userId: string, list: ReadyList) {
    const { manager } = this.dataSource;
    if (list.kind !== 'all') {
      const { items, folders } = await readyFolderStore.browse<ReadyFile, ReadyFolder>(
        manager,
        userId,
        list,
      );
      return { files: items, folders };
    }
    // Every active file of every folder (the by-type tabs), no folders.
    const files = await manager.find(ReadyFile, {
      where: { userId, trashed: false },
      order: NEWEST_FIRST,
    });
    return { files, folders: [] as ReadyFolder[] };
  }
}
