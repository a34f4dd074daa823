import {
  ALL_TEMPLATE_LANGUAGES,
  templateFileUrl,
  templateIdFromUrl,
  type Category,
  type Group,
  type TemplateCard,
  type TemplateCards,
  type TemplateField,
  type TemplateFormat,
  type TemplateLanguage,
  type TemplatesGetAnswer,
  type TemplateSet,
} from '@gramota/contracts';
import type { DataSource, FindOptionsWhere, Repository } from 'typeorm';
import type { LicenceInfo } from '@gramota/contracts';
import { Template } from './template.entity';

/** What the gallery needs to know about the user: their licences (for `end` and `my`). */
export interface LicenceSource {
  list(userId: string): Promise<LicenceInfo[]>;
}

export interface GalleryQuery {
  /** A template language, or 'all'. */
  lng: string;
  /** Region codes to show region templates for (per country); empty: every region. */
  regions: string[];
  my: boolean;
}

const toCard = (row: Template, end: string): TemplateCard => ({
  id: row.id,
  name: row.name,
  tname: row.tname,
  format: row.format as TemplateFormat,
  img: templateFileUrl(row.thumbnail),
  lng: row.lng as TemplateLanguage,
  end,
  pro: row.pro ? '1' : '0',
});

/** The country part of a region code: 'ru-mow' -> 'ru'. */
const country = (region: string) => region.split('-')[0] ?? '';

/**
 * A region template is shown unless the user picked regions of its country and this is not one
 * of them: picking Bavaria hides other German regions, not Moscow.
 */
function regionAllows(row: Template, regions: string[]): boolean {
  if (!row.region || regions.length === 0) return true;
  const sameCountry = regions.filter((region) => country(region) === country(row.region!));
  return sameCountry.length === 0 || sameCountry.includes(row.region);
}

/**
 * The last day of the user's licences, per template: 'all-templates' and 'school' licences cover
 * every template, a 'template' licence its one template.
 */
function licenceEnds(licences: LicenceInfo[]): { all: string; byTemplate: Map<string, string> } {
  let all = '';
  const byTemplate = new Map<string, string>();
  for (const licence of licences) {
    if (!licence.active) continue;
    if (licence.kind === 'template' && licence.template_id) {
      const known = byTemplate.get(licence.template_id) ?? '';
      if (licence.date_end > known) byTemplate.set(licence.template_id, licence.date_end);
    } else if (licence.kind === 'all-templates' || licence.kind === 'school') {
      if (licence.date_end > all) all = licence.date_end;
    }
  }
  return { all, byTemplate };
}

/** The template gallery and the template set (seed 001 §2, §3, §7 Templates). No Koa here. */
export class TemplatesService {
  private readonly templates: Repository<Template>;

  constructor(
    dataSource: DataSource,
    private readonly licences: LicenceSource,
    private readonly ready: () => Promise<unknown>,
    /** The account's own workshop templates as cards (the workshop module); none without it. */
    private readonly workshopCards: (userId: string) => Promise<TemplateCards> = () =>
      Promise.resolve({}),
  ) {
    this.templates = dataSource.getRepository(Template);
  }

  /** templates-get: category -> group -> id -> card, in gallery order. */
  async gallery(userId: string, query: GalleryQuery): Promise<TemplatesGetAnswer> {
    await this.ready();
    const where: FindOptionsWhere<Template> = { available: true };
    if (query.lng !== ALL_TEMPLATE_LANGUAGES) where.lng = query.lng;
    const [rows, licences] = await Promise.all([
      this.templates.find({ where, order: { sort: 'ASC', id: 'ASC' } }),
      this.licences.list(userId),
    ]);
    const ends = licenceEnds(licences);
    const endOf = (id: string) => {
      const own = ends.byTemplate.get(id) ?? '';
      return own > ends.all ? own : ends.all;
    };
    const types: TemplatesGetAnswer['types'] = {};
    for (const row of rows) {
      if (!regionAllows(row, query.regions)) continue;
      const card = toCard(row, endOf(row.id));
      const category = (types[row.category as Category] ??= {});
      for (const group of row.groups.split(',') as Group[]) (category[group] ??= {})[row.id] = card;
    }
    const my: TemplateCards = {};
    if (query.my && ends.byTemplate.size > 0) {
      const owned = await this.templates.find({
        where: [...ends.byTemplate.keys()].map((id) => ({ id, available: true })),
      });
      for (const row of owned) my[row.id] = toCard(row, endOf(row.id));
    }
    // The teacher's own designs: their group, and among `my` too (seed 001 §2 /app/templates/my/).
    const workshop = await this.workshopCards(userId);
    if (query.my) Object.assign(my, workshop);
    return { result: 'success', types, my, workshop };
  }

  /**
   * The template set of one template, by 'lng:id:index' or its URL form. Templates taken out of
   * the catalogue still answer (documents made from them keep working) unless `availableOnly`.
   * Null when there is no such template.
   */
  async templateSet(
    templateId: string,
    options: { availableOnly?: boolean } = {},
  ): Promise<TemplateSet | null> {
    await this.ready();
    const id = templateIdFromUrl(templateId);
    if (!id) return null;
    const row = await this.templates.findOneBy(
      options.availableOnly ? { id, available: true } : { id },
    );
    if (!row) return null;
    const gallery = row.titleGallery ? row.titleGallery.split(';;') : [];
    return {
      id: row.id,
      name: row.name,
      category: row.category as Category,
      lng: row.lng as TemplateLanguage,
      format: row.format as TemplateFormat,
      img_redactor: templateFileUrl(row.background),
      padding: row.padding,
      pro: row.pro ? '1' : '0',
      is_title_movable: gallery.length > 0 ? '1' : '0',
      title_movable_gallery: gallery.map(templateFileUrl).join(';;'),
      title_index: row.titleIndex,
      titles_margin: row.titlesMargin === null ? '' : String(row.titlesMargin),
      titles_float: '0|0',
      wlogo: '0',
      logo: '',
      title: row.title,
      font: row.font,
      content: row.content,
      fields: JSON.parse(row.fields) as TemplateField[],
    };
  }
}
