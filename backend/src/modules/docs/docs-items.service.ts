import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { DocFolder } from './doc-folder.entity';
import { Doc } from './doc.entity';
import { docsFolderStore } from './docs-folder-store';
import type { ItemRef, Selection } from './docs-ids';
import { checkedName } from './docs-names';

export { insertedId } from './folder-store';

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

/** Folder-new, rename, move and favourites (seed 000 §7 form actions, docs-favorite). */
export class DocsItemsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async createFolder(
    userId: string,
    nameInput: string | undefined,
    parentId: number | null,
  ): Promise<string> {
    const name = checkedName(nameInput, 'folder');
    return this.dataSource.transaction((manager) =>
      docsFolderStore.createFolder(manager, userId, name, parentId, this.clock().getTime()),
    );
  }

  async rename(userId: string, item: ItemRef, nameInput: string | undefined): Promise<void> {
    const name = checkedName(nameInput, item.type);
    const { manager } = this.dataSource;
    if (item.type === 'folder')
      return docsFolderStore.renameFolder(manager, userId, item.id, name, this.clock().getTime());
    // A doc's time stays its last edit.
    await docsFolderStore.activeRow(manager, Doc, userId, item.id);
    await manager.update(Doc, { id: item.id, userId }, { name, nameLower: name.toLowerCase() });
  }

  /** Moves active items into an active folder (or the root), all or nothing. */
  async move(userId: string, selection: Selection, targetId: number | null): Promise<void> {
    await this.dataSource.transaction((manager) =>
      docsFolderStore.move(manager, userId, selection, targetId),
    );
  }

  async favorite(userId: string, item: ItemRef, on: boolean): Promise<void> {
    const entity = item.type === 'doc' ? Doc : DocFolder;
    await docsFolderStore.activeRow(this.dataSource.manager, entity, userId, item.id);
    await this.dataSource.manager.update(entity, { id: item.id, userId }, { favorite: on });
  }
}
