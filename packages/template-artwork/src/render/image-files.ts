// Turning SVG into the catalogue's image files with sharp (its bundled librsvg draws the SVG).
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import type { ManifestFile } from './manifest';

/**
 * Part of every content hash: bump it when the output settings below change, so every file is
 * rendered again under a new name.
 */
export const RENDER_VERSION = 'r1:jpeg-q88-progressive:webp-300-q80:png';

export const BACKGROUND_QUALITY = 88;
export const THUMBNAIL_WIDTH = 300;
export const THUMBNAIL_QUALITY = 80;

export function contentHash(...parts: string[]): string {
  const hash = createHash('sha256').update(RENDER_VERSION);
  for (const part of parts) hash.update('\0').update(part);
  return hash.digest('hex').slice(0, 16);
}

/** The file if it is already there (rendered by an earlier build), else null. */
export async function existingFile(dir: string, file: string): Promise<ManifestFile | null> {
  try {
    const stat = await fs.stat(path.join(dir, file));
    if (!stat.isFile() || stat.size === 0) return null;
    const { width = 0, height = 0 } = await sharp(path.join(dir, file)).metadata();
    return { file, width, height, bytes: stat.size };
  } catch {
    return null;
  }
}

/** Writes through a temporary name, so a crash never leaves half a file under the final name. */
async function writeFile(
  dir: string,
  file: string,
  data: Buffer,
  width: number,
  height: number,
): Promise<ManifestFile> {
  const temporary = path.join(dir, `.${file}.${process.pid}.tmp`);
  await fs.writeFile(temporary, data);
  await fs.rename(temporary, path.join(dir, file));
  return { file, width, height, bytes: data.length };
}

/** The same safe write for other renderers of this folder (the workshop's presets). */
export const writeImageFile = writeFile;

export interface RasterizedPage {
  /** Raw RGB pixels of the page on white. */
  pixels: Buffer;
  width: number;
  height: number;
}

export async function rasterize(svg: string): Promise<RasterizedPage> {
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height };
}

const fromRaw = (page: RasterizedPage) =>
  sharp(page.pixels, { raw: { width: page.width, height: page.height, channels: 3 } });

/** The editor and print background: progressive JPEG. */
export async function writeBackground(
  dir: string,
  file: string,
  page: RasterizedPage,
): Promise<ManifestFile> {
  const data = await fromRaw(page)
    .jpeg({ quality: BACKGROUND_QUALITY, progressive: true })
    .toBuffer();
  return writeFile(dir, file, data, page.width, page.height);
}

/** The gallery card: the page scaled to 300 px wide, with overlays (the title) composited on. */
export async function writeThumbnail(
  dir: string,
  file: string,
  page: RasterizedPage,
  overlays: OverlayOptions[],
): Promise<ManifestFile> {
  const height = Math.round((THUMBNAIL_WIDTH * page.height) / page.width);
  const scaled = await fromRaw(page).resize(THUMBNAIL_WIDTH, height).png().toBuffer();
  const data = await sharp(scaled)
    .composite(overlays)
    .webp({ quality: THUMBNAIL_QUALITY })
    .toBuffer();
  return writeFile(dir, file, data, THUMBNAIL_WIDTH, height);
}

/** A title image: transparent PNG at full size plus a small transparent WebP. */
export async function writeTitleImages(
  dir: string,
  files: { image: string; thumbnail: string },
  svg: string,
): Promise<{ image: ManifestFile; thumbnail: ManifestFile }> {
  const { data, info } = await sharp(Buffer.from(svg)).png().toBuffer({ resolveWithObject: true });
  const image = await writeFile(dir, files.image, data, info.width, info.height);
  const thumbnailHeight = Math.round((THUMBNAIL_WIDTH * info.height) / info.width);
  const small = await sharp(data)
    .resize(THUMBNAIL_WIDTH, thumbnailHeight)
    .webp({ quality: THUMBNAIL_QUALITY, alphaQuality: 90 })
    .toBuffer();
  const thumbnail = await writeFile(dir, files.thumbnail, small, THUMBNAIL_WIDTH, thumbnailHeight);
  return { image, thumbnail };
}
