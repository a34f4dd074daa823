import type { DocFolder as FolderAnswer, DocsFormAnswer, DocsPathEntry } from '@gramota/contracts';
import {
  In,
  IsNull,
  type EntityManager,
  type EntityTarget,
  type FindOptionsOrder,
  type FindOptionsWhere,
} from 'typeorm';
import { changed } from '../../shared/db-values';
import { badRequest, notFound } from './form-errors';
import { folderApiId, type Selection } from './selection';
import { FolderTree, type TreeFolder } from './folder-tree';
import type { FolderColumns } from './folder-columns';
import type { TrashColumns } from './trash-columns';
import type { BrowseList } from './list.routes';

/** The columns a folder table has (doc_folders, ready_folders). */
export type StoredFolder = FolderColumns;

/** The columns the folder store reads and writes on an item table (docs, ready_files). */
export interface StoredItem extends TrashColumns {
  id: number;
  userId: string;
  folderId: number | null;
  /** ms since the epoch: the lists' sort key, newest first. */
  time: number;
}

/** One list of items in folders: My documents (docs) or Ready files (ready_files). */
export interface FolderStoreTables {
  folder: EntityTarget<StoredFolder>;
  item: EntityTarget<StoredItem>;
  /** Items that became active (+) or left it (−), inside the same transaction. */
  activeItemsChanged?(manager: EntityManager, userId: string, delta: number): Promise<void>;
  /** restore's `location` and `notice` (seed 000 §4: back to /app/docs/ or /app/ready/). */
  restoreLocation: string;
  restoredToRootNotice: string;
}

/**
 * What deleting forever will delete: trash entries chosen by id (a folder with everything that
 * went to the trash with it), or the whole trash. Planned first, so a caller can read what goes
 * (ready files' names on disk) before the rows do.
 */
export type DeletePlan = { items: number[]; folders: number[] } | { wholeTrash: true };

const ACTIVE = { trashed: false, trashedAt: null, trashedWith: null };
const NEWEST_FIRST = { time: 'DESC', id: 'DESC' } as const;

type ItemRow = Pick<StoredItem, 'id' | 'folderId' | 'trashed' | 'trashedWith'>;

/**
 * The folder tree and trash rules shared by My documents and Ready files (seed 000 §4 lifecycle,
 * §7 form actions, seed 001 §4 Trash), on whichever tables it is given. Removing a folder takes
 * everything active inside it along (`trashed_with` = that folder), so the trash shows the folder
 * only and restoring or deleting it acts on the whole lot; items removed on their own earlier stay
 * separate entries. Every method runs inside the caller's transaction: one bad item refuses the
 * selection by throwing, and the caller's rollback leaves nothing changed. No Koa, no table of
 * its own.
 */
export class FolderStore {
  constructor(private readonly tables: FolderStoreTables) {}

  /** The area's item table (docs, ready_files). */
  get itemTable(): EntityTarget<StoredItem> {
    return this.tables.item;
  }

  tree(manager: EntityManager, userId: string): Promise<FolderTree> {
    return FolderTree.load(manager, this.tables.folder, userId);
  }

  /**
   * An active folder of the account to put things in: null is the root. Foreign and missing ids
   * are the same 404; a folder in the trash takes nothing in.
   */
  async activeTargetFolder(
    manager: EntityManager,
    userId: string,
    folderId: number | null,
    field: string,
  ): Promise<number | null> {
    if (folderId === null) return null;
    const folder = await manager.findOne(this.tables.folder, {
      select: { id: true, trashed: true },
      where: { id: folderId, userId },
    });
    if (!folder) throw notFound(field);
    if (folder.trashed) throw badRequest('in_trash', field);
    return folder.id;
  }

  /** Items of a selection with what the checks need; every id must be the account's. */
  async selectedItems(
    manager: EntityManager,
    userId: string,
    ids: readonly number[],
  ): Promise<ItemRow[]> {
    if (ids.length === 0) return [];
    const rows = await manager.find(this.tables.item, {
      select: { id: true, folderId: true, trashed: true, trashedWith: true },
      where: { id: In([...ids]), userId },
    });
    if (rows.length !== ids.length) throw notFound('data_id');
    return rows;
  }

