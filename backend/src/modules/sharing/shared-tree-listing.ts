import type { DocsPathEntry, SharePermission } from '@gramota/contracts';
import { In, type DataSource, type FindOptionsOrder, type FindOptionsWhere } from 'typeorm';
import { folderApiId } from '../folders';
import { publicOwner } from './public-owner';
import { strongerPermission, type SharedTreeAccess } from './shared-tree-access';
import {
  FOLDER_ITEM_TYPE,
  type SharedFolderRow,
  type SharedTreeFolder,
  type SharedTreeItem,
} from './shared-tree-tables';
import type { ShareOwner } from './sharing.service';

/** A row another account shared: whose it is and what this person may do with it. */
export interface SharedRow<Row> {
  row: Row;
  owner: ShareOwner;
  permission: SharePermission;
}

/** Rows of both kinds, in the order they are listed. */
export interface SharedRows<Item, Folder> {
  folders: SharedRow<Folder>[];
  items: SharedRow<Item>[];
}

/** Another account's folder opened by someone it is shared with. */
export interface SharedFolderPage<Item, Folder> extends SharedRows<Item, Folder> {
  owner: ShareOwner;
  /** What this person may do in the folder (its share or one of the folders around it). */
  permission: SharePermission;
  /** From the outermost folder shared with them down to this one. */
  path: DocsPathEntry[];
}

/** What a link opens: the item or the folder, whose it is as the page shows them. */
export type OpenedLink<Item, Folder> = {
  ownerId: string;
  /** The owner's own name and address for the owner; a masked address for anyone else. */
  owner: ShareOwner;
  /** 'edit' for the owner opening their own link, 'view' for anyone else. */
  permission: SharePermission;
} & ({ kind: 'item'; row: Item } | { kind: 'folder'; row: Folder });

/** Both tables have a time column (when the row was made or last changed). */
const newestFirst = <Row>() => ({ time: 'DESC', id: 'DESC' }) as unknown as FindOptionsOrder<Row>;

/**
 * What others shared with an account (seed 001 §4 Sharing), written once for every area kept in
 * a folder tree: the 'shared' view, a folder of another account opened from it, and what a link
 * opens. Rows of other accounts come with whose they are and this person's permission; the
 * owner's trashed items are left out, so they vanish for everyone else at once. The area turns
 * the rows into its answers (its ids, its columns, what it shows).
 */
