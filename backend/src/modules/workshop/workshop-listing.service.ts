import { WORKSHOP_TYPE_ORDER, type DocType, type WorkshopGetAnswer } from '@gramota/contracts';
import { IsNull, type DataSource, type FindOptionsWhere } from 'typeorm';
import type { BrowseList } from '../folders';
import { workshopDocumentAnswer, workshopFolderAnswer } from './workshop-answers';
import { WorkshopFolder } from './workshop-folder.entity';
import { workshopFolderStore } from './workshop-folder-store';
import type { WorkshopPlan } from './workshop-plan';
import type { WorkshopSharedListing } from './share/workshop-shared-listing';
import { WorkshopTemplate } from './workshop-template.entity';
import type { WorkshopUsage } from './workshop-usage';

/** The lists of workshop-get beyond every file area's (WorkshopGetQuery's views). */
export type WorkshopList =
  BrowseList | { kind: 'recent' } | { kind: 'types'; type: DocType } | { kind: 'shared' };

const NEWEST_FIRST = { time: 'DESC', id: 'DESC' } as const;

/**
 * workshop-get (seed 001 §7): an account keeps tens of templates, so a search filters the
 * account's rows here rather than through a name index (as ready-get does).
 */
export class WorkshopListingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly plan: WorkshopPlan,
    private readonly usage: WorkshopUsage,
    private readonly shared: WorkshopSharedListing,
  ) {}

  async list(userId: string, list: WorkshopList): Promise<WorkshopGetAnswer> {
    const answer: WorkshopGetAnswer = {
      result: 'success',
      profile_is_workshop_pay: (await this.plan.isPaid(userId)) ? '1' : '0',
      folders: {},
      documents: {},
      path: [],
      types: [],
      total_templates: await this.plan.templateCount(userId),
    };
    // What others shared: read-only lists of their items (a folder of theirs shared with this
    // account included); a folder nobody shared answers below exactly as a missing one.
    const shared =
      list.kind === 'shared'
        ? await this.shared.sharedView(userId)
        : list.kind === 'folder' && list.folderId !== null
          ? await this.shared.sharedFolder(userId, list.folderId)
          : null;
    if (shared) {
      answer.types = await this.typesPresent(userId);
      return { ...answer, ...shared };
    }
    // The breadcrumbs first: they also refuse a missing (404) or trashed (in_trash) folder.
    if (list.kind === 'folder' && list.folderId !== null)
      answer.path = await workshopFolderStore.path(this.dataSource.manager, userId, list.folderId);
    const { templates, folders } = await this.rows(userId, list);
    const search = 'search' in list ? list.search?.toLowerCase() : undefined;
    const matches = (name: string) => !search || name.toLowerCase().includes(search);
    for (const folder of folders)
      if (matches(folder.name)) answer.folders[`f${folder.id}`] = workshopFolderAnswer(folder);
    const shown = templates.filter((row) => matches(row.name));
    const usage = await this.usage.of(
      userId,
      shown.map((row) => row.id),
    );
    for (const row of shown)
      answer.documents[String(row.id)] = workshopDocumentAnswer(row, usage.get(row.id)!);
    answer.types = await this.typesPresent(userId);
    return answer;
  }

  /** The type letters of the account's active templates, in the tabs' order. */
  private async typesPresent(userId: string): Promise<DocType[]> {
    const rows = await this.dataSource
      .getRepository(WorkshopTemplate)
      .createQueryBuilder('template')
      .select('DISTINCT template.type', 'type')
      .where({ userId, trashed: false })
      .getRawMany<{ type: DocType }>();
    const present = new Set(rows.map((row) => row.type));
    return WORKSHOP_TYPE_ORDER.filter((type) => present.has(type));
  }

  private async rows(userId: string, list: WorkshopList) {
    const find = (
      templates: FindOptionsWhere<WorkshopTemplate> | null,
      folders?: FindOptionsWhere<WorkshopFolder>,
    ) =>
      Promise.all([
        templates
          ? this.dataSource
              .getRepository(WorkshopTemplate)
              .find({ where: templates, order: NEWEST_FIRST })
          : Promise.resolve([]),
        folders
          ? this.dataSource
              .getRepository(WorkshopFolder)
              .find({ where: folders, order: NEWEST_FIRST })
          : Promise.resolve([]),
      ]).then(([templates, folders]) => ({ templates, folders }));
    const active = { userId, trashed: false };
    switch (list.kind) {
      case 'trash': {
        // What the teacher removed: entries trashed on their own, not those inside a folder.
        const removed = { userId, trashed: true, trashedWith: IsNull() };
        return find(removed, removed);
      }
      case 'search':
        return find(active, active);
      case 'recent':
        return find(active);
      case 'types':
        return find({ ...active, type: list.type });
      case 'shared':
        // Answered by the shared listing before this.
        return find(null);
      case 'folder': {
        const folderId = list.folderId ?? IsNull();
        return find({ ...active, folderId }, { ...active, parentId: folderId });
      }
    }
  }
}
