// Renders the catalogue's artwork into hash-named files and writes catalogue.json. Files whose
// names (content hashes) already exist are kept, so a rebuild only renders what changed.
import fs from 'node:fs/promises';
import path from 'node:path';
import { templateIdToUrl } from '@gramota/contracts';
import { artworkSvg } from '../artwork/artwork';
import { titleSvg, type TitleArtwork } from '../artwork/titles';
import type { TemplateDefinition } from '../catalogue.types';
import { FONTS } from '../fonts';
import { BACKGROUND_SCALE, pageSize } from '../geometry';
import { CATALOGUE, templatePadding, titleTop } from '../catalogue';
import { slugify } from '../slug';
import {
  contentHash,
  existingFile,
  rasterize,
  THUMBNAIL_WIDTH,
  writeBackground,
  writeThumbnail,
  writeTitleImages,
} from './image-files';
import {
  MANIFEST_FILE,
  MANIFEST_VERSION,
  type CatalogueManifest,
  type ManifestTemplate,
  type ManifestTitle,
} from './manifest';
import { runPool } from './pool';
import { titleOverlay } from './thumbnail-title';
import { WORKSHOP_FILE_PREFIX } from './workshop-manifest';

export interface RenderCatalogueOptions {
  outDir: string;
  /** Default: the whole catalogue. */
  templates?: readonly TemplateDefinition[];
  /** Renders at once (default 2: one per core on the build machines). */
  concurrency?: number;
  /**
   * Remove files of earlier builds that the new manifest no longer names (default false: the
   * database keeps rows of retired templates, and documents made from them keep their files).
   */
  prune?: boolean;
  log?: (line: string) => void;
}

export interface RenderCatalogueResult {
  manifest: CatalogueManifest;
  /** Files written by this run. */
  rendered: number;
  /** Files found from an earlier run and kept. */
  reused: number;
  removed: number;
  milliseconds: number;
}

export async function renderCatalogue(
  options: RenderCatalogueOptions,
): Promise<RenderCatalogueResult> {
  const started = Date.now();
  const { outDir, templates = CATALOGUE, concurrency = 2, log = () => undefined } = options;
  await fs.mkdir(outDir, { recursive: true });
  const counts = { rendered: 0, reused: 0 };
  const count = (fresh: boolean) => (fresh ? (counts.rendered += 1) : (counts.reused += 1));

  // Titles first: template thumbnails show them.
  const titlesByKey = new Map<string, TitleArtwork>();
  for (const template of templates)
    for (const title of template.movableTitle?.gallery ?? []) titlesByKey.set(title.key, title);
  const titles = new Map<string, ManifestTitle>();
  await runPool([...titlesByKey.values()], concurrency, async (title) => {
    const svg = titleSvg(title, title.width * BACKGROUND_SCALE);
    const hash = contentHash(svg);
    const files = {
      image: `title-${title.key}-${hash}.png`,
      thumbnail: `title-${title.key}-${hash}-thumb.webp`,
    };
    const image = await existingFile(outDir, files.image);
    const thumbnail = await existingFile(outDir, files.thumbnail);
    if (image && thumbnail) {
      count(false);
      count(false);
      titles.set(title.key, { key: title.key, text: title.text, image, thumbnail });
      return;
    }
    const written = await writeTitleImages(outDir, files, svg);
    count(true);
    count(true);
    titles.set(title.key, { key: title.key, text: title.text, ...written });
  });

  const rows = await runPool(templates, concurrency, async (template, sort) => {
    const row = await renderTemplate(template, sort, outDir, titles, count);
    log(`  ${template.id.padEnd(10)} ${row.background.file}`);
    return row;
  });

  const manifest: CatalogueManifest = {
    version: MANIFEST_VERSION,
    catalogue: contentHash(...rows.map((row) => row.hash)),
    templates: rows,
  };
  const temporary = path.join(outDir, `.${MANIFEST_FILE}.${process.pid}.tmp`);
  await fs.writeFile(temporary, `${JSON.stringify(manifest, null, 1)}\n`);
  await fs.rename(temporary, path.join(outDir, MANIFEST_FILE));
  const removed = options.prune ? await pruneStale(outDir, manifest) : 0;
  return { manifest, ...counts, removed, milliseconds: Date.now() - started };
}

