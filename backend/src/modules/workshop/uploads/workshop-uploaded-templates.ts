import { DOCS_LIMITS, WORKSHOP_LIMITS } from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import { checkedName, fitName, insertedId, targetFolder } from '../../folders';
import { marginsText } from '../workshop-margins';
import type { WorkshopPlan } from '../workshop-plan';
import { workshopFolderStore } from '../workshop-folder-store';
import { NEW_TEMPLATE_NAME } from '../workshop-templates.service';
import { WorkshopTemplate } from '../workshop-template.entity';
import type { UploadedTemplates } from './uploaded-template';

/** The file's name as the template's, when it is one a name may be; else the default name. */
function templateTitle(filename: string): string {
  try {
    return checkedName(
      fitName(filename, Math.min(WORKSHOP_LIMITS.nameMax, DOCS_LIMITS.docNameMax)),
      'doc',
    );
  } catch {
    return NEW_TEMPLATE_NAME;
  }
}

/**
 * The workshop's side of template uploads, on its own tables: the plan rule, and a template of
 * layout 0 made in one transaction with the plan checked again inside it (two uploads at once on
 * a free account make one template, the other answers need-pay).
 */
export function workshopUploadedTemplates(
  dataSource: DataSource,
  clock: Clock,
  plan: WorkshopPlan,
): UploadedTemplates {
  return {
    mayAddTemplate: (accountId) => plan.mayAddTemplate(accountId),
    async createUploaded(accountId, { name, format, folderId, scene }) {
      const folder = targetFolder(folderId, 'folder_id');
      const title = templateTitle(name);
      return dataSource.transaction(async (manager) => {
        if (!(await plan.mayAddTemplate(accountId))) return 'need-pay' as const;
        const parent = await workshopFolderStore.activeTargetFolder(
          manager,
          accountId,
          folder,
          'folder_id',
        );
        const now = clock().getTime();
        const result = await manager.insert(WorkshopTemplate, {
          userId: accountId,
          folderId: parent,
          name: title,
          nameLower: title.toLowerCase(),
          format,
          type: 'g',
          maketId: 0,
          scene: JSON.stringify(scene),
          margins: marginsText(scene.frame.margins),
          state: 'draft',
          pageFile: '',
          thumbFile: '',
          time: now,
          lastEventTime: now,
          shareType: 'users',
          trashed: false,
          trashedAt: null,
          trashedWith: null,
        });
        return { id: String(insertedId(result.identifiers)) };
      });
    },
  };
}
