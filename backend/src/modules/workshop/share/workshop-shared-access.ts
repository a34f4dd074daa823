import type { SharePermission } from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import { SharedTreeAccess, type SharingService } from '../../sharing';
import { WorkshopFolder } from '../workshop-folder.entity';
import { WorkshopTemplate } from '../workshop-template.entity';

export { strongerPermission } from '../../sharing';

/**
 * Who may do what with a workshop template or folder (seed 001 §4 Sharing): the sharing module's
 * folder-tree rule on workshop_templates ('wsdoc') and workshop_folders. The workshop's links are
 * for signed-in people only (a document is made from the template in their own account).
 */
export class WorkshopSharedAccess extends SharedTreeAccess<WorkshopTemplate, WorkshopFolder> {
  constructor(dataSource: DataSource, sharing: SharingService) {
    super(dataSource, sharing, {
      area: 'workshop',
      itemType: 'wsdoc',
      item: WorkshopTemplate,
      folder: WorkshopFolder,
    });
  }

  /** The workshop's word for an item: a template. */
  template(userId: string, row: WorkshopTemplate): Promise<SharePermission | null> {
    return this.item(userId, row);
  }

  templateById(userId: string, id: number) {
    return this.itemById(userId, id);
  }
}