  /** A new folder (name already checked) in an active folder or the root; answers its api id. */
  async createFolder(
    manager: EntityManager,
    userId: string,
    name: string,
    parentId: number | null,
    time: number,
  ): Promise<string> {
    const parent = await this.activeTargetFolder(manager, userId, parentId, 'parent');
    const result = await manager.insert(this.tables.folder, {
      userId,
      parentId: parent,
      name,
      nameLower: name.toLowerCase(),
      favorite: false,
      time,
      ...ACTIVE,
    });
    return folderApiId(insertedId(result.identifiers));
  }

  /** A folder's time is when it was made or renamed. */
  async renameFolder(
    manager: EntityManager,
    userId: string,
    id: number,
    name: string,
    time: number,
  ): Promise<void> {
    await this.activeRow(manager, this.tables.folder, userId, id);
    await manager.update(
      this.tables.folder,
      { id, userId },
      { name, nameLower: name.toLowerCase(), time },
    );
  }

  /** An active row of the account (rename, favourites): 404 when foreign, in_trash when trashed. */
  async activeRow(
    manager: EntityManager,
    table: EntityTarget<StoredItem> | EntityTarget<StoredFolder>,
    userId: string,
    id: number,
  ): Promise<void> {
    const row = await manager.findOne(table as EntityTarget<{ id: number; trashed: boolean }>, {
      select: { id: true, trashed: true },
      where: { id, userId } as FindOptionsWhere<{ id: number; trashed: boolean }>,
    });
    if (!row) throw notFound('data_id');
    if (row.trashed) throw badRequest('in_trash', 'data_id');
  }

  /** Moves active items into an active folder (or the root), all or nothing. */
  async move(
    manager: EntityManager,
    userId: string,
    selection: Selection,
    targetId: number | null,
  ): Promise<void> {
    const { item, folder } = this.tables;
    const tree = await this.tree(manager, userId);
    const items = await this.selectedItems(manager, userId, selection.docs);
    if (items.some((row) => row.trashed)) throw badRequest('in_trash', 'data_id');
    for (const id of selection.folders) {
      const chosen = tree.get(id);
      if (!chosen) throw notFound('data_id');
      if (chosen.trashed) throw badRequest('in_trash', 'data_id');
    }
    if (targetId !== null) {
      const target = tree.get(targetId);
      if (!target) throw notFound('folder_id');
      if (target.trashed) throw badRequest('in_trash', 'folder_id');
      if (selection.folders.some((id) => tree.isWithin(targetId, id)))
        throw badRequest('move_into_itself', 'folder_id');
    }
    if (selection.docs.length > 0)
      await manager.update(item, { id: In(selection.docs), userId }, { folderId: targetId });
    if (selection.folders.length > 0)
      await manager.update(folder, { id: In(selection.folders), userId }, { parentId: targetId });
  }

  /** Moves a selection to the trash; a folder takes what is active inside it along. */
  async remove(
    manager: EntityManager,
    userId: string,
    selection: Selection,
    trashedAt: number,
  ): Promise<void> {
    const { item, folder } = this.tables;
    const tree = await this.tree(manager, userId);
    const items = await this.selectedItems(manager, userId, selection.docs);
    const folders = this.selectedFolders(tree, selection.folders);
    if (items.some((row) => row.trashed) || folders.some((chosen) => chosen.trashed))
      throw badRequest('already_in_trash', 'data_id');
    const chosen = new Set(selection.folders);
    let removedItems = 0;
    // A chosen folder inside another chosen folder goes along with the outer one.
    const tops = folders.filter((one) => !tree.ancestors(one.id).some((up) => chosen.has(up.id)));
    for (const top of tops) {
      const inside = tree.activeDescendants(top.id);
      const along = { trashed: true, trashedAt, trashedWith: top.id };
      if (inside.length > 0) await manager.update(folder, { id: In(inside), userId }, along);
      removedItems += changed(
        await manager.update(
          item,
          { userId, trashed: false, folderId: In([top.id, ...inside]) },
          along,
        ),
      );
      await manager.update(
        folder,
        { id: top.id, userId },
        { trashed: true, trashedAt, trashedWith: null },
      );
    }
    // Chosen items not already taken along by a chosen folder.
    if (selection.docs.length > 0)
      removedItems += changed(
        await manager.update(
          item,
          { id: In(selection.docs), userId, trashed: false },
          { trashed: true, trashedAt, trashedWith: null },
        ),
      );
    await this.tables.activeItemsChanged?.(manager, userId, -removedItems);
  }

