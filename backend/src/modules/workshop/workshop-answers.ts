import {
  workshopTemplateId,
  type WorkshopDocument,
  type WorkshopFolder as WorkshopFolderAnswer,
} from '@gramota/contracts';
import { folderApiId } from '../folders';
import type { WorkshopFolder } from './workshop-folder.entity';
import type { WorkshopTemplate } from './workshop-template.entity';

/** Where the generated pictures live: DATA_DIR/public/workshop/, served at /data/workshop/. */
export const WORKSHOP_PUBLIC_DIR = 'workshop';
export const workshopFileUrl = (name: string) =>
  name ? `/data/${WORKSHOP_PUBLIC_DIR}/${name}` : '';
/** The file store's key of a workshop picture (what /data/workshop/{name} serves). */
export const workshopFileKey = (name: string) => `public/${WORKSHOP_PUBLIC_DIR}/${name}`;

/** The list's and the editor's state: being made or failed is still a draft to the teacher. */
export const answerState = (row: Pick<WorkshopTemplate, 'state'>) =>
  row.state === 'ready' ? 'ready' : 'draft';

/** How many documents and storage files use each template (the editor's warnings). */
export interface TemplateUsage {
  count_doc: number;
  count_storage: number;
}

/** A template as the lists answer it (seed 001 §3 Workshop document). */
export function workshopDocumentAnswer(
  row: WorkshopTemplate,
  usage: TemplateUsage,
): WorkshopDocument {
  return {
    id: String(row.id),
    name: row.name,
    folder: row.folderId === null ? null : folderApiId(row.folderId),
    format: row.format,
    thum: workshopFileUrl(row.thumbFile),
    time: row.time,
    type: row.type,
    last_event_time: row.lastEventTime,
    template: workshopTemplateId(row.id),
    count_storage: usage.count_storage,
    count_doc: usage.count_doc,
    template_data: `workshop:${row.maketId}`,
    state: answerState(row),
    share_type: row.shareType,
  };
}

export function workshopFolderAnswer(row: WorkshopFolder): WorkshopFolderAnswer {
  return {
    id: folderApiId(row.id),
    name: row.name,
    parent: row.parentId === null ? null : folderApiId(row.parentId),
    time: row.time,
    share_type: row.shareType,
  };
}
