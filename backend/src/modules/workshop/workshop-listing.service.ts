import { WORKSHOP_TYPE_ORDER, type DocType, type WorkshopGetAnswer } from '@gramota/contracts';
import type { DataSource, FindOptionsWhere } from 'typeorm';
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
    const { manager } = this.dataSource;
    const active = { userId, trashed: false };
    const templatesWhere = (where: FindOptionsWhere<WorkshopTemplate>) =>
      manager
        .find(WorkshopTemplate, { where, order: NEWEST_FIRST })
        .then((templates) => ({ templates, folders: [] as WorkshopFolder[] }));
    switch (list.kind) {
      case 'recent':
        return templatesWhere(active);
      case 'types':
        return templatesWhere({ ...active, type: list.type });
      case 'shared':
        // Answered by the shared listing before this.
        return { templates: [] as WorkshopTemplate[], folders: [] as WorkshopFolder[] };
      default: {
        const { items, folders } = await workshopFolderStore.browse<
          WorkshopTemplate,
          WorkshopFolder
        >(manager, userId, list);
        return { templates: items, folders };
      }
    }
  }
}
