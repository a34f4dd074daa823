import type { SharePermission } from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import type { SharingService } from '../../sharing';
import { WorkshopFolder } from '../workshop-folder.entity';
import { WorkshopTemplate } from '../workshop-template.entity';

type FolderRow = Pick<WorkshopFolder, 'id' | 'userId' | 'parentId' | 'shareType' | 'trashed'>;

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

/**
 * Who may do what with a workshop template or folder (seed 001 §4 Sharing): its owner edits; anyone
 * else gets what sharing gives them on the item itself or on any folder around it (a folder
 * shared with someone shares what is inside it). Trashed items are no one's but the owner's.
 */
export class WorkshopSharedAccess {
  constructor(
    private readonly dataSource: DataSource,
    readonly sharing: SharingService,
  ) {}

  async template(userId: string, row: WorkshopTemplate): Promise<SharePermission | null> {
    if (row.userId === userId) return 'edit';
    if (row.trashed) return null;
    const own = await this.sharing.mayUse(
      userId,
      'workshop',
      'wsdoc',
      row.id,
      row.shareType,
      row.userId,
    );
    if (own === 'edit' || row.folderId === null) return own;
    return strongerPermission(own, await this.folderById(userId, row.userId, row.folderId));
  }

  /** The permission on a folder of `ownerId` (missing or trashed: null). */
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

  /** What sharing gives on this one folder (not those around it). */
  folderShare(userId: string, folder: FolderRow): Promise<SharePermission | null> {
    return this.sharing.mayUse(
      userId,
      'workshop',
      'folder',
      folder.id,
      folder.shareType,
      folder.userId,
    );
  }

  folderRow(ownerId: string, id: number): Promise<FolderRow | null> {
    return this.dataSource.getRepository(WorkshopFolder).findOne({
      select: { id: true, userId: true, parentId: true, shareType: true, trashed: true },
      where: { id, userId: ownerId },
    });
  }

  /** A template by id whoever owns it, with this person's permission on it (null: none). */
  async templateById(userId: string, id: number) {
    const row = await this.dataSource.getRepository(WorkshopTemplate).findOneBy({ id });
    return row ? { row, permission: await this.template(userId, row) } : null;
  }
}
