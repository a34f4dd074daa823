import path from 'node:path';
import send from 'koa-send';
import { NotFoundError } from '../errors';
import type { AppContext } from './app-state';
import { contentDisposition } from './file-name-header';

/**
 * Personal files (made files, storage copies) are never kept by a shared cache, nor by the
 * browser's: a later user of the same computer, or the owner after logout, gets nothing from it.
 */
export const PRIVATE_FILE_CACHE = 'private, no-store';

export interface PrivateFileOptions {
  /**
   * The name the file is saved under, with `?download=1` and from the browser's own viewer (the
   * inline answer names it too, and that name wins over a link's `download` attribute); default
   * the file's own name on disk. Any script: non-ASCII names go as RFC 5987 `filename*`.
   */
  downloadName?: string;
  /** Always an attachment (a paper to save), whatever the query asks. */
  attachment?: boolean;
}

/**
 * Answers one personal file that the caller has already been found entitled to (the caller looks
 * it up by owner and name, never by the request's path): GET and HEAD, its content type from the
 * extension, never cached, never sniffed, inline unless `?download=1` asks for an attachment. A
 * file missing on disk is the same 404 as one the caller may not have.
 */
export async function sendPrivateFile(
  ctx: AppContext,
  file: string,
  options: PrivateFileOptions = {},
): Promise<void> {
  const name = path.basename(file);
  let sent: string | undefined;
  try {
    sent = await send(ctx, encodeURIComponent(name), {
      root: path.dirname(file),
      hidden: false,
      index: false,
      brotli: false,
      gzip: false,
      setHeaders: (res) => {
        res.setHeader('Cache-Control', PRIVATE_FILE_CACHE);
        res.setHeader('X-Content-Type-Options', 'nosniff');
      },
    });
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) throw new NotFoundError();
    throw error;
  }
  if (!sent) throw new NotFoundError();
  // Found and on its way: how the browser should treat it and the name it is saved under.
  const download = options.attachment || ctx.query.download === '1';
  setFileName(ctx, options.downloadName ?? name, download ? 'attachment' : 'inline');
}

/**
 * The one way a file answer names its file (made files, storage files, mass downloads, bank
 * papers): Content-Disposition with the name as written, `filename*` for non-ASCII names.
 */
export function setFileName(
  ctx: AppContext,
  name: string,
  type: 'inline' | 'attachment' = 'attachment',
): void {
  ctx.set('Content-Disposition', contentDisposition(type, name));
}
