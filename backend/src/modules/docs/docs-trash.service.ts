import { docsNotices, type DocsFormAnswer } from '@gramota/contracts';
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { DocFolder } from './doc-folder.entity';
import { Doc } from './doc.entity';
import { addActiveDocs, changed } from './docs-counter';
import { badRequest, notFound } from './docs-errors';
import { docApiId, folderApiId, type Selection } from './docs-ids';
import { selectedDocs } from './docs-items.service';
import { FolderTree, type TreeFolder } from './docs-tree';

const ACTIVE = { trashed: false, trashedAt: null, trashedWith: null };

/**
 * The trash (seed 000 §4 lifecycle, seed 001 §4 Trash). Removing a folder takes everything active
 * inside it along (`trashed_with` = that folder), so the trash shows the folder only and restoring
 * or deleting it acts on the whole lot. Items removed on their own earlier stay separate entries.
 * Every action is one transaction: one bad item refuses the selection and nothing changes.
 */
export class DocsTrashService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async remove(userId: string, selection: Selection): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const tree = await FolderTree.load(manager, userId);
      const docs = await selectedDocs(manager, userId, selection.docs);
      const folders = this.selectedFolders(tree, selection.folders);
      if (docs.some((doc) => doc.trashed) || folders.some((folder) => folder.trashed))
        throw badRequest('already_in_trash', 'data_id');
      const trashedAt = this.clock().getTime();
      const chosen = new Set(selection.folders);
      let removedDocs = 0;
      // A chosen folder inside another chosen folder goes along with the outer one.
      const tops = folders.filter(
        (folder) => !tree.ancestors(folder.id).some((up) => chosen.has(up.id)),
      );
      for (const top of tops) {
        const inside = tree.activeDescendants(top.id);
        const along = { trashed: true, trashedAt, trashedWith: top.id };
        if (inside.length > 0) await manager.update(DocFolder, { id: In(inside), userId }, along);
        removedDocs += changed(
          await manager.update(
            Doc,
            { userId, trashed: false, folderId: In([top.id, ...inside]) },
            along,
          ),
        );
        await manager.update(
          DocFolder,
          { id: top.id, userId },
          { trashed: true, trashedAt, trashedWith: null },
        );
      }
      // Chosen docs not already taken along by a chosen folder.
      if (selection.docs.length > 0)
        removedDocs += changed(
          await manager.update(
            Doc,
            { id: In(selection.docs), userId, trashed: false },
            { trashed: true, trashedAt, trashedWith: null },
          ),
        );
      await addActiveDocs(manager, userId, -removedDocs);
    });
  }

  /**
   * Brings trash entries back where they were; an entry whose folder was deleted forever or is in
   * the trash itself comes back at the root, and the answer says so.
   */
  async restore(userId: string, selection: Selection): Promise<DocsFormAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const tree = await FolderTree.load(manager, userId);
      const { docs, folders } = await this.trashEntries(manager, tree, userId, selection);
      const restored = new Set<number>();
      const isActiveFolder = (id: number | null) => {
        if (id === null) return true;
        const folder = tree.get(id);
        return folder !== undefined && (!folder.trashed || restored.has(folder.id));
      };
      const toRoot: string[] = [];
      let restoredDocs = 0;
      // Outer folders first, so a folder restored together with its parent finds it active.
      const byDepth = [...folders].sort(
        (a, b) => tree.ancestors(a.id).length - tree.ancestors(b.id).length,
      );
      for (const folder of byDepth) {
        const keepsParent = isActiveFolder(folder.parentId);
        if (!keepsParent) toRoot.push(`folder:${folderApiId(folder.id)}`);
        await manager.update(
          DocFolder,
          { id: folder.id, userId },
          { ...ACTIVE, parentId: keepsParent ? folder.parentId : null },
        );
        restored.add(folder.id);
        for (const along of tree.folders.values())
          if (along.trashedWith === folder.id) restored.add(along.id);
        await manager.update(DocFolder, { userId, trashedWith: folder.id }, ACTIVE);
        restoredDocs += changed(
          await manager.update(Doc, { userId, trashedWith: folder.id }, ACTIVE),
        );
      }
      for (const doc of docs) {
        const keepsFolder = isActiveFolder(doc.folderId);
        if (!keepsFolder) toRoot.push(`doc:${docApiId(doc.id)}`);
        restoredDocs += changed(
          await manager.update(
            Doc,
            { id: doc.id, userId },
            { ...ACTIVE, folderId: keepsFolder ? doc.folderId : null },
          ),
        );
      }
      await addActiveDocs(manager, userId, restoredDocs);
      const answer: DocsFormAnswer = { result: 'success', location: '/app/docs/' };
      if (toRoot.length > 0) {
        answer.restored_to_root = toRoot;
        answer.notice = docsNotices.restored_to_root;
      }
      return answer;
    });
  }

  /** Deletes trash entries forever (a folder with everything that went to the trash with it). */
  async removeForever(userId: string, selection: Selection): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const tree = await FolderTree.load(manager, userId);
      const { docs, folders } = await this.trashEntries(manager, tree, userId, selection);
      for (const folder of folders) {
        await manager.delete(Doc, { userId, trashedWith: folder.id });
        await manager.delete(DocFolder, { userId, trashedWith: folder.id });
        await manager.delete(DocFolder, { id: folder.id, userId });
      }
      if (docs.length > 0) await manager.delete(Doc, { id: In(docs.map((doc) => doc.id)), userId });
    });
  }

  async clear(userId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(Doc, { userId, trashed: true });
      await manager.delete(DocFolder, { userId, trashed: true });
    });
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
    const docs = await selectedDocs(manager, userId, selection.docs);
    const folders = this.selectedFolders(tree, selection.folders);
    for (const item of [...docs, ...folders]) {
      if (!item.trashed) throw badRequest('not_in_trash', 'data_id');
      if (item.trashedWith !== null) throw badRequest('trashed_with_folder', 'data_id');
    }
    return { docs, folders };
  }
}