  /**
   * Brings trash entries back where they were; an entry whose folder was deleted forever or is in
   * the trash itself comes back at the root, and the answer says so.
   */
  async restore(
    manager: EntityManager,
    userId: string,
    selection: Selection,
  ): Promise<DocsFormAnswer> {
    const { item, folder: folderTable } = this.tables;
    const tree = await this.tree(manager, userId);
    const { items, folders } = await this.trashEntries(manager, tree, userId, selection);
    const restored = new Set<number>();
    const isActiveFolder = (id: number | null) => {
      if (id === null) return true;
      const folder = tree.get(id);
      return folder !== undefined && (!folder.trashed || restored.has(folder.id));
    };
    const toRoot: string[] = [];
    let restoredItems = 0;
    // Outer folders first, so a folder restored together with its parent finds it active.
    const byDepth = [...folders].sort(
      (a, b) => tree.ancestors(a.id).length - tree.ancestors(b.id).length,
    );
    for (const folder of byDepth) {
      const keepsParent = isActiveFolder(folder.parentId);
      if (!keepsParent) toRoot.push(`folder:${folderApiId(folder.id)}`);
      await manager.update(
        folderTable,
        { id: folder.id, userId },
        { ...ACTIVE, parentId: keepsParent ? folder.parentId : null },
      );
      restored.add(folder.id);
      for (const along of tree.folders.values())
        if (along.trashedWith === folder.id) restored.add(along.id);
      await manager.update(folderTable, { userId, trashedWith: folder.id }, ACTIVE);
      restoredItems += changed(
        await manager.update(item, { userId, trashedWith: folder.id }, ACTIVE),
      );
    }
    for (const row of items) {
      const keepsFolder = isActiveFolder(row.folderId);
      if (!keepsFolder) toRoot.push(`doc:${row.id}`);
      restoredItems += changed(
        await manager.update(
          item,
          { id: row.id, userId },
          { ...ACTIVE, folderId: keepsFolder ? row.folderId : null },
        ),
      );
    }
    await this.tables.activeItemsChanged?.(manager, userId, restoredItems);
    const answer: DocsFormAnswer = { result: 'success', location: this.tables.restoreLocation };
    if (toRoot.length > 0) {
      answer.restored_to_root = toRoot;
      answer.notice = this.tables.restoredToRootNotice;
    }
    return answer;
  }

  /** Checks that every chosen entry is one the trash shows, and plans deleting it forever. */
  async planRemoveForever(
    manager: EntityManager,
    userId: string,
    selection: Selection,
  ): Promise<DeletePlan> {
    const tree = await this.tree(manager, userId);
    const { items, folders } = await this.trashEntries(manager, tree, userId, selection);
    return { items: items.map((row) => row.id), folders: folders.map((folder) => folder.id) };
  }

  /**
   * The rows of the lists every file area shows (BrowseList), newest first: the trash (entries
   * the teacher trashed on their own, not those that went with a folder), a search (every
   * active row: the area matches names its own way), or a folder's active children (null: the
   * top level). An area answers its own views (recent, types...) itself.
   */
  async browse<Item extends StoredItem, Folder extends StoredFolder>(
    manager: EntityManager,
    userId: string,
    list: BrowseList,
  ): Promise<{ items: Item[]; folders: Folder[] }> {
    const active = { userId, trashed: false };
    const removed = { userId, trashed: true, trashedWith: IsNull() };
    const parent = list.kind === 'folder' ? (list.folderId ?? IsNull()) : IsNull();
    const [items, folders] =
      list.kind === 'trash'
        ? [removed, removed]
        : list.kind === 'search'
          ? [active, active]
          : [
              { ...active, folderId: parent },
              { ...active, parentId: parent },
            ];
    const [itemRows, folderRows] = await Promise.all([
      manager.find(this.tables.item, {
        where: items as FindOptionsWhere<StoredItem>,
        order: NEWEST_FIRST as FindOptionsOrder<StoredItem>,
      }),
      manager.find(this.tables.folder, {
        where: folders as FindOptionsWhere<StoredFolder>,
        order: NEWEST_FIRST as FindOptionsOrder<StoredFolder>,
      }),
    ]);
    return { items: itemRows as Item[], folders: folderRows as Folder[] };
  }