async function renderTemplate(
  template: TemplateDefinition,
  sort: number,
  outDir: string,
  titles: Map<string, ManifestTitle>,
  count: (fresh: boolean) => void,
): Promise<ManifestTemplate> {
  const page = pageSize(template.format);
  const padding = templatePadding(template);
  const top = titleTop(template);
  const urlId = templateIdToUrl(template.id);
  const svg = artworkSvg(template.design.draw, page, page.width * BACKGROUND_SCALE);
  const backgroundHash = contentHash(svg);
  const movable = template.movableTitle;
  const chosenTitle = movable ? titles.get(movable.gallery[movable.index]?.key ?? '') : undefined;
  // The thumbnail shows the title too, so its name depends on the title's look and place.
  const titleInputs = chosenTitle
    ? `image:${chosenTitle.image.file}:${top}`
    : `text:${template.title}:${FONTS[template.font].style}:${padding.join(',')}`;
  const thumbnailHash = contentHash(backgroundHash, titleInputs);
  const backgroundName = `${urlId}-${backgroundHash}.jpg`;
  const thumbnailName = `${urlId}-${thumbnailHash}-thumb.webp`;

  let background = await existingFile(outDir, backgroundName);
  let thumbnail = await existingFile(outDir, thumbnailName);
  count(background === null);
  count(thumbnail === null);
  if (!background || !thumbnail) {
    const raster = await rasterize(svg);
    background ??= await writeBackground(outDir, backgroundName, raster);
    if (!thumbnail) {
      const overlays = await titleOverlay({
        template,
        page,
        padding,
        top,
        title: chosenTitle,
        outDir,
        thumbnailWidth: THUMBNAIL_WIDTH,
      });
      thumbnail = await writeThumbnail(outDir, thumbnailName, raster, overlays);
    }
  }

  const row: Omit<ManifestTemplate, 'hash'> = {
    id: template.id,
    name: template.name,
    tname: slugify(template.name),
    category: template.category,
    groups: template.groups,
    format: template.format,
    lng: template.lng,
    pro: template.pro,
    region: template.region ?? null,
    sort,
    title: template.title,
    font: template.font,
    padding,
    content: template.content,
    fields: template.fields ?? [],
    background,
    thumbnail,
    movableTitle:
      movable && top !== null
        ? {
            gallery: movable.gallery.map((title) => titles.get(title.key)!),
            index: movable.index,
            top,
          }
        : null,
  };
  return { ...row, hash: contentHash(JSON.stringify(row)) };
}

/** Deletes files of earlier builds that the manifest no longer names. */
async function pruneStale(outDir: string, manifest: CatalogueManifest): Promise<number> {
  const keep = new Set<string>([MANIFEST_FILE]);
  for (const row of manifest.templates) {
    keep.add(row.background.file).add(row.thumbnail.file);
    for (const title of row.movableTitle?.gallery ?? [])
      keep.add(title.image.file).add(title.thumbnail.file);
  }
  let removed = 0;
  for (const entry of await fs.readdir(outDir, { withFileTypes: true })) {
    if (!entry.isFile() || keep.has(entry.name)) continue;
    // The workshop's presets share the folder; its own manifest decides which of them stay.
    if (entry.name.startsWith(WORKSHOP_FILE_PREFIX)) continue;
    if (!/\.(jpg|png|webp|tmp)$/.test(entry.name)) continue;
    await fs.rm(path.join(outDir, entry.name), { force: true });
    removed += 1;
  }
  return removed;
}
