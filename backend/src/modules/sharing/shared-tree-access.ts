import type { SharePermission } from '@gramota/contracts';
import type { DataSource, FindOptionsSelect, FindOptionsWhere } from 'typeorm';
import type { SharingService } from './sharing.service';
import {
  FOLDER_ITEM_TYPE,
  type SharedFolderRow,
  type SharedTreeFolder,
  type SharedTreeItem,
  type SharedTreeTables,
} from './shared-tree-tables';

/** The stronger of two permissions ('edit' over 'view' over none). */
export function strongerPermission(
  a: SharePermission | null,
  b: SharePermission | null,
): SharePermission | null {
  if (a === 'edit' || b === 'edit') return 'edit';
  return a ?? b;
}

/** A folder tree is a few levels deep; the bound only guards against a damaged cycle. */
const MAX_DEPTH = 100;

const FOLDER_COLUMNS = {
  id: true,
  userId: true,
  parentId: true,
  name: true,
  shareType: true,
  trashed: true,
};

/**
 * Who may do what with an item or folder of an area kept in a folder tree (seed 001 §4 Sharing),
 * written once for every area that shares: its owner edits; anyone else gets what sharing gives
 * them on the item itself or on any folder around it (a folder shared with someone shares what is
 * inside it, now and later). Trashed items are no one's but the owner's. Read from the database on
 * every call, so a share taken back ends access at the next request.
 */
export class SharedTreeAccess<Item extends SharedTreeItem, Folder extends SharedTreeFolder> {
  constructor(
    private readonly dataSource: DataSource,
    readonly sharing: SharingService,
    readonly tables: SharedTreeTables<Item, Folder>,
  ) {}

  /** `userId`'s permission on an item row (null: none). */
  async item(userId: string, row: SharedTreeItem): Promise<SharePermission | null> {
    if (row.userId === userId) return 'edit';
    if (row.trashed) return null;
    const own = await this.itemShare(userId, row);
    if (own === 'edit' || row.folderId === null) return own;
    return strongerPermission(own, await this.folderById(userId, row.userId, row.folderId));
  }

  /** An item by id whoever owns it, with this person's permission on it (null: none). */
  async itemById(
    userId: string,
    id: number,
  ): Promise<{ row: Item; permission: SharePermission | null } | null> {
    const row = await this.dataSource
      .getRepository(this.tables.item)
      .findOneBy({ id } as FindOptionsWhere<Item>);
    return row ? { row, permission: await this.item(userId, row) } : null;
  }

  /** The permission on a folder of `ownerId` and what is inside it (missing or trashed: null). */
  async folderById(
    userId: string,
    ownerId: string,
    folderId: number,
  ): Promise<SharePermission | null> {
    if (userId === ownerId) return 'edit';
    let best: SharePermission | null = null;
    let id: number | null = folderId;
    for (let depth = 0; id !== null && depth < MAX_DEPTH && best !== 'edit'; depth += 1) {
      const folder = await this.folderRow(ownerId, id);
      if (!folder || folder.trashed) return null;
      best = strongerPermission(best, await this.folderShare(userId, folder));
      id = folder.parentId;
    }
    return best;
  }

  /** What sharing gives on this one item (not the folders around it). */
  itemShare(
    userId: string,
    row: Pick<SharedTreeItem, 'id' | 'shareType' | 'userId'>,
  ): Promise<SharePermission | null> {
    return this.mayUse(userId, this.tables.itemType, row);
  }

  /** What sharing gives on this one folder (not those around it). */
  folderShare(userId: string, folder: SharedFolderRow): Promise<SharePermission | null> {
    return this.mayUse(userId, FOLDER_ITEM_TYPE, folder);
  }

  folderRow(ownerId: string, id: number): Promise<SharedFolderRow | null> {
    return this.dataSource.getRepository(this.tables.folder).findOne({
      select: FOLDER_COLUMNS as FindOptionsSelect<Folder>,
      where: { id, userId: ownerId } as FindOptionsWhere<Folder>,
    });
  }

  /**
   * Breadcrumbs of another account's folder, outermost first: from the outermost folder shared
   * with `userId` down to it (the folders above are not theirs to see).
   */
  async sharedPath(userId: string, folder: SharedFolderRow): Promise<SharedFolderRow[]> {
    const up: SharedFolderRow[] = [];
    let top = 0;
    for (
      let row: SharedFolderRow | null = folder;
      row && up.length < MAX_DEPTH;
      row = row.parentId === null ? null : await this.folderRow(folder.userId, row.parentId)
    ) {
      up.push(row);
      if (await this.folderShare(userId, row)) top = up.length - 1;
    }
    return up.slice(0, top + 1).reverse();
  }

  private mayUse(
    userId: string,
    itemType: string,
    row: Pick<SharedTreeItem, 'id' | 'shareType' | 'userId'>,
  ): Promise<SharePermission | null> {
    return this.sharing.mayUse(
      userId,
      this.tables.area,
      itemType,
      row.id,
      row.shareType,
      row.userId,
      undefined,
      { linkForVisitors: this.tables.linkForVisitors },
    );
  }
}
