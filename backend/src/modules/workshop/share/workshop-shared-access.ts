import type { SharePermission } from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import { SharedTreeAccess, type SharedTreeTables, type SharingService } from '../../sharing';
import { WorkshopFolder } from '../workshop-folder.entity';
import { WorkshopTemplate } from '../workshop-template.entity';

export { strongerPermission } from '../../sharing';

/**
 * The workshop as sharing sees it (seed 001 §4 Sharing): workshop_templates ('wsdoc') in
 * workshop_folders, shared by the owner or a member switched in with workshop_full. Its links are
 * for signed-in people only (a document is made from the template in their own account); the
 * link page is mf-workshop's.
 */
export const WORKSHOP_SHARED_TREE: SharedTreeTables<WorkshopTemplate, WorkshopFolder> = {
  area: 'workshop',
  itemType: 'wsdoc',
  item: WorkshopTemplate,
  folder: WorkshopFolder,
  permission: 'workshop_full',
  linkPath: (code) => `/app/workshop/shared/${code}/`,
};

/** Who may do what with a workshop template or folder: the sharing module's folder-tree rule. */
export class WorkshopSharedAccess extends SharedTreeAccess<WorkshopTemplate, WorkshopFolder> {
  constructor(dataSource: DataSource, sharing: SharingService) {
    super(dataSource, sharing, WORKSHOP_SHARED_TREE);
  }

  /** The workshop's word for an item: a template. */
  template(userId: string, row: WorkshopTemplate): Promise<SharePermission | null> {
    return this.item(userId, row);
  }

  templateById(userId: string, id: number) {
    return this.itemById(userId, id);
  }
}
