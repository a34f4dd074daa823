import path from 'node:path';
import type { FileStore } from '../shared/file-store';
import type { AppContext } from './app-state';
import { contentDisposition } from './file-name-header';
import { sendStoredFile } from './stored-file';

/**
 * Personal files (made files, storage copies) are never kept by a shared cache, nor by the
 * browser's: a later user of the same computer, or the owner after logout, gets nothing from it.
 */
export const PRIVATE_FILE_CACHE = 'private, no-store';

export interface PrivateFileOptions {
  /**
   * The name the file is saved under, with `?download=1` and from the browser's own viewer (the
   * inline answer names it too, and that name wins over a link's `download` attribute); default
   * the file's own name in the store. Any script: non-ASCII names go as RFC 5987 `filename*`.
   */
  downloadName?: string;
  /** Always an attachment (a paper to save), whatever the query asks. */
  attachment?: boolean;
}

/**
 * Answers one personal file that the caller has already been found entitled to (the caller looks
 * it up by owner and name, never by the request's path), streamed from the file store
 * (sendStoredFile: ranges, HEAD, 404 when missing), never cached, inline unless `?download=1`
 * asks for an attachment. A file missing in the store is the same 404 as one the caller may not
 * have.
 */
export async function sendPrivateFile(
  ctx: AppContext,
  files: FileStore,
  key: string,
  options: PrivateFileOptions = {},
): Promise<void> {
  await sendStoredFile(ctx, files, key, { cacheControl: PRIVATE_FILE_CACHE });
  if (ctx.status === 416) return;
  // Found and on its way: how the browser should treat it and the name it is saved under.
  const download = options.attachment || ctx.query.download === '1';
  const name = path.posix.basename(key);
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
