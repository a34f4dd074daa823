import { randomBytes } from 'node:crypto';
import type { SharePermission, ShareType, ShareUser } from '@gramota/contracts';
import { In, type DataSource, type FindOptionsWhere, type Repository } from 'typeorm';
import { User, type UsersService } from '../auth';
import type { Clock } from '../../shared/clock';
import type { OwnedShareItem, ShareArea, ShareItemRef } from './share-area';
import { ShareEntry } from './share-entry.entity';
import { shareError, shareNotFound } from './share-errors';
import { ShareLink } from './share-link.entity';
import { parseShareSelection } from './share-selection';

/** An item shared with a person (sharedWith): the area looks the item itself up. */
export interface SharedItem {
  area: string;
  itemType: string;
  itemId: number;
  ownerId: string;
  permission: SharePermission;
}

/** What an item's link opens. */
export interface LinkedItem {
  area: string;
  itemType: string;
  itemId: number;
  ownerId: string;
}

/** Who shared an item, as the people it is shared with see them (WorkshopOwner, StorageOwner). */
export interface ShareOwner {
  name: string;
  email: string;
}

/** Who is being added: an e-mail or an account id, as the owner typed it. */
export interface ShareRecipient {
  email?: string;
  id?: string;
}

/** A link code: 128 random bits, the only lock on the link's address. */
const newCode = () => randomBytes(16).toString('base64url');
const LINK_CODE = /^[A-Za-z0-9_-]{22}$/;
/**
 * A signed-in person who opened a link is remembered as a share_entries row of this item type
 * naming the link's row (item_id = share_links.id), not the item: it lasts exactly as long as the
 * link does (dropped with it when the share type changes or the item is deleted), never shows
 * among the people the owner added, and needs no table of its own.
 */
export const LINK_OPEN = 'link-open';

/**
 * Sharing (seed 001 §4 Sharing, §7 share calls): the people an item is shared with, its link,
 * and who may use what. Every call takes the owner's id and checks the items are the owner's
 * through the area (another account's ids: the same 404 as missing ones). A selection whose items
 * have different share types cannot be edited together (400 different_access).
 */
export class SharingService {
  private readonly entries: Repository<ShareEntry>;
  private readonly links: Repository<ShareLink>;
  private readonly accounts: Repository<User>;

