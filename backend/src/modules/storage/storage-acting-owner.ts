import type { SharePermission } from '@gramota/contracts';
import { In, type DataSource } from 'typeorm';
import type { Selection } from '../folders';
import { StorageDocument } from './storage-document.entity';
import { notFound, storageError } from './storage-errors';
import { StorageFolder } from './storage-folder.entity';
import type { StorageSharedAccess } from './storage-shared-access';

/** View-only recipients see the items, nothing more (seed 001 §6 'Shared folders'). */
export const viewOnly = (field: string) => storageError(403, 'view_only', field);
/** What only the items' owner does (taking items out of the shared tree, acting on two accounts). */
export const ownerOnly = (field: string) => storageError(403, 'owner_only', field);

/**
 * Whose storage a change works on (seed 001 §4 Sharing, §6): the caller's own items and folders
 * are the caller's; another account's are that owner's when the caller may EDIT every one of them
 * (shared with them, or inside a folder that is). Read-only: 403 view_only; nothing shared (or a
 * missing id, or one of the owner's trashed items): the same 404 as a missing id. The folders
 * module then acts in the owner's storage with its usual checks.
 */
export class StorageActingOwner {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: StorageSharedAccess,
  ) {}

  /** The account whose folder `folderId` is, when the caller may put things in it. */
  async ofFolder(userId: string, folderId: number, field: string): Promise<string> {
    const folder = await this.dataSource.getRepository(StorageFolder).findOne({
      select: { id: true, userId: true },
      where: { id: folderId },
    });
    if (!folder) throw notFound(field);
    if (folder.userId === userId) return userId;
    const permission = await this.access.folderById(userId, folder.userId, folder.id);
    return this.edited(permission, folder.userId, field);
  }

  /** The one account every item of the selection belongs to, when the caller may edit them all. */
  async ofSelection(userId: string, selection: Selection): Promise<string> {
    const field = 'data_id';
    const [documents, folders] = await Promise.all([
      selection.docs.length
        ? this.dataSource.getRepository(StorageDocument).findBy({ id: In(selection.docs) })
        : [],
      selection.folders.length
        ? this.dataSource.getRepository(StorageFolder).findBy({ id: In(selection.folders) })
        : [],
    ]);
    if (documents.length !== selection.docs.length || folders.length !== selection.folders.length)
      throw notFound(field);
    const owners = new Set<string>();
    // Every item is checked before the owners are compared: a foreign id nothing shares is a
    // 404 whatever else is selected, so no answer tells it exists.
    for (const row of documents)
      owners.add(
        row.userId === userId
          ? userId
          : this.edited(await this.access.item(userId, row), row.userId, field),
      );
    for (const row of folders)
      owners.add(
        row.userId === userId
          ? userId
          : this.edited(
              await this.access.folderById(userId, row.userId, row.id),
              row.userId,
              field,
            ),
      );
    // One action, one account's storage: it runs in one transaction of one account's tree.
    if (owners.size > 1) throw ownerOnly(field);
    return owners.values().next().value ?? userId;
  }

  /**
   * Notes on the selection's items, just trashed in `ownerId`'s storage, who did it: a colleague
   * (`actorId`) is named to the owner in the trash; the owner's own trashing names no one.
   */
  async markTrashedBy(actorId: string, ownerId: string, selection: Selection): Promise<void> {
    const trashedBy = actorId === ownerId ? null : actorId;
    const where = { userId: ownerId, trashed: true };
    if (selection.docs.length)
      await this.dataSource
        .getRepository(StorageDocument)
        .update({ ...where, id: In(selection.docs) }, { trashedBy });
    if (selection.folders.length)
      await this.dataSource
        .getRepository(StorageFolder)
        .update({ ...where, id: In(selection.folders) }, { trashedBy });
  }

  private edited(permission: SharePermission | null, ownerId: string, field: string): string {
    if (permission === null) throw notFound(field);
    if (permission === 'view') throw viewOnly(field);
    return ownerId;
  }
}
