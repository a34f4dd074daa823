import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { FolderFormActions, type ItemRef } from '../folders';
import { DocFolder } from './doc-folder.entity';
import { Doc } from './doc.entity';
import { docsFolderStore } from './docs-folder-store';

/**
 * An active folder of the account to put things in: null is the root. Foreign and missing ids are
 * the same 404; a folder in the trash takes nothing in.
 */
export const activeTargetFolder = (
  manager: EntityManager,
  userId: string,
  folderId: number | null,
  field: string,
) => docsFolderStore.activeTargetFolder(manager, userId, folderId, field);

/** The form actions on documents and their folders (seed 000 §7 /api/docs-{type}-{action}/). */
export function docsFormActions(dataSource: DataSource, clock: Clock): FolderFormActions {
  return new FolderFormActions(dataSource, clock, docsFolderStore, {
    // A doc's time stays its last edit.
    renameItem: async (manager, userId, id, name) => {
      await manager.update(Doc, { id, userId }, { name, nameLower: name.toLowerCase() });
    },
  });
}

/** Favourites (seed 000 §7 docs-favorite). */
export class DocsItemsService {
  constructor(private readonly dataSource: DataSource) {}

  async favorite(userId: string, item: ItemRef, on: boolean): Promise<void> {
    const entity = item.type === 'doc' ? Doc : DocFolder;
    await docsFolderStore.activeRow(this.dataSource.manager, entity, userId, item.id);
    await this.dataSource.manager.update(entity, { id: item.id, userId }, { favorite: on });
  }
}
