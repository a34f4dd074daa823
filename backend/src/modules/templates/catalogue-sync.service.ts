import fs from 'node:fs/promises';
import path from 'node:path';
import { In, type DataSource, type Repository } from 'typeorm';
import type { Logger } from '../../logger';
import type { Clock } from '../../shared/clock';
import {
  catalogueManifestSchema,
  MANIFEST_FILE,
  type CatalogueManifestRow,
} from './catalogue-manifest';
import { Template } from './template.entity';

export type SyncOutcome =
  | { state: 'synced'; total: number; written: number; retired: number }
  | { state: 'missing' | 'invalid'; problem: string };

const ROWS_PER_WRITE = 50;

/** The row the manifest describes, as stored. */
function toRow(template: CatalogueManifestRow, now: Date): Template {
  const movable = template.movableTitle;
  return {
    id: template.id,
    lng: template.lng,
    category: template.category,
    groups: template.groups.join(','),
    name: template.name,
    tname: template.tname,
    format: template.format,
    pro: template.pro,
    region: template.region,
    sort: template.sort,
    title: template.title,
    font: template.font,
    padding: template.padding.join(' '),
    content: template.content,
    fields: JSON.stringify(template.fields),
    background: template.background.file,
    thumbnail: template.thumbnail.file,
    titleGallery: movable ? movable.gallery.map((title) => title.image.file).join(';;') : '',
    titleIndex: movable?.index ?? 0,
    titlesMargin: movable?.top ?? null,
    available: true,
    catalogueHash: template.hash,
    updatedAt: now,
  };
}

/**
 * Loads catalogue.json into the templates table: rows that are new or changed are written, rows
 * no longer in the catalogue are marked unavailable. A second run with the same file writes
 * nothing. Upserts keep several instances starting at once from tripping over each other.
 */
export class CatalogueSyncService {
  private readonly templates: Repository<Template>;

  constructor(
    dataSource: DataSource,
    private readonly catalogueDir: string,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {
    this.templates = dataSource.getRepository(Template);
  }

  async sync(): Promise<SyncOutcome> {
    const file = path.join(this.catalogueDir, MANIFEST_FILE);
    let raw: string;
    try {
      raw = await fs.readFile(file, 'utf8');
    } catch {
      const problem = `${file} not found: build the catalogue with npm run build -w @gramota/template-artwork`;
      this.logger.warn({ file }, 'template catalogue not built; the gallery keeps the rows it has');
      return { state: 'missing', problem };
    }
    let parsed;
    try {
      parsed = catalogueManifestSchema.safeParse(JSON.parse(raw));
    } catch (error) {
      parsed = { success: false as const, error };
    }
    if (!parsed.success) {
      const problem = `${file} is not a valid catalogue manifest`;
      this.logger.error({ file, err: parsed.error }, 'template catalogue ignored');
      return { state: 'invalid', problem };
    }

    const now = this.clock();
    const stored = await this.templates.find({
      select: { id: true, catalogueHash: true, available: true },
    });
    const known = new Map(stored.map((row) => [row.id, row]));
    const changed = parsed.data.templates
      .filter((template) => {
        const row = known.get(template.id);
        return !row || row.catalogueHash !== template.hash || !row.available;
      })
      .map((template) => toRow(template, now));
    for (let start = 0; start < changed.length; start += ROWS_PER_WRITE) {
      await this.templates.upsert(changed.slice(start, start + ROWS_PER_WRITE), ['id']);
    }
    const listed = new Set(parsed.data.templates.map((template) => template.id));
    const retired = stored
      .filter((row) => row.available && !listed.has(row.id))
      .map((row) => row.id);
    if (retired.length > 0)
      await this.templates.update({ id: In(retired) }, { available: false, updatedAt: now });
    const outcome = {
      state: 'synced' as const,
      total: listed.size,
      written: changed.length,
      retired: retired.length,
    };
    this.logger.info(outcome, 'template catalogue loaded');
    return outcome;
  }
}
