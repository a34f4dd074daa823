import {
  workshopIdOfTemplate,
  workshopTemplateId,
  type TemplateCards,
  type TemplateFormat,
  type TemplateSet,
} from '@gramota/contracts';
import { DEFAULT_FONT } from '@gramota/doc-style';
import { parseScene } from '@gramota/scene';
import type { DataSource } from 'typeorm';
import type { TemplateLookup } from '../docs';
import type { SharingService } from '../sharing';
import { WorkshopSharedAccess } from './share/workshop-shared-access';
import { workshopFileUrl } from './workshop-answers';
import { badRequest } from './workshop-errors';
import { documentPadding } from './workshop-margins';
import { WorkshopTemplate } from './workshop-template.entity';
import { WORKSHOP_DOCUMENT_CONTENT } from './workshop-templates.service';

/** A workshop template as the docs module reads a template (img_redactor = its page picture). */
function templateSetOf(row: WorkshopTemplate): TemplateSet {
  const parsed = parseScene(row.scene);
  return {
    id: workshopTemplateId(row.id),
    name: row.name,
    category: row.type,
    lng: 'ru',
    // Documents keep the workshop's format as it is (ni-… included): doc-style knows them all.
    format: row.format as TemplateFormat,
    img_redactor: workshopFileUrl(row.pageFile),
    padding: parsed.ok ? documentPadding(parsed.scene) : row.margins,
    pro: '0',
    is_title_movable: '0',
    title_movable_gallery: '',
    title_index: 0,
    titles_margin: '',
    titles_float: '0|0',
    wlogo: '0',
    logo: '',
    // The title is drawn on the page picture; the document's text starts empty.
    title: '',
    font: DEFAULT_FONT,
    content: WORKSHOP_DOCUMENT_CONTENT,
    fields: [],
  };
}

/**
 * The templates documents are made from: 'ws:{id}:0' from the workshop, any other id from the
 * catalogue. Rendering an existing document finds its template whatever became of it (documents
 * keep their background); making a new one (`availableOnly`) takes only a template the account
 * may use (its own, or shared with it: by its people, a link it opened, every signed-in user, or
 * a folder around it shared so), active, and generated for its current design (400 not_ready).
 * `sharing`: the app's SharingService (the one the share calls write through).
 */
export function withWorkshopTemplates(
  dataSource: DataSource,
  catalogue: TemplateLookup,
  sharing: SharingService,
): TemplateLookup {
  const access = new WorkshopSharedAccess(dataSource, sharing);
  return {
    async templateSet(templateId, options = {}) {
      const id = workshopIdOfTemplate(templateId);
      if (id === null) return catalogue.templateSet(templateId, options);
      const row = await dataSource.getRepository(WorkshopTemplate).findOneBy({ id: Number(id) });
      if (!row) return null;
      if (options.availableOnly) {
        if (options.userId === undefined || row.trashed) return null;
        if ((await access.template(options.userId, row)) === null) return null;
        if (row.state !== 'ready' || !row.pageFile) throw badRequest('not_ready', 'template_id');
      }
      return templateSetOf(row);
    },
  };
}

/** The gallery's `workshop` group: the account's ready templates as cards (img: the thumbnail). */
export async function workshopCards(
  dataSource: DataSource,
  userId: string,
): Promise<TemplateCards> {
  const rows = await dataSource.getRepository(WorkshopTemplate).find({
    where: { userId, trashed: false, state: 'ready' },
    order: { time: 'DESC', id: 'DESC' },
  });
  const cards: TemplateCards = {};
  for (const row of rows) {
    const id = workshopTemplateId(row.id);
    cards[id] = {
      id,
      name: row.name,
      tname: `ws-${row.id}-0`,
      format: row.format as TemplateFormat,
      img: workshopFileUrl(row.thumbFile),
      lng: 'ru',
      end: '',
      pro: '0',
    };
  }
  return cards;
}
