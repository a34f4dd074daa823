import type {
  DocsPathEntry,
  SharePermission,
  StorageDocument as DocumentAnswer,
  StorageFolder as FolderAnswer,
  StorageGetAnswer,
  StorageLinkAnswer,
  StorageOwner,
} from '@gramota/contracts';
import { In, type DataSource } from 'typeorm';
import { docApiId, folderApiId } from '../folders';
import { publicOwner, strongerPermission, type SharedFolderRow } from '../sharing';
import { storageDocumentAnswer, storageFolderAnswer } from './storage-answers';
import { StorageDocument } from './storage-document.entity';
import { notFound, storageError } from './storage-errors';
import { StorageFolder } from './storage-folder.entity';
import {
  STORAGE_ITEM_TYPE,
  STORAGE_SHARE_AREA,
  type StorageSharedAccess,
} from './storage-shared-access';

/** What a list of another account's items answers (storage-get's fields). */
type SharedItems = Pick<StorageGetAnswer, 'folders' | 'documents'>;

const NEWEST_FIRST = { time: 'DESC', id: 'DESC' } as const;

/** An unknown code, a link turned off, or its item in the trash: one answer. */
const linkGone = () => storageError(404, 'code_not_found', 'data_id');

/**
 * What others shared with an account (seed 001 §4 Sharing): the 'shared' view, a folder of
 * another account opened from it (read-only or editable, as shared), and what a link opens. Items
 * of other accounts carry whose they are and this person's permission; the owner's trashed items
 * are left out, so they vanish for everyone else at once.
 */
