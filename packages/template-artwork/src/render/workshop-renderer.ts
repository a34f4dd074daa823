// Renders the workshop's presets (backgrounds, frames, layout previews) into ws-* files next to
// the catalogue's and writes workshop.json. Names carry content hashes, like the catalogue's:
// a file that exists is kept, so a rebuild with no artwork change renders nothing.
import fs from 'node:fs/promises';
import path from 'node:path';
import { templateFileUrl } from '@gramota/contracts';
import sharp from 'sharp';
import { artworkSvg } from '../artwork/artwork';
import { BACKGROUND_SCALE, pageSize, type PageSize } from '../geometry';
import { BACKGROUNDS } from '../workshop/backgrounds';
import { FRAMES } from '../workshop/frames';
import { maketStyles } from '../workshop/maket-styles';
import { MAKETS } from '../workshop/makets';
import {
  orientationOf,
  ORIENTATIONS,
  type BackgroundDefinition,
  type FrameDefinition,
  type MaketDefinition,
  type Orientation,
} from '../workshop/workshop.types';
import {
  contentHash,
  existingFile,
  rasterize,
  THUMBNAIL_QUALITY,
  THUMBNAIL_WIDTH,
  writeBackground,
  writeImageFile,
  writeThumbnail,
} from './image-files';
import type { ManifestFile } from './manifest';
import { runPool } from './pool';
import {
  WORKSHOP_FILE_PREFIX,
  WORKSHOP_MANIFEST_FILE,
  WORKSHOP_MANIFEST_VERSION,
  workshopFiles,
  type WorkshopManifest,
  type WorkshopManifestBackground,
  type WorkshopManifestFrame,
  type WorkshopManifestMaket,
} from './workshop-manifest';
import { maketThumbnailSvg } from './workshop-thumbnail';

/** Portrait presets are drawn on the a4 page and serve a5 too (the scene covers its page). */
const ORIENTATION_PAGE: Record<Orientation, PageSize> = {
  portrait: pageSize('a4'),
  landscape: pageSize('a4h'),
};
const ORIENTATION_FORMATS = { portrait: ['a4', 'a5'], landscape: ['a4h'] } as const;
/**
 * Pixels across: both orientations get the same density as the catalogue's portrait backgrounds
 * (1600 px over 210 mm, about 190 dpi), so a landscape page is 2264 px wide.
 */
const pixelWidth = (orientation: Orientation) =>
  orientation === 'portrait'
    ? ORIENTATION_PAGE.portrait.width * BACKGROUND_SCALE
    : ORIENTATION_PAGE.portrait.height * BACKGROUND_SCALE;
const presetId = (key: string, orientation: Orientation) => `${key}-${orientation[0]}`;

export interface RenderWorkshopOptions {
  outDir: string;
  backgrounds?: readonly BackgroundDefinition[];
  frames?: readonly FrameDefinition[];
  makets?: readonly MaketDefinition[];
  concurrency?: number;
  /** Remove ws-* files the new manifest no longer names. */
  prune?: boolean;
  log?: (line: string) => void;
}

export interface RenderWorkshopResult {
  manifest: WorkshopManifest;
  rendered: number;
  reused: number;
  removed: number;
  milliseconds: number;
}