  /** The conditions that pick the items a plan deletes (OR-ed; none when it deletes no item). */
  itemsOf(userId: string, plan: DeletePlan): FindOptionsWhere<StoredItem>[] {
    if ('wholeTrash' in plan) return [{ userId, trashed: true }];
    const where: FindOptionsWhere<StoredItem>[] = [];
    if (plan.items.length > 0) where.push({ userId, id: In(plan.items) });
    if (plan.folders.length > 0) where.push({ userId, trashedWith: In(plan.folders) });
    return where;
  }

  /** The ids of the folders a plan deletes: those chosen and those trashed with them, or all. */
  async plannedFolderIds(
    manager: EntityManager,
    userId: string,
    plan: DeletePlan,
  ): Promise<number[]> {
    const where: FindOptionsWhere<StoredFolder>[] =
      'wholeTrash' in plan
        ? [{ userId, trashed: true }]
        : plan.folders.length > 0
          ? [
              { userId, id: In(plan.folders) },
              { userId, trashedWith: In(plan.folders) },
            ]
          : [];
    if (where.length === 0) return [];
    const rows = await manager.find(this.tables.folder, { select: { id: true }, where });
    return rows.map((row) => row.id);
  }

  async deletePlanned(manager: EntityManager, userId: string, plan: DeletePlan): Promise<void> {
    const { item, folder } = this.tables;
    for (const where of this.itemsOf(userId, plan)) await manager.delete(item, where);
    if ('wholeTrash' in plan) {
      await manager.delete(folder, { userId, trashed: true });
      return;
    }
    if (plan.folders.length > 0) {
      await manager.delete(folder, { userId, trashedWith: In(plan.folders) });
      await manager.delete(folder, { userId, id: In(plan.folders) });
    }
  }

  /**
   * Breadcrumbs from the top-level folder down to `folderId`: 404 for a missing or foreign folder,
   * in_trash for a trashed one (the field is `folder`, as the list calls name it).
   */
  async path(manager: EntityManager, userId: string, folderId: number): Promise<DocsPathEntry[]> {
    const path: DocsPathEntry[] = [];
    let id: number | null = folderId;
    // A folder tree is a few levels deep; the bound only guards against a damaged cycle.
    for (let depth = 0; id !== null && depth < 100; depth += 1) {
      const row: Pick<StoredFolder, 'id' | 'name' | 'parentId' | 'trashed'> | null =
        await manager.findOne(this.tables.folder, {
          select: { id: true, name: true, parentId: true, trashed: true },
          where: { id, userId },
        });
      if (!row) {
        if (depth === 0) throw notFound('folder');
        break;
      }
      if (depth === 0 && row.trashed) throw badRequest('in_trash', 'folder');
      path.unshift({ id: folderApiId(row.id), name: row.name });
      id = row.parentId;
    }
    return path;
  }

  private selectedFolders(tree: FolderTree, ids: readonly number[]): TreeFolder[] {
    return ids.map((id) => {
      const folder = tree.get(id);
      if (!folder) throw notFound('data_id');
      return folder;
    });
  }

  /** The selection as trash entries: each must be in the trash on its own account. */
  private async trashEntries(
    manager: EntityManager,
    tree: FolderTree,
    userId: string,
    selection: Selection,
  ) {
    const items = await this.selectedItems(manager, userId, selection.docs);
    const folders = this.selectedFolders(tree, selection.folders);
    for (const entry of [...items, ...folders]) {
      if (!entry.trashed) throw badRequest('not_in_trash', 'data_id');
      if (entry.trashedWith !== null) throw badRequest('trashed_with_folder', 'data_id');
    }
    return { items, folders };
  }
}

/** The generated id of a one-row insert (a string on some drivers). */
export function insertedId(identifiers: ReadonlyArray<Record<string, unknown>>): number {
  const id = Number(identifiers[0]?.id);
  if (!Number.isSafeInteger(id)) throw new Error('insert returned no id');
  return id;
}

/** A folder row as the lists answer it (seed 000 §3 Folder). */
export function folderAnswer(
  row: Pick<StoredFolder, 'id' | 'name' | 'parentId' | 'favorite' | 'time'>,
): FolderAnswer {
  return {
    id: folderApiId(row.id),
    name: row.name,
    parent: row.parentId === null ? null : folderApiId(row.parentId),
    favorite: row.favorite ? '1' : '0',
    time: row.time,
  };
}
