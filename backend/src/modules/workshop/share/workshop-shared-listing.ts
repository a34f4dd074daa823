import type {
  DocsPathEntry,
  SharePermission,
  WorkshopDocument,
  WorkshopFolder as WorkshopFolderAnswer,
  WorkshopOwner,
  WorkshopSharedLinkAnswer,
} from '@gramota/contracts';
import { In, type DataSource } from 'typeorm';
import { folderApiId } from '../../folders';
import { publicOwner } from '../../sharing';
import { workshopDocumentAnswer, workshopFolderAnswer } from '../workshop-answers';
import { notFound } from '../workshop-errors';
import { WorkshopFolder } from '../workshop-folder.entity';
import { WorkshopTemplate } from '../workshop-template.entity';
import type { WorkshopUsage } from '../workshop-usage';
import { strongerPermission, type WorkshopSharedAccess } from './workshop-shared-access';

/** What a shared list answers: the items keyed as workshop-get keys them. */
export interface SharedItems {
  folders: Record<string, WorkshopFolderAnswer>;
  documents: Record<string, WorkshopDocument>;
  path: DocsPathEntry[];
  shared_folder?: { shared_by: WorkshopOwner; permission: SharePermission };
}

const NEWEST_FIRST = { time: 'DESC', id: 'DESC' } as const;
/** A folder shared by link: its templates however deep, within a bound (a damaged cycle). */
const MAX_FOLDERS = 2000;

/**
 * What others shared with an account, read-only (seed 001 §4 Sharing): the 'shared' view, a
 * folder of another account opened from it, and a link's page. A template only someone who may
 * edit it would finish is shown to them as a draft; everyone else sees it once it is ready, since
 * documents are made only from ready templates.
 */
