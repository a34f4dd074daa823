import type { DataSource, EntityManager, FindOptionsWhere } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { FolderFormActions, type AreaItemRules, type DeletePlan } from '../folders';
import type { SharingService } from '../sharing';
import { badRequest } from './workshop-errors';
import { workshopFolderStore } from './workshop-folder-store';
import type { WorkshopPagesService } from './workshop-pages.service';
import { WorkshopTemplate } from './workshop-template.entity';
import type { WorkshopUsage } from './workshop-usage';
import { sceneLayerFiles } from '../render/scene-layers';

/**
 * The form actions on templates and their folders (seed 001 §7 /api/workshop-{type}-{action}/):
 * the folders module's on workshop_templates + workshop_folders, plus what only templates need.
 */
export function workshopFormActions(
  dataSource: DataSource,
  clock: Clock,
  usage: WorkshopUsage,
  pages: WorkshopPagesService,
  sharing: SharingService,
): FolderFormActions {
  return new FolderFormActions(
    dataSource,
    clock,
    workshopFolderStore,
    new TemplateRules(usage, pages, sharing),
  );
}

class TemplateRules implements AreaItemRules {
  constructor(
    private readonly usage: WorkshopUsage,
    private readonly pages: WorkshopPagesService,
    private readonly sharing: SharingService,
  ) {}

  async renameItem(manager: EntityManager, userId: string, id: number, name: string) {
    await manager.update(WorkshopTemplate, { id, userId }, { name, nameLower: name.toLowerCase() });
  }

  /**
   * A template documents still use is not deleted (400 template_in_use: the remove-error modal),
   * and nothing else of the selection is either; once the deletion is committed the pictures of
   * the deleted ones leave the disk, and the people and links they were shared with go.
   */
  async beforeDeleteForever(manager: EntityManager, userId: string, plan: DeletePlan) {
    const rows: Pick<WorkshopTemplate, 'id' | 'pageFile' | 'thumbFile'>[] = [];
    for (const where of workshopFolderStore.itemsOf(userId, plan))
      rows.push(
        ...(await manager.find(WorkshopTemplate, {
          select: { id: true, pageFile: true, thumbFile: true },
          where: where as FindOptionsWhere<WorkshopTemplate>,
        })),
      );
    const ids = rows.map((row) => row.id);
    if ((await this.usage.documentsUsing(manager, ids)) > 0)
      throw badRequest('template_in_use', 'data_id');
    const files = rows
      .flatMap((row) => [
        row.pageFile,
        row.thumbFile,
        ...(row.pageFile ? Object.values(sceneLayerFiles(row.pageFile)) : []),
      ])
      .filter(Boolean);
    const folders = await workshopFolderStore.plannedFolderIds(manager, userId, plan);
    const refs = [
      ...ids.map((id) => ({ type: 'wsdoc', id })),
      ...folders.map((id) => ({ type: 'folder', id })),
    ];
    return async () => {
      await this.pages.remove(files);
      if (refs.length > 0) await this.sharing.forgetItems('workshop', refs);
    };
  }
}