export class StorageSharedListing {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: StorageSharedAccess,
  ) {}

  /** People by account id as the owner sees those they shared with (name and e-mail). */
  people(ids: readonly string[]) {
    return this.access.sharing.owners(ids);
  }

  /** folder=shared: the items shared with `userId` (added, or a link they opened), newest first. */
  async sharedView(userId: string, matches: (name: string) => boolean): Promise<SharedItems> {
    const shared = await this.access.sharing.sharedWith(userId, STORAGE_SHARE_AREA);
    const ids = (type: string) =>
      shared.filter((item) => item.itemType === type).map((item) => item.itemId);
    const [documents, folders] = await Promise.all([
      this.dataSource
        .getRepository(StorageDocument)
        .findBy({ id: In(ids(STORAGE_ITEM_TYPE)), trashed: false }),
      this.dataSource
        .getRepository(StorageFolder)
        .findBy({ id: In(ids('folder')), trashed: false }),
    ]);
    const documentById = new Map(documents.map((row) => [row.id, row]));
    const folderById = new Map(folders.map((row) => [row.id, row]));
    const owners = await this.access.sharing.owners(shared.map((item) => item.ownerId));
    const answer: SharedItems = { folders: {}, documents: {} };
    for (const item of shared) {
      const owner = owners.get(item.ownerId);
      if (!owner) continue;
      if (item.itemType === 'folder') {
        const row = folderById.get(item.itemId);
        // A share row names an item of the account that shared it, nobody else's.
        if (row?.userId !== item.ownerId || !matches(row.name)) continue;
        const permission = await this.withFoldersAround(userId, item.permission, row.parentId, row);
        if (permission) answer.folders[folderApiId(row.id)] = folderOf(row, owner, permission);
      } else if (item.itemType === STORAGE_ITEM_TYPE) {
        const row = documentById.get(item.itemId);
        if (row?.userId !== item.ownerId || !matches(row.name)) continue;
        // A folder around it may give more than the document's own share.
        const permission = await this.withFoldersAround(userId, item.permission, row.folderId, row);
        if (permission) answer.documents[docApiId(row.id)] = documentOf(row, owner, permission);
      }
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
    parentId: number | null,
    row: { userId: string },
  ): Promise<SharePermission | null> {
    if (own === 'edit' || parentId === null) return own;
    return strongerPermission(own, await this.access.folderById(userId, row.userId, parentId));
  }

  /**
   * folder={id} of another account shared with `userId` (or inside a folder that is): its items,
   * the path from the outermost folder shared with them, whose it is and what they may do. Null
   * for one's own folder and for a folder nothing shares (the caller answers 404 as for a missing
   * one).
   */
  async sharedFolder(userId: string, folderId: number): Promise<StorageGetAnswer | null> {
    const folder = await this.dataSource.getRepository(StorageFolder).findOneBy({ id: folderId });
    if (!folder || folder.userId === userId || folder.trashed) return null;
    const permission = await this.access.folderById(userId, folder.userId, folder.id);
    if (!permission) return null;
    const owner = (await this.access.sharing.owners([folder.userId])).get(folder.userId);
    if (!owner) return null;
    const items = await this.children(folder.userId, folder.id);
    const answer: StorageGetAnswer = {
      result: 'success',
      folders: {},
      documents: {},
      path: pathOf(await this.access.sharedPath(userId, folder)),
      shared_folder: { shared_by: owner, permission },
    };
    for (const row of items.folders)
      answer.folders[folderApiId(row.id)] = folderOf(
        row,
        owner,
        strongerPermission(permission, await this.access.folderShare(userId, row))!,
      );
    for (const row of items.documents)
      answer.documents[docApiId(row.id)] = documentOf(
        row,
        owner,
        strongerPermission(permission, await this.access.itemShare(userId, row))!,
      );
    return answer;
  }

  /**
   * storage-open-link: what the link `code` opens, read-only, for anyone with it; the visit is
   * remembered (sharing.openLinkFor), so the person's later requests for its files are let
   * through and a signed-in person sees it under 'shared'. `aim`: a folder inside a linked
   * folder (null: the linked folder itself); anything else is a 404 on `aim`.
   */
  async linkPage(userId: string, code: string, aim: number | null): Promise<StorageLinkAnswer> {
    const linked = await this.access.sharing.openLinkFor(userId, STORAGE_SHARE_AREA, code);
    if (!linked) throw linkGone();
    const ownerId = linked.ownerId;
    const found = (await this.access.sharing.owners([ownerId])).get(ownerId);
    // Anyone with the link sees the owner's chosen name, never their full address.
    const owner = found && (userId === ownerId ? found : publicOwner(found));
    const permission: SharePermission = userId === ownerId ? 'edit' : 'view';
    const mark = userId === ownerId ? undefined : owner;
    const active = { userId: ownerId, trashed: false };
    if (linked.itemType === STORAGE_ITEM_TYPE) {
      const row = await this.dataSource
        .getRepository(StorageDocument)
        .findOneBy({ ...active, id: linked.itemId });
      if (!row || !owner) throw linkGone();
      if (aim !== null) throw notFound('aim');
      return {
        result: 'success',
        kind: 'document',
        name: row.name,
        shared_by: owner,
        permission,
        folders: {},
        documents: { [docApiId(row.id)]: documentOf(row, mark, permission) },
        path: [],
      };
    }
    const top = await this.dataSource
      .getRepository(StorageFolder)
      .findOneBy({ ...active, id: linked.itemId });
    if (!top || !owner) throw linkGone();
    const path = await this.pathWithin(ownerId, top, aim);
    const items = await this.children(ownerId, path.at(-1)!.id);
    const answer: StorageLinkAnswer = {
      result: 'success',
      kind: 'folder',
      name: top.name,
      shared_by: owner,
      permission,
      folders: {},
      documents: {},
      path: pathOf(path),
    };
    for (const row of items.folders)
      answer.folders[folderApiId(row.id)] = folderOf(row, mark, permission);
    for (const row of items.documents)
      answer.documents[docApiId(row.id)] = documentOf(row, mark, permission);
    return answer;
  }

  /** The folders from the linked one down to `aim`, which must be an active folder inside it. */
  private async pathWithin(
    ownerId: string,
    top: StorageFolder,
    aim: number | null,
  ): Promise<SharedFolderRow[]> {
    if (aim === null || aim === top.id) return [top];
    const down: SharedFolderRow[] = [];
    for (
      let row = await this.access.folderRow(ownerId, aim);
      row && down.length < 100;
      row = row.parentId === null ? null : await this.access.folderRow(ownerId, row.parentId)
    ) {
      if (row.trashed) break;
      if (row.id === top.id) return [top, ...down.reverse()];
      down.push(row);
    }
    throw notFound('aim');
  }

  /** The active folders and documents directly inside an account's folder, newest first. */
  private async children(ownerId: string, folderId: number) {
    const [folders, documents] = await Promise.all([
      this.dataSource.getRepository(StorageFolder).find({
        where: { userId: ownerId, parentId: folderId, trashed: false },
        order: NEWEST_FIRST,
      }),
      this.dataSource.getRepository(StorageDocument).find({
        where: { userId: ownerId, folderId, trashed: false },
        order: NEWEST_FIRST,
      }),
    ]);
    return { folders, documents };
  }
}

function pathOf(rows: SharedFolderRow[]): DocsPathEntry[] {
  return rows.map((row) => ({ id: folderApiId(row.id), name: row.name }));
}

function folderOf(
  row: StorageFolder,
  owner: StorageOwner | undefined,
  permission: SharePermission,
): FolderAnswer {
  return { ...storageFolderAnswer(row), ...(owner ? { shared_by: owner } : {}), permission };
}

function documentOf(
  row: StorageDocument,
  owner: StorageOwner | undefined,
  permission: SharePermission,
): DocumentAnswer {
  return { ...storageDocumentAnswer(row), ...(owner ? { shared_by: owner } : {}), permission };
}