export async function renderWorkshop(
  options: RenderWorkshopOptions,
): Promise<RenderWorkshopResult> {
  const started = Date.now();
  const {
    outDir,
    backgrounds = BACKGROUNDS,
    frames = FRAMES,
    makets = MAKETS,
    concurrency = 2,
    log = () => undefined,
  } = options;
  await fs.mkdir(outDir, { recursive: true });
  const counts = { rendered: 0, reused: 0 };
  const count = (fresh: boolean) => (fresh ? (counts.rendered += 1) : (counts.reused += 1));

  const jobs = ORIENTATIONS.flatMap((orientation) => [
    ...backgrounds.map((definition) => ({ kind: 'background' as const, definition, orientation })),
    ...frames.map((definition) => ({ kind: 'frame' as const, definition, orientation })),
  ]);
  const backgroundRows: WorkshopManifestBackground[] = [];
  const frameRows: WorkshopManifestFrame[] = [];
  await runPool(jobs, concurrency, async (job) => {
    const page = ORIENTATION_PAGE[job.orientation];
    const svg = artworkSvg(job.definition.draw, page, pixelWidth(job.orientation));
    const hash = contentHash(svg);
    const id = presetId(job.definition.key, job.orientation);
    const common = {
      id,
      key: job.definition.key,
      name: job.definition.name,
      orientation: job.orientation,
    };
    if (job.kind === 'background') {
      const names = {
        image: `${WORKSHOP_FILE_PREFIX}bg-${id}-${hash}.jpg`,
        thumbnail: `${WORKSHOP_FILE_PREFIX}bg-${id}-${hash}-thumb.webp`,
      };
      let image = await existingFile(outDir, names.image);
      let thumbnail = await existingFile(outDir, names.thumbnail);
      count(image === null);
      count(thumbnail === null);
      if (!image || !thumbnail) {
        const raster = await rasterize(svg);
        image ??= await writeBackground(outDir, names.image, raster);
        thumbnail ??= await writeThumbnail(outDir, names.thumbnail, raster, []);
      }
      backgroundRows.push({
        ...common,
        formats: [...ORIENTATION_FORMATS[job.orientation]],
        image,
        thumbnail,
      });
    } else {
      const name = `${WORKSHOP_FILE_PREFIX}frame-${id}-${hash}.png`;
      let image = await existingFile(outDir, name);
      count(image === null);
      if (!image) {
        const { data, info } = await sharp(Buffer.from(svg))
          .png({ compressionLevel: 9, adaptiveFiltering: true })
          .toBuffer({ resolveWithObject: true });
        image = await writeImageFile(outDir, name, data, info.width, info.height);
      }
      frameRows.push({ ...common, image });
    }
    log(`  workshop ${job.kind.padEnd(10)} ${id}`);
  });
  // The pool finishes jobs in any order: the manifest keeps the definitions' order.
  const order = (rows: Array<{ key: string; orientation: Orientation }>, keys: string[]) =>
    rows.sort(
      (a, b) =>
        ORIENTATIONS.indexOf(a.orientation) - ORIENTATIONS.indexOf(b.orientation) ||
        keys.indexOf(a.key) - keys.indexOf(b.key),
    );
  order(
    backgroundRows,
    backgrounds.map((definition) => definition.key),
  );
  order(
    frameRows,
    frames.map((definition) => definition.key),
  );

  const maketRows = await runPool(makets, concurrency, async (maket) => {
    const row = await renderMaket(maket, outDir, backgrounds, frames, frameRows, count);
    log(`  workshop maket      ${maket.id}`);
    return row;
  });

  const body = { backgrounds: backgroundRows, frames: frameRows, makets: maketRows };
  const manifest: WorkshopManifest = {
    version: WORKSHOP_MANIFEST_VERSION,
    hash: contentHash(JSON.stringify(body)),
    ...body,
  };
  const temporary = path.join(outDir, `.${WORKSHOP_MANIFEST_FILE}.${process.pid}.tmp`);
  await fs.writeFile(temporary, `${JSON.stringify(manifest, null, 1)}\n`);
  await fs.rename(temporary, path.join(outDir, WORKSHOP_MANIFEST_FILE));
  const removed = options.prune ? await pruneWorkshop(outDir, manifest) : 0;
  return { manifest, ...counts, removed, milliseconds: Date.now() - started };
}

async function renderMaket(
  maket: MaketDefinition,
  outDir: string,
  backgrounds: readonly BackgroundDefinition[],
  frames: readonly FrameDefinition[],
  frameRows: WorkshopManifestFrame[],
  count: (fresh: boolean) => void,
): Promise<WorkshopManifestMaket> {
  const orientation = orientationOf(maket.format);
  const page = pageSize(maket.format);
  const background =
    'key' in maket.background
      ? backgrounds.find(
          (definition) => definition.key === (maket.background as { key: string }).key,
        )
      : undefined;
  if ('key' in maket.background && !background)
    throw new Error(`maket ${maket.id}: no background ${maket.background.key}`);
  const frameKey = maket.frame && 'key' in maket.frame ? maket.frame.key : null;
  const frameDefinition = frameKey ? frames.find((frame) => frame.key === frameKey) : undefined;
  const frameRow = frameKey
    ? frameRows.find((row) => row.key === frameKey && row.orientation === orientation)
    : undefined;
  if (frameKey && (!frameDefinition || !frameRow))
    throw new Error(`maket ${maket.id}: no frame ${frameKey}`);
  const styles = maketStyles({
    maket,
    page,
    frame:
      frameRow && frameDefinition
        ? { url: templateFileUrl(frameRow.image.file), definition: frameDefinition }
        : undefined,
    backgroundId: background ? presetId(background.key, orientation) : undefined,
  });
  const svg = maketThumbnailSvg({
    page,
    styles,
    background,
    frame: frameDefinition,
    pixelWidth: THUMBNAIL_WIDTH,
  });
  const name = `${WORKSHOP_FILE_PREFIX}maket-${maket.id}-${contentHash(svg)}-thumb.webp`;
  let thumbnail: ManifestFile | null = await existingFile(outDir, name);
  count(thumbnail === null);
  if (!thumbnail) {
    const { data, info } = await sharp(Buffer.from(svg))
      .flatten({ background: '#ffffff' })
      .webp({ quality: THUMBNAIL_QUALITY })
      .toBuffer({ resolveWithObject: true });
    thumbnail = await writeImageFile(outDir, name, data, info.width, info.height);
  }
  return {
    id: maket.id,
    format: maket.format,
    type: maket.type,
    name: maket.name,
    frame: frameRow?.id ?? null,
    ...styles,
    thumbnail,
  };
}

/** Deletes ws-* files of earlier builds that the workshop manifest no longer names. */
async function pruneWorkshop(outDir: string, manifest: WorkshopManifest): Promise<number> {
  const keep = new Set(workshopFiles(manifest).map((row) => row.file));
  let removed = 0;
  for (const entry of await fs.readdir(outDir, { withFileTypes: true })) {
    if (!entry.isFile() || keep.has(entry.name)) continue;
    if (!entry.name.startsWith(WORKSHOP_FILE_PREFIX)) continue;
    if (!/\.(jpg|png|webp)$/.test(entry.name)) continue;
    await fs.rm(path.join(outDir, entry.name), { force: true });
    removed += 1;
  }
  return removed;
}
