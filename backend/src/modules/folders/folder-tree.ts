import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { rawBoolean, rawNumber } from '../../shared/db-values';

/** One folder as the tree operations see it. */
export interface TreeFolder {
  id: number;
  parentId: number | null;
  trashed: boolean;
  trashedWith: number | null;
}

/**
 * All folders of an account, in memory: moves and trash walk the tree, and an account has a few
 * hundred folders at most where thousands of documents live (one small query, no recursive SQL
 * dialect to keep in step across SQLite and PostgreSQL). Any folder table with the columns of
 * doc_folders (parent_id, trashed, trashed_with) loads: My documents' and Ready files' folders.
 */
export class FolderTree {
  private readonly children = new Map<number | null, TreeFolder[]>();

  constructor(readonly folders: ReadonlyMap<number, TreeFolder>) {
    for (const folder of folders.values()) {
      const siblings = this.children.get(folder.parentId) ?? [];
      siblings.push(folder);
      this.children.set(folder.parentId, siblings);
    }
  }

  static async load(
    manager: EntityManager,
    folderTable: EntityTarget<ObjectLiteral>,
    userId: string,
  ): Promise<FolderTree> {
    const rows = await manager
      .createQueryBuilder(folderTable, 'f')
      .select([
        'f.id AS id',
        'f.parent_id AS parent_id',
        'f.trashed AS trashed',
        'f.trashed_with AS trashed_with',
      ])
      .where('f.user_id = :userId', { userId })
      .getRawMany<{ id: unknown; parent_id: unknown; trashed: unknown; trashed_with: unknown }>();
    const folders = new Map<number, TreeFolder>();
    for (const row of rows) {
      const id = rawNumber(row.id);
      folders.set(id, {
        id,
        parentId: row.parent_id === null ? null : rawNumber(row.parent_id),
        trashed: rawBoolean(row.trashed),
        trashedWith: row.trashed_with === null ? null : rawNumber(row.trashed_with),
      });
    }
    return new FolderTree(folders);
  }

  get(id: number): TreeFolder | undefined {
    return this.folders.get(id);
  }

  /** The folder's ancestors, nearest first (stops at a missing parent or a cycle). */
  ancestors(id: number): TreeFolder[] {
    const seen = new Set<number>([id]);
    const chain: TreeFolder[] = [];
    let parentId = this.folders.get(id)?.parentId ?? null;
    while (parentId !== null && !seen.has(parentId)) {
      const parent = this.folders.get(parentId);
      if (!parent) break;
      chain.push(parent);
      seen.add(parentId);
      parentId = parent.parentId;
    }
    return chain;
  }

  /** True when `id` is `ancestorId` or lies anywhere inside it. */
  isWithin(id: number, ancestorId: number): boolean {
    return id === ancestorId || this.ancestors(id).some((folder) => folder.id === ancestorId);
  }

  /** Active folders under `id` (not itself), not descending into trashed ones. */
  activeDescendants(id: number): number[] {
    const found: number[] = [];
    const queue = [id];
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      for (const child of this.children.get(next) ?? []) {
        if (child.trashed) continue;
        found.push(child.id);
        queue.push(child.id);
      }
    }
    return found;
  }
}
