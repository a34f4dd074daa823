/**
 * Every request of a page being rendered is answered here, from disk (fonts, the catalogue), the
 * file store or generated: nothing comes from the network. The paths are the ones the editor
 * loads, so the same HTML works in both:
 *   /fonts/{package}/{file}                   the bundled fonts' WOFF2 files
 *   /data/...                                 the file store's public/ (template pictures,
 *                                             titles), but never doc/ or storage/ (personal files)
 *   /api/redactor-image/{docId}/{file}/       the store's doc-images/{userId}/{file}, the user's own
 *   /api/profile-stamp-file/{id}/             the user's own stamp (StampsService.read)
 *   /qr/?data=                                the QR picture, as the redactor's /qr/ route makes it
 * Anything else is refused. A missing file answers 404 (the picture is left out, the render goes
 * on) and is reported as a RenderNote.
 */
import { previewMarkOf, previewMarkedStamp } from './stamp-preview-mark';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { RenderNote } from '@gramota/contracts';
import { LRUCache } from 'lru-cache';
import type { BundledFontFiles, DocImagesService } from '../redactor';
import { qrLink, qrPng } from '../redactor';
import { assertFileKey, type FileStore } from '../../shared/file-store';
import { isPrivateDataPath } from '../../shared/private-data-paths';
import { CATALOGUE_FILE_PATTERN } from '../templates';

/** Reads a stamp's PNG when it belongs to the account; throws otherwise (StampsService.read). */
export interface StampReader {
  read(accountId: string, id: string): Promise<Buffer>;
}

export interface ResourceContext {
  userId: string;
  /** The files the site keeps (DATA_DIR or the bucket): /data/ is its public/. */
  files: FileStore;
  /** The rendered template catalogue, whose artwork the site serves at /data/templates/. */
  catalogueDir: string;
  fonts: BundledFontFiles;
  images: DocImagesService;
  stamps: StampReader | null;
}

export type ResourceAnswer =
  | { kind: 'file'; body: Buffer; contentType: string }
  | { kind: 'empty' }
  | { kind: 'missing'; note: RenderNote }
  | { kind: 'refused'; note: RenderNote };

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
};

const IMAGE_PATH = /^\/api\/redactor-image\/[^/]+\/([^/]+)\/?$/;
const STAMP_PATH = /^\/api\/profile-stamp-file\/([^/]+)\/?$/;
const FONT_PATH = /^\/fonts\/([^/]+)\/([^/]+)$/;

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
};

const missingPicture = (name: string): ResourceAnswer => ({
  kind: 'missing',
  note: { code: 'picture_missing', name },
});

/**
 * The store key of a file under /data/ (`public/...`), or null when it is not a plain path of
 * that folder or would reach people's made files and storage copies (anyone's: a document must
 * not copy them into its own file).
 */
function publicKey(urlPath: string): string | null {
  if (isPrivateDataPath(urlPath.slice('/data/'.length))) return null;
  const relative = decode(urlPath.slice('/data/'.length));
  try {
    return assertFileKey(`public/${relative}`);
  } catch {
    return null;
  }
}

async function readOrNull(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch {
    return null;
  }
}

/**
 * Files that never change under their name: the fonts (versioned packages) and the catalogue's
 * pictures (a content hash in every name). Every render of a template asks for the same ones, so
 * they are read once, not once per render.
 */
const immutableFiles = new LRUCache<string, Buffer>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (body) => Math.max(1, body.length),
});

/** `read` once per `name`: a path on this disk, or `store:` and a store key. */
async function readImmutable(
  name: string,
  read: () => Promise<Buffer | null> = () => readOrNull(name),
): Promise<Buffer | null> {
  const cached = immutableFiles.get(name);
  if (cached) return cached;
  const body = await read();
  if (body) immutableFiles.set(name, body);
  return body;
}

/** A store's file, null when it is missing or the store does not answer (the picture is left out). */
const readStored = (files: FileStore, key: string) => files.read(key).catch(() => null);

const CATALOGUE_PATH = /^\/data\/templates\/([^/]+)$/;

/** A file of the store's public/, served at /data/. */
async function publicResource(context: ResourceContext, pathname: string): Promise<ResourceAnswer> {
  const key = publicKey(pathname);
  const name = path.posix.basename(decode(pathname));
  if (!key) return missingPicture(name);
  const body = pathname.startsWith('/data/templates/')
    ? await readImmutable(`store:${key}`, () => readStored(context.files, key))
    : await readStored(context.files, key);
  if (!body) return missingPicture(name);
  const contentType =
    CONTENT_TYPES[path.posix.extname(key).toLowerCase()] ?? 'application/octet-stream';
  return { kind: 'file', body, contentType };
}

/** The answer to one request of a render page (see the module comment). */
export async function resolveResource(url: URL, context: ResourceContext): Promise<ResourceAnswer> {
  const { pathname } = url;
  if (pathname === '/favicon.ico') return { kind: 'empty' };

  const font = FONT_PATH.exec(pathname);
  if (font) {
    const file = context.fonts.file(decode(font[1]!), decode(font[2]!));
    const body = file ? await readImmutable(file) : null;
    if (body) return { kind: 'file', body, contentType: 'font/woff2' };
    return { kind: 'missing', note: { code: 'font_file_missing', name: decode(font[2]!) } };
  }

  if (pathname.startsWith('/data/')) {
    // Catalogue artwork first, as the site serves /data/templates/ (templates module); other
    // /data/ files from the store's public/.
    const artwork = CATALOGUE_PATH.exec(pathname);
    const file =
      artwork && CATALOGUE_FILE_PATTERN.test(artwork[1]!)
        ? path.join(context.catalogueDir, artwork[1]!)
        : null;
    if (file) {
      const body = await readImmutable(file);
      if (body) {
        const contentType =
          CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
        return { kind: 'file', body, contentType };
      }
    }
    return publicResource(context, pathname);
  }

  const image = IMAGE_PATH.exec(pathname);
  if (image) {
    const name = decode(image[1]!);
    const found = await context.images.read(context.userId, name).catch(() => null);
    return found
      ? { kind: 'file', body: found.bytes, contentType: found.type }
      : missingPicture(name);
  }

  const stamp = STAMP_PATH.exec(pathname);
  if (stamp) {
    const missing: ResourceAnswer = { kind: 'missing', note: { code: 'stamp_missing' } };
    if (!context.stamps) return missing;
    try {
      const body = await context.stamps.read(context.userId, decode(stamp[1]!));
      const mark = previewMarkOf(url);
      return {
        kind: 'file',
        body: mark ? await previewMarkedStamp(body, mark) : body,
        contentType: 'image/png',
      };
    } catch {
      return missing;
    }
  }

  if (pathname === '/qr/') {
    const link = qrLink(url.searchParams.get('data'));
    if (link === null) {
      return { kind: 'missing', note: { code: 'qr_invalid' } };
    }
    return { kind: 'file', body: await qrPng(link), contentType: 'image/png' };
  }

  return { kind: 'refused', note: { code: 'foreign_file', name: url.pathname } };
}
