import {
  workshopTemplateId,
  type DocType,
  type WorkshopDocument,
  type WorkshopFolder,
  type WorkshopGetAnswer,
} from '@gramota/contracts';

export const workshopTemplate = (
  id: string,
  name: string,
  extra: Partial<WorkshopDocument> = {},
): WorkshopDocument => ({
  id,
  name,
  folder: null,
  format: 'a4',
  thum: `/data/workshop/${id}_th.webp`,
  time: Date.UTC(2026, 10, 5, 10, Number(id) % 60),
  type: 'g',
  last_event_time: Date.UTC(2026, 10, 5, 10, Number(id) % 60),
  template: workshopTemplateId(id),
  count_storage: 0,
  count_doc: 0,
  template_data: 'workshop:50',
  state: 'ready',
  share_type: 'users',
  ...extra,
});

export const workshopFolder = (
  id: string,
  name: string,
  extra: Partial<WorkshopFolder> = {},
): WorkshopFolder => ({
  id,
  name,
  parent: null,
  time: Date.UTC(2026, 10, 1),
  share_type: 'users',
  ...extra,
});

export function workshopAnswer(
  documents: readonly WorkshopDocument[],
  folders: readonly WorkshopFolder[] = [],
  extra: Partial<WorkshopGetAnswer> = {},
): WorkshopGetAnswer {
  const types = [...new Set(documents.map((document) => document.type))] as DocType[];
  return {
    result: 'success',
    profile_is_workshop_pay: '0',
    folders: Object.fromEntries(folders.map((folder) => [folder.id, folder])),
    documents: Object.fromEntries(documents.map((document) => [document.id, document])),
    path: [],
    types,
    total_templates: documents.length,
    ...extra,
  };
}
