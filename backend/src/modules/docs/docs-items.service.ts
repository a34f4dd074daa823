import type { DataSource, EntityManager } from 'typeorm';
import { In } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { DocFolder } from './doc-folder.entity';
import { Doc } from './doc.entity';
import { badRequest, notFound } from './docs-errors';
import { folderApiId, type ItemRef, type Selection } from './docs-ids';
import { checkedName } from './docs-names';
import { FolderTree } from './docs-tree';

/**
 * An active folder of the account to put things in: null is the root. Foreign and missing ids are
 * the same 404; a folder in the trash takes nothing in.
 */
export async function activeTargetFolder(
  manager: EntityManager,
  userId: string,
  folderId: number | null,
  field: string,
): Promise<number | null> {
  if (folderId === null) return null;
  const folder = await manager.findOne(DocFolder, {
    select: { id: true, trashed: true },
    where: { id: folderId, userId },
  });
  if (!folder) throw notFound(field);
  if (folder.trashed) throw badRequest('in_trash', field);
  return folder.id;
}

/** The generated id of a one-row insert (a string on some drivers). */
export function insertedId(identifiers: ReadonlyArray<Record<string, unknown>>): number {
  const id = Number(identifiers[0]?.id);
  if (!Number.isSafeInteger(id)) throw new Error('insert returned no id');
  return id;
}

/** Docs of a selection with what the checks need; every id must be the account's. */
export async function selectedDocs(
  manager: EntityManager,
  userId: string,
  ids: readonly number[],
): Promise<Array<Pick<Doc, 'id' | 'folderId' | 'trashed' | 'trashedWith'>>> {
  if (ids.length === 0) return [];
  const rows = await manager.find(Doc, {
    select: { id: true, folderId: true, trashed: true, trashedWith: true },
    where: { id: In([...ids]), userId },
  });
  if (rows.length !== ids.length) throw notFound('data_id');
  return rows;
}

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
    return this.dataSource.transaction(async (manager) => {
      const parent = await activeTargetFolder(manager, userId, parentId, 'parent');
      const folder = manager.create(DocFolder, {
        userId,
        parentId: parent,
        name,
        nameLower: name.toLowerCase(),
        favorite: false,
        time: this.clock().getTime(),
        trashed: false,
        trashedAt: null,
        trashedWith: null,
      });
      const result = await manager.insert(DocFolder, folder);
      return folderApiId(insertedId(result.identifiers));
    });
  }

  async rename(userId: string, item: ItemRef, nameInput: string | undefined): Promise<void> {
    const name = checkedName(nameInput, item.type);
    const entity = item.type === 'doc' ? Doc : DocFolder;
    const row = await this.dataSource.manager.findOne(entity, {
      select: { id: true, trashed: true },
      where: { id: item.id, userId },
    });
    if (!row) throw notFound('data_id');
    if (row.trashed) throw badRequest('in_trash', 'data_id');
    const changes: Partial<Doc & DocFolder> = { name, nameLower: name.toLowerCase() };
    // A folder's time is when it was made or renamed; a doc's stays its last edit.
    if (item.type === 'folder') changes.time = this.clock().getTime();
    await this.dataSource.manager.update(entity, { id: item.id, userId }, changes);
  }

  /** Moves active items into an active folder (or the root), all or nothing. */
  async move(userId: string, selection: Selection, targetId: number | null): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const tree = await FolderTree.load(manager, userId);
      const docs = await selectedDocs(manager, userId, selection.docs);
      if (docs.some((doc) => doc.trashed)) throw badRequest('in_trash', 'data_id');
      for (const id of selection.folders) {
        const folder = tree.get(id);
        if (!folder) throw notFound('data_id');
        if (folder.trashed) throw badRequest('in_trash', 'data_id');
      }
      if (targetId !== null) {
        const target = tree.get(targetId);
        if (!target) throw notFound('folder_id');
        if (target.trashed) throw badRequest('in_trash', 'folder_id');
        if (selection.folders.some((id) => tree.isWithin(targetId, id)))
          throw badRequest('move_into_itself', 'folder_id');
      }
      if (selection.docs.length > 0)
        await manager.update(Doc, { id: In(selection.docs), userId }, { folderId: targetId });
      if (selection.folders.length > 0)
        await manager.update(
          DocFolder,
          { id: In(selection.folders), userId },
          { parentId: targetId },
        );
    });
  }

  async favorite(userId: string, item: ItemRef, on: boolean): Promise<void> {
    const entity = item.type === 'doc' ? Doc : DocFolder;
    const row = await this.dataSource.manager.findOne(entity, {
      select: { id: true, trashed: true },
      where: { id: item.id, userId },
    });
    if (!row) throw notFound('data_id');
    if (row.trashed) throw badRequest('in_trash', 'data_id');
    await this.dataSource.manager.update(entity, { id: item.id, userId }, { favorite: on });
  }
}