export class SharedTreeListing<Item extends SharedTreeItem, Folder extends SharedTreeFolder> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: SharedTreeAccess<Item, Folder>,
  ) {}

  /** People by account id as the owner sees those they shared with (name and e-mail). */
  owners(ids: readonly string[]): Promise<Map<string, ShareOwner>> {
    return this.access.sharing.owners(ids);
  }

  /**
   * The 'shared' view: the items and folders shared with `userId` (added, or a link they opened)
   * whose names `matches` takes, newest share first.
   */
  async sharedView(
    userId: string,
    matches: (name: string) => boolean = () => true,
  ): Promise<SharedRows<Item, Folder>> {
    const { area, itemType } = this.access.tables;
    const shared = await this.access.sharing.sharedWith(userId, area);
    const ids = (type: string) =>
      shared.filter((item) => item.itemType === type).map((item) => item.itemId);
    const [items, folders] = await Promise.all([
      this.items().findBy(this.active({ id: In(ids(itemType)) })),
      this.folders().findBy(this.active({ id: In(ids(FOLDER_ITEM_TYPE)) })),
    ]);
    const itemById = new Map(items.map((row) => [row.id, row]));
    const folderById = new Map(folders.map((row) => [row.id, row]));
    const owners = await this.owners(shared.map((item) => item.ownerId));
    const answer: SharedRows<Item, Folder> = { folders: [], items: [] };
    for (const item of shared) {
      const owner = owners.get(item.ownerId);
      const folder = item.itemType === FOLDER_ITEM_TYPE;
      const row = (folder ? folderById : item.itemType === itemType ? itemById : undefined)?.get(
        item.itemId,
      );
      // A share row names an item of the account that shared it, nobody else's.
      if (!owner || row?.userId !== item.ownerId || !matches(row.name)) continue;
      // A folder around it may give more than the row's own share.
      const around = folder ? (row as Folder).parentId : (row as Item).folderId;
      const permission = await this.withFoldersAround(userId, item.permission, row.userId, around);
      if (folder) answer.folders.push({ row: row as Folder, owner, permission });
      else answer.items.push({ row: row as Item, owner, permission });
    }
    return answer;
  }

  /**
   * The permission a share row gives (sharedWith read it: exactly what sharing's mayUse answers
   * for the item itself), made stronger by a folder around the item when the row gives only
   * 'view'. Reading the folders only then keeps a list of 100 shared items to a few queries.
   */
  private async withFoldersAround(
    userId: string,
    own: SharePermission,
    ownerId: string,
    parentId: number | null,
  ): Promise<SharePermission> {
    if (own === 'edit' || parentId === null) return own;
    return strongerPermission(own, await this.access.folderById(userId, ownerId, parentId))!;
  }

  /**
   * folder={id} of another account shared with `userId` (or inside a folder that is): its rows,
   * the path from the outermost folder shared with them, whose it is and what they may do. Null
   * for one's own folder and for a folder nothing shares (the area answers as for a missing one).
   */
  async sharedFolder(
    userId: string,
    folderId: number,
  ): Promise<SharedFolderPage<Item, Folder> | null> {
    const folder = await this.folders().findOneBy({ id: folderId } as FindOptionsWhere<Folder>);
    if (!folder || folder.userId === userId || folder.trashed) return null;
    const permission = await this.access.folderById(userId, folder.userId, folder.id);
    if (!permission) return null;
    const owner = (await this.owners([folder.userId])).get(folder.userId);
    if (!owner) return null;
    const children = await this.children(folder.userId, folder.id);
    // Inside it each row gives at least the folder's permission, more where it is shared itself.
    const page: SharedFolderPage<Item, Folder> = {
      owner,
      permission,
      path: pathOf(await this.access.sharedPath(userId, folder)),
      folders: [],
      items: [],
    };
    for (const row of children.folders) {
      const own = await this.access.folderShare(userId, row);
      page.folders.push({ row, owner, permission: strongerPermission(permission, own)! });
    }
    for (const row of children.items) {
      const own = await this.access.itemShare(userId, row);
      page.items.push({ row, owner, permission: strongerPermission(permission, own)! });
    }
    return page;
  }

  /**
   * What the link `code` opens, read-only for anyone but the owner; the visit is remembered
   * (sharing.openLinkFor), so the person's later requests are let through and a signed-in
   * person sees it under 'shared'. Null for an unknown code, a link turned off, or its item in
   * the trash (the area's one 404).
   */
  async openLink(userId: string, code: string): Promise<OpenedLink<Item, Folder> | null> {
    const { area, itemType } = this.access.tables;
    const linked = await this.access.sharing.openLinkFor(userId, area, code);
    if (!linked) return null;
    const { ownerId } = linked;
    const found = (await this.owners([ownerId])).get(ownerId);
    if (!found) return null;
    const byOwner = userId === ownerId;
    // Anyone with the link sees the owner's chosen name, never their full address.
    const opened = {
      ownerId,
      owner: byOwner ? found : publicOwner(found),
      permission: byOwner ? ('edit' as const) : ('view' as const),
    };
    const where = { userId: ownerId, trashed: false, id: linked.itemId };
    if (linked.itemType === itemType) {
      const row = await this.items().findOneBy(where as FindOptionsWhere<Item>);
      return row && { ...opened, kind: 'item', row };
    }
    const row = await this.folders().findOneBy(where as FindOptionsWhere<Folder>);
    return row && { ...opened, kind: 'folder', row };
  }

  /** The active folders and items directly inside an account's folder, newest first. */
  async children(ownerId: string, folderId: number) {
    const [folders, items] = await Promise.all([
      this.folders().find({
        where: { userId: ownerId, parentId: folderId, trashed: false } as FindOptionsWhere<Folder>,
        order: newestFirst<Folder>(),
      }),
      this.items().find({
        where: { userId: ownerId, folderId, trashed: false } as FindOptionsWhere<Item>,
        order: newestFirst<Item>(),
      }),
    ]);
    return { folders, items };
  }

  private items() {
    return this.dataSource.getRepository(this.access.tables.item);
  }

  private folders() {
    return this.dataSource.getRepository(this.access.tables.folder);
  }

  /** Rows not in the trash, of either table. */
  private active<Row>(where: object): FindOptionsWhere<Row> {
    return { ...where, trashed: false } as unknown as FindOptionsWhere<Row>;
  }
}

/** Breadcrumbs as the lists answer them ('f3' ids). */
export function pathOf(rows: SharedFolderRow[]): DocsPathEntry[] {
  return rows.map((row) => ({ id: folderApiId(row.id), name: row.name }));
}