export class WorkshopSharedListing {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: WorkshopSharedAccess,
    private readonly usage: WorkshopUsage,
  ) {}

  /** view=shared: the items shared with `userId`, newest share first. */
  async sharedView(userId: string): Promise<SharedItems> {
    const shared = await this.access.sharing.sharedWith(userId, 'workshop');
    const ids = (type: string) =>
      shared.filter((item) => item.itemType === type).map((item) => item.itemId);
    const [templates, folders] = await Promise.all([
      this.dataSource
        .getRepository(WorkshopTemplate)
        .findBy({ id: In(ids('wsdoc')), trashed: false }),
      this.dataSource
        .getRepository(WorkshopFolder)
        .findBy({ id: In(ids('folder')), trashed: false }),
    ]);
    const templateById = new Map(templates.map((row) => [row.id, row]));
    const folderById = new Map(folders.map((row) => [row.id, row]));
    const answer: SharedItems = { folders: {}, documents: {}, path: [] };
    const owners = await this.owners(shared.map((item) => item.ownerId));
    const shownTemplates: { row: WorkshopTemplate; permission: SharePermission }[] = [];
    for (const item of shared) {
      const owner = owners.get(item.ownerId);
      if (!owner) continue;
      if (item.itemType === 'folder') {
        const row = folderById.get(item.itemId);
        // The share row outlives nothing: a folder of someone else than who shared it is not it.
        if (row?.userId === item.ownerId)
          answer.folders[folderApiId(row.id)] = {
            ...workshopFolderAnswer(row),
            shared_by: owner,
            permission: item.permission,
          };
      } else {
        const row = templateById.get(item.itemId);
        if (row?.userId !== item.ownerId) continue;
        // A folder around it may give more than the template's own share.
        const permission = strongerPermission(
          item.permission,
          await this.access.template(userId, row),
        )!;
        if (this.shows(row, permission)) shownTemplates.push({ row, permission });
      }
    }
    answer.documents = await this.documents(userId, shownTemplates, owners);
    return answer;
  }

  /**
   * folder={id} of another account shared with `userId` (or inside one that is); null otherwise:
   * the usual listing answers, for a folder of someone else nothing shares exactly as a missing one.
   */
  async sharedFolder(userId: string, folderId: number): Promise<SharedItems | null> {
    const folder = await this.dataSource.getRepository(WorkshopFolder).findOneBy({ id: folderId });
    if (!folder || folder.userId === userId) return null;
    const permission = folder.trashed
      ? null
      : await this.access.folderById(userId, folder.userId, folder.id);
    if (!permission) return null;
    const ownerId = folder.userId;
    const owners = await this.owners([ownerId]);
    const owner = owners.get(ownerId)!;
    const [templates, folders] = await Promise.all([
      this.dataSource.getRepository(WorkshopTemplate).find({
        where: { userId: ownerId, folderId, trashed: false },
        order: NEWEST_FIRST,
      }),
      this.dataSource.getRepository(WorkshopFolder).find({
        where: { userId: ownerId, parentId: folderId, trashed: false },
        order: NEWEST_FIRST,
      }),
    ]);
    const answer: SharedItems = { folders: {}, documents: {}, path: [] };
    for (const row of folders)
      answer.folders[folderApiId(row.id)] = {
        ...workshopFolderAnswer(row),
        shared_by: owner,
        permission: strongerPermission(permission, await this.access.folderShare(userId, row))!,
      };
    const shown = [];
    for (const row of templates) {
      const mine = strongerPermission(permission, await this.access.template(userId, row))!;
      if (this.shows(row, mine)) shown.push({ row, permission: mine });
    }
    answer.documents = await this.documents(userId, shown, owners);
    answer.path = (await this.access.sharedPath(userId, folder)).map((row) => ({
      id: folderApiId(row.id),
      name: row.name,
    }));
    answer.shared_folder = { shared_by: owner, permission };
    return answer;
  }

  /**
   * GET /api/workshop-shared/{code}/: the template or the folder's templates a link opens (the
   * visit remembered by sharing); 404 for an unknown or dropped code, or an item in the trash.
   */
  async linkPage(userId: string, code: string): Promise<WorkshopSharedLinkAnswer> {
    const linked = await this.access.sharing.openLinkFor(userId, 'workshop', code);
    if (!linked) throw notFound('code');
    const owners = await this.owners([linked.ownerId]);
    const found = owners.get(linked.ownerId);
    // Anyone with the link sees the owner's chosen name and a masked address (issue 30 item 5).
    const owner = found && (userId === linked.ownerId ? found : publicOwner(found));
    if (owner) owners.set(linked.ownerId, owner);
    const permission: SharePermission = userId === linked.ownerId ? 'edit' : 'view';
    const where = { userId: linked.ownerId, trashed: false };
    if (linked.itemType === 'wsdoc') {
      const row = await this.dataSource
        .getRepository(WorkshopTemplate)
        .findOneBy({ ...where, id: linked.itemId });
      if (!row || !owner) throw notFound('code');
      const shown = this.shows(row, permission) ? [{ row, permission }] : [];
      return {
        result: 'success',
        kind: 'template',
        name: row.name,
        shared_by: owner,
        permission,
        documents: await this.documents(userId, shown, owners),
      };
    }
    const folder = await this.dataSource
      .getRepository(WorkshopFolder)
      .findOneBy({ ...where, id: linked.itemId });
    if (!folder || !owner) throw notFound('code');
    const templates = await this.templatesUnder(linked.ownerId, folder.id);
    return {
      result: 'success',
      kind: 'folder',
      name: folder.name,
      shared_by: owner,
      permission,
      documents: await this.documents(
        userId,
        templates.filter((row) => this.shows(row, permission)).map((row) => ({ row, permission })),
        owners,
      ),
    };
  }

  private shows(row: WorkshopTemplate, permission: SharePermission): boolean {
    return permission === 'edit' || row.state === 'ready';
  }

  /** Active templates in a folder and the folders inside it, newest first. */
  private async templatesUnder(ownerId: string, folderId: number): Promise<WorkshopTemplate[]> {
    const folders = [folderId];
    for (let next = 0; next < folders.length && folders.length < MAX_FOLDERS; next += 1) {
      const children = await this.dataSource.getRepository(WorkshopFolder).find({
        select: { id: true },
        where: { userId: ownerId, parentId: folders[next]!, trashed: false },
      });
      folders.push(...children.map((child) => child.id));
    }
    return this.dataSource.getRepository(WorkshopTemplate).find({
      where: { userId: ownerId, folderId: In(folders), trashed: false },
      order: NEWEST_FIRST,
    });
  }

  private async documents(
    userId: string,
    shown: { row: WorkshopTemplate; permission: SharePermission }[],
    owners: Map<string, WorkshopOwner>,
  ): Promise<Record<string, WorkshopDocument>> {
    // The counts are this person's own documents made from each template.
    const usage = await this.usage.of(
      userId,
      shown.map(({ row }) => row.id),
    );
    const documents: Record<string, WorkshopDocument> = {};
    for (const { row, permission } of shown) {
      const owner = owners.get(row.userId);
      documents[String(row.id)] = {
        ...workshopDocumentAnswer(row, usage.get(row.id)!),
        ...(owner && row.userId !== userId ? { shared_by: owner } : {}),
        permission,
      };
    }
    return documents;
  }

  private owners(ids: string[]): Promise<Map<string, WorkshopOwner>> {
    return this.access.sharing.owners(ids);
  }
}
