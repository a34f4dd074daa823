import path from 'node:path';
import { NotFoundError, UnavailableError } from '../errors';
import { parseByteRange, type FileStore } from '../shared/file-store';
import type { AppContext } from './app-state';

export interface StoredFileOptions {
  cacheControl: string;
}

/**
 * Streams one file of the file store (issue 33: the local disk or a bucket, the same answer
 * either way) that the caller has already decided to serve: GET and HEAD, one byte range (PDF
 * viewers, resumed downloads), its content type from the extension, never sniffed, Last-Modified
 * with 304 for a fresh copy. A file missing in the store is a 404; a store that does not answer is
 * a 503 to try again, never a 500.
 */
export async function sendStoredFile(
  ctx: AppContext,
  files: FileStore,
  key: string,
  options: StoredFileOptions,
): Promise<void> {
  const type = path.posix.extname(key);
  const rangeHeader = ctx.method === 'GET' ? ctx.get('Range') : '';
  // The size is needed before the bytes only to answer HEAD or to place a range.
  const info =
    ctx.method === 'HEAD' || rangeHeader ? await unlessUnavailable(files.stat(key)) : undefined;
  if (info === null) throw new NotFoundError();
  const range = info ? parseByteRange(rangeHeader, info.size) : undefined;
  if (range === 'unsatisfiable') {
    ctx.status = 416;
    ctx.set('Content-Range', `bytes */${info?.size ?? 0}`);
    return;
  }
  ctx.set('Cache-Control', options.cacheControl);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Accept-Ranges', 'bytes');
  if (ctx.method === 'HEAD' && info) {
    ctx.status = 200;
    ctx.type = type;
    ctx.length = info.size;
    ctx.lastModified = info.modified;
    return;
  }
  const read = await unlessUnavailable(files.get(key, range));
  if (!read) throw new NotFoundError();
  ctx.lastModified = read.modified;
  if (!read.range && ctx.fresh) {
    read.body.destroy();
    ctx.status = 304;
    return;
  }
  ctx.body = read.body;
  if (read.range) {
    ctx.status = 206;
    ctx.set('Content-Range', `bytes ${read.range.start}-${read.range.end}/${read.size}`);
    ctx.length = read.range.end - read.range.start + 1;
  } else {
    ctx.status = 200;
    ctx.length = read.size;
  }
  // Set after the body: Koa gives a stream octet-stream when no type is set yet.
  ctx.type = type;
}

async function unlessUnavailable<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw Object.assign(new UnavailableError(), { cause: error });
  }
}