  constructor(
    dataSource: DataSource,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {
    this.entries = dataSource.getRepository(ShareEntry);
    this.links = dataSource.getRepository(ShareLink);
    this.accounts = dataSource.getRepository(User);
  }

  /** The owners of shared items by id, with the name and e-mail the people see (shared_by). */
  async owners(ids: readonly string[]): Promise<Map<string, ShareOwner>> {
    const wanted = unique([...ids]);
    if (wanted.length === 0) return new Map();
    const users = await this.accounts.find({
      select: { id: true, name: true, email: true },
      where: { id: In(wanted) },
    });
    return new Map(users.map((user) => [user.id, { name: user.name, email: user.email ?? '' }]));
  }

  /** The owner's items of data_id, all with one share type; else 404 / 400 different_access. */
  async selection(area: ShareArea, ownerId: string, dataId: string | undefined) {
    const refs = parseShareSelection(area, dataId);
    const items = await area.ownedItems(ownerId, refs);
    if (items.length !== refs.length) throw shareNotFound('data_id');
    const shareType = items[0]!.shareType;
    if (items.some((item) => item.shareType !== shareType))
      throw shareError(400, 'different_access');
    return { items, shareType };
  }

  /** The share modal: the type, the people (on every item selected) and the link of one item. */
  async usersOf(area: ShareArea, ownerId: string, dataId: string | undefined, publicUrl: string) {
    const { items, shareType } = await this.selection(area, ownerId, dataId);
    const users = await this.commonUsers(area.name, items);
    let link = '';
    if (shareType === 'link' && items.length === 1) {
      const code = await this.ensureLink(area.name, ownerId, items[0]!);
      link = new URL(area.linkPath(code), publicUrl).href;
    }
    return { share_type: shareType, users, link };
  }

  /** Sets the type; a link is made for link and dropped otherwise (an old link stops working). */
  async setType(area: ShareArea, ownerId: string, dataId: string | undefined, type: ShareType) {
    const { items } = await this.selection(area, ownerId, dataId);
    await this.applyType(area, ownerId, items, type);
  }

  /**
   * Adds a signed-in person by e-mail or id with view permission; someone who already has every
   * selected item is refused (400 share_user_exists: nothing to add, the owner is told why).
   * `shareType` is the type the modal shows: the selection takes it, as set-type would.
   */
  async addUser(
    area: ShareArea,
    ownerId: string,
    dataId: string | undefined,
    shareType: ShareType,
    recipient: ShareRecipient,
  ): Promise<void> {
    const { items } = await this.selection(area, ownerId, dataId);
    const field = recipient.email !== undefined ? 'email' : 'id';
    const typed = (recipient.email ?? recipient.id ?? '').trim();
    const user = typed ? await this.users.findByEmailOrId(typed) : null;
    // Visitors without an account cannot be found: an id of one is no one to share with.
    if (!user?.login) throw shareError(400, 'share_user_missing', field);
    if (user.id === ownerId) throw shareError(400, 'share_self', field);
    const present = await this.entries.findBy({
      area: area.name,
      userId: user.id,
      itemType: In(unique(items.map((item) => item.type))),
      itemId: In(items.map((item) => item.id)),
    });
    const has = new Set(present.map((entry) => `${entry.itemType}:${entry.itemId}`));
    if (items.every((item) => has.has(`${item.type}:${item.id}`)))
      throw shareError(400, 'share_user_exists', field);
    await this.applyType(area, ownerId, items, shareType);
    const time = this.clock().getTime();
    const added = items
      .filter((item) => !has.has(`${item.type}:${item.id}`))
      .map((item) =>
        this.entries.create({
          area: area.name,
          itemType: item.type,
          itemId: item.id,
          ownerId,
          userId: user.id,
          permission: 'view',
          time,
        }),
      );
    if (added.length > 0) await this.entries.save(added);
  }

  /** view / edit: that person's permission on the selection; remove: takes them off it. */
  async setUser(
    area: ShareArea,
    ownerId: string,
    dataId: string | undefined,
    type: SharePermission | 'remove',
    userId: string,
  ): Promise<void> {
    const { items } = await this.selection(area, ownerId, dataId);
    const entries = await this.entriesOf(area.name, items, userId);
    if (entries.length === 0) throw shareNotFound('user');
    if (type === 'remove') await this.entries.remove(entries);
    else
      await this.entries.update({ id: In(entries.map((entry) => entry.id)) }, { permission: type });
  }

  /**
   * The items others shared with `userId` (the area's 'shared' view), newest first: those they
   * were added to, then those whose link they opened (view), each item once.
   */
  async sharedWith(userId: string, area?: string): Promise<SharedItem[]> {
    const entries = await this.entries.find({
      where: area === undefined ? { userId } : { userId, area },
      order: { time: 'DESC', id: 'DESC' },
    });
    const opened = entries.filter((entry) => entry.itemType === LINK_OPEN);
    const links = opened.length
      ? await this.links.findBy({ id: In(opened.map((entry) => entry.itemId)) })
      : [];
    const linkById = new Map(links.map((link) => [link.id, link]));
    const items = new Map<string, SharedItem>();
    for (const entry of entries) {
      const link = entry.itemType === LINK_OPEN ? linkById.get(entry.itemId) : undefined;
      if (entry.itemType === LINK_OPEN && !link) continue;
      const item: SharedItem = {
        area: entry.area,
        itemType: link?.itemType ?? entry.itemType,
        itemId: link?.itemId ?? entry.itemId,
        ownerId: entry.ownerId,
        permission: entry.permission,
      };
      const key = `${item.area}:${item.itemType}:${item.itemId}`;
      if (!items.has(key) || (!link && items.get(key)!.permission === 'view')) items.set(key, item);
    }
    return [...items.values()];
  }

  /**
   * What `userId` may do with an item whose share type and owner the area read from its row:
   * 'edit' for its owner, the permission they were given, 'view' for any signed-in person when it
   * is shared with others or when they came with the item's link (`code`); null otherwise.
   * `linkForVisitors`: the area's link works for anyone who has it, visitors without an account
   * too (the storage's files); 'others' stays for signed-in people either way.
   */
  async mayUse(
    userId: string,
    area: string,
    itemType: string,
    itemId: number,
    shareType: ShareType,
    ownerId: string,
    code?: string,
    options: { linkForVisitors?: boolean } = {},
  ): Promise<SharePermission | null> {
    if (userId === ownerId) return 'edit';
    const entry = await this.entries.findOneBy({ area, itemType, itemId, userId });
    if (entry) return entry.permission;
    if (shareType === 'users') return null;
    if (shareType === 'link') {
      const link = await this.links.findOneBy({ area, itemType, itemId });
      if (!link) return null;
      // The link itself, or having opened it before (the document is made on a later request).
      const came = code !== undefined && code === link.code;
      if (
        !came &&
        !(await this.entries.existsBy({ area, itemType: LINK_OPEN, itemId: link.id, userId }))
      )
        return null;
      if (options.linkForVisitors) return 'view';
    }
    const user = await this.users.findById(userId);
    return user?.login ? 'view' : null;
  }

  /** The item a link code opens; null for a code that is not one (or whose link was dropped). */
  async openLink(area: string, code: string): Promise<LinkedItem | null> {
    const link = await this.linkOf(area, code);
    return link
      ? { area, itemType: link.itemType, itemId: link.itemId, ownerId: link.ownerId }
      : null;
  }

  /**
   * A signed-in person opens a link: the item it opens, and from now on (while the link lives)
   * mayUse gives them 'view' without the code and sharedWith lists the item. The area checks
   * the item is still there before it shows it.
   */
  async openLinkFor(userId: string, area: string, code: string): Promise<LinkedItem | null> {
    const link = await this.linkOf(area, code);
    if (!link) return null;
    if (userId !== link.ownerId)
      await this.entries
        .createQueryBuilder()
        .insert()
        .values({
          area,
          itemType: LINK_OPEN,
          itemId: link.id,
          ownerId: link.ownerId,
          userId,
          permission: 'view',
          time: this.clock().getTime(),
        })
        // Opened before (or twice at once): the first visit stands.
        .orIgnore()
        .execute();
    return { area, itemType: link.itemType, itemId: link.itemId, ownerId: link.ownerId };
  }

  private async linkOf(area: string, code: string): Promise<ShareLink | null> {
    if (!LINK_CODE.test(code)) return null;
    return this.links.findOneBy({ area, code });
  }

  /** Items deleted forever: their people, their links and who opened those go with them. */
  async forgetItems(area: string, refs: ShareItemRef[]): Promise<void> {
    for (const type of unique(refs.map((ref) => ref.type))) {
      const itemId = In(refs.filter((ref) => ref.type === type).map((ref) => ref.id));
      await this.entries.delete({ area, itemType: type, itemId });
      await this.deleteLinks({ area, itemType: type, itemId });
    }
  }

  private async applyType(
    area: ShareArea,
    ownerId: string,
    items: OwnedShareItem[],
    type: ShareType,
  ): Promise<void> {
    if (items.every((item) => item.shareType === type)) return;
    await area.setShareType(ownerId, items, type);
    if (type === 'link') for (const item of items) await this.ensureLink(area.name, ownerId, item);
    else await this.dropLinks(area.name, items);
  }

  private async ensureLink(area: string, ownerId: string, item: ShareItemRef): Promise<string> {
    const where = { area, itemType: item.type, itemId: item.id };
    const existing = await this.links.findOneBy(where);
    if (existing) return existing.code;
    const code = newCode();
    await this.links
      .createQueryBuilder()
      .insert()
      .values({ ...where, ownerId, code, time: this.clock().getTime() })
      // Two modals opening at once: one link, the other insert changes nothing.
      .orIgnore()
      .execute();
    return (await this.links.findOneByOrFail(where)).code;
  }

  private async dropLinks(area: string, items: ShareItemRef[]): Promise<void> {
    for (const item of items)
      await this.deleteLinks({ area, itemType: item.type, itemId: item.id });
  }

  /** Links go with the visits remembered for them: an old link's visitors lose the item. */
  private async deleteLinks(where: FindOptionsWhere<ShareLink>): Promise<void> {
    const links = await this.links.find({ select: { id: true }, where });
    if (links.length === 0) return;
    const ids = links.map((link) => link.id);
    await this.entries.delete({ area: where.area as string, itemType: LINK_OPEN, itemId: In(ids) });
    await this.links.delete({ id: In(ids) });
  }

  private async entriesOf(area: string, items: ShareItemRef[], userId?: string) {
    const all = await this.entries.find({
      where: {
        area,
        itemType: In(unique(items.map((item) => item.type))),
        itemId: In(items.map((item) => item.id)),
        ...(userId === undefined ? {} : { userId }),
      },
      relations: { user: true },
      order: { time: 'ASC', id: 'ASC' },
    });
    const wanted = new Set(items.map((item) => `${item.type}:${item.id}`));
    return all.filter((entry) => wanted.has(`${entry.itemType}:${entry.itemId}`));
  }

  /** The people every selected item is shared with; 'edit' only where each item gives edit. */
  private async commonUsers(area: string, items: ShareItemRef[]): Promise<ShareUser[]> {
    const byUser = new Map<string, { user: User; permissions: SharePermission[] }>();
    for (const entry of await this.entriesOf(area, items)) {
      const seen = byUser.get(entry.userId) ?? { user: entry.user!, permissions: [] };
      seen.permissions.push(entry.permission);
      byUser.set(entry.userId, seen);
    }
    return [...byUser.values()]
      .filter(({ permissions }) => permissions.length === items.length)
      .map(({ user, permissions }) => ({
        id: user.id,
        email: user.email ?? '',
        name: user.name,
        permission: permissions.every((permission) => permission === 'edit') ? 'edit' : 'view',
      }));
  }
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
