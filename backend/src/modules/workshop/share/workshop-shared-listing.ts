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
import { SharedTreeListing, type SharedRow } from '../../sharing';
import { workshopDocumentAnswer, workshopFolderAnswer } from '../workshop-answers';
import { notFound } from '../workshop-errors';
import { WorkshopFolder } from '../workshop-folder.entity';
import { WorkshopTemplate } from '../workshop-template.entity';
import type { WorkshopUsage } from '../workshop-usage';
import type { WorkshopSharedAccess } from './workshop-shared-access';

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
 * What others shared with an account in the workshop's answers (seed 001 §4 Sharing): the sharing
 * module's shared listing (SharedTreeListing) of templates and folders, keyed and written as
 * workshop-get writes them, with this person's own use of each template. A template only someone
 * who may edit it would finish is shown to them as a draft; everyone else sees it once it is
 * ready, since documents are made only from ready templates. A folder's link opens its templates
 * however deep.
 */
export class WorkshopSharedListing {
  private readonly rows: SharedTreeListing<WorkshopTemplate, WorkshopFolder>;

  constructor(
    private readonly dataSource: DataSource,
    access: WorkshopSharedAccess,
    private readonly usage: WorkshopUsage,
  ) {
    this.rows = new SharedTreeListing(dataSource, access);
  }

  /** view=shared: the items shared with `userId`, newest share first. */
  async sharedView(userId: string): Promise<SharedItems> {
    const shared = await this.rows.sharedView(userId);
    return {
      folders: foldersOf(shared.folders),
      documents: await this.documents(userId, shared.items),
      path: [],
    };
  }

  /**
   * folder={id} of another account shared with `userId` (or inside one that is); null otherwise:
   * the usual listing answers, for a folder of someone else nothing shares exactly as a missing one.
   */
  async sharedFolder(userId: string, folderId: number): Promise<SharedItems | null> {
    const page = await this.rows.sharedFolder(userId, folderId);
    if (!page) return null;
    return {
      folders: foldersOf(page.folders),
      documents: await this.documents(userId, page.items),
      path: page.path,
      shared_folder: { shared_by: page.owner, permission: page.permission },
    };
  }

  /**
   * GET /api/workshop-shared/{code}/: the template or the folder's templates a link opens (the
   * visit remembered by sharing); 404 for an unknown or dropped code, or an item in the trash.
   */
  async linkPage(userId: string, code: string): Promise<WorkshopSharedLinkAnswer> {
    const opened = await this.rows.openLink(userId, code);
    if (!opened) throw notFound('code');
    const { row, owner, permission } = opened;
    const templates = opened.kind === 'item' ? [opened.row] : await this.templatesUnder(opened.row);
    return {
      result: 'success',
      kind: opened.kind === 'item' ? 'template' : 'folder',
      name: row.name,
      shared_by: owner,
      permission,
      documents: await this.documents(
        userId,
        templates.map((template) => ({ row: template, owner, permission })),
      ),
    };
  }

  /** Active templates in a folder and the folders inside it, newest first. */
  private async templatesUnder(folder: WorkshopFolder): Promise<WorkshopTemplate[]> {
    const ownerId = folder.userId;
    const folders = [folder.id];
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

  /** The templates this person is shown, with the counts of their own documents made from each. */
  private async documents(
    userId: string,
    templates: SharedRow<WorkshopTemplate>[],
  ): Promise<Record<string, WorkshopDocument>> {
    const shown = templates.filter(({ row, permission }) => shows(row, permission));
    const usage = await this.usage.of(
      userId,
      shown.map(({ row }) => row.id),
    );
    const documents: Record<string, WorkshopDocument> = {};
    for (const { row, owner, permission } of shown) {
      documents[String(row.id)] = {
        ...workshopDocumentAnswer(row, usage.get(row.id)!),
        // The owner opening their own link sees their templates as theirs.
        ...(row.userId !== userId ? { shared_by: owner } : {}),
        permission,
      };
    }
    return documents;
  }
}

/** A draft is shown only to who may edit it (and finish it). */
function shows(row: WorkshopTemplate, permission: SharePermission): boolean {
  return permission === 'edit' || row.state === 'ready';
}

function foldersOf(rows: SharedRow<WorkshopFolder>[]): Record<string, WorkshopFolderAnswer> {
  const folders: Record<string, WorkshopFolderAnswer> = {};
  for (const { row, owner, permission } of rows)
    folders[folderApiId(row.id)] = { ...workshopFolderAnswer(row), shared_by: owner, permission };
  return folders;
}
