import fs from 'node:fs/promises';
import path from 'node:path';
import { STORAGE_LIMITS } from '@gramota/contracts';
import multer from '@koa/multer';
import type { AppContext } from '../../../http/app-state';
import { readOrDrain } from '../../../http/drain-request';
import { badRequest, notFound, storageError } from '../storage-errors';

/** One file of an upload as it landed in the request's temporary folder. */
export interface ReceivedFile {
  /** The file on disk (inside the request's temporary folder). */
  path: string;
  /** The name as the browser sent it, path included if there was one (preservePath). */
  originalName: string;
  size: number;
}

export interface UploadForm {
  files: ReceivedFile[];
  /** The `folder` field as sent ('' / 'root' / 'f3'); undefined when absent. */
  folder: string | undefined;
}

/** What the form may hold beside its files: `folder` and little else. */
const FORM_LIMITS = {
  fileSize: STORAGE_LIMITS.uploadMaxBytes,
  files: STORAGE_LIMITS.uploadMaxFiles,
  fields: 5,
  fieldSize: 100,
  parts: STORAGE_LIMITS.uploadMaxFiles + 5,
};

/** multer's refusals, as the storage answers them. */
function formError(error: unknown): Error {
  const code = (error as { code?: unknown }).code;
  if (code === 'LIMIT_FILE_SIZE') return storageError(413, 'upload_too_large', 'file');
  if (code === 'LIMIT_FILE_COUNT' || code === 'LIMIT_PART_COUNT')
    return badRequest('upload_too_many', 'file');
  // Files under another field name than `file`: nothing was chosen where the form expects it.
  if (code === 'LIMIT_UNEXPECTED_FILE') return badRequest('upload_empty', 'file');
  // A form cut short or malformed: what arrived cannot be read.
  return badRequest('upload_broken', 'file');
}

/**
 * Reads the multipart form of /api/storage-upload/ into `folder` (a new temporary folder the
 * caller removes afterwards, whatever happens): files are streamed to disk as they come, never
 * held in memory whole, and the size limit counts bytes while they stream (413 the moment a file
 * passes it). Names keep any path the client sent, so that a name with a path is seen and refused
 * instead of silently cut to its last part.
 */
export async function readUploadForm(ctx: AppContext, folder: string): Promise<UploadForm> {
  const form = multer({
    storage: multer.diskStorage({ destination: folder }),
    // Browsers send the file's name as UTF-8 bytes without saying so ('грамота.pdf').
    defParamCharset: 'utf8',
    preservePath: true,
    limits: FORM_LIMITS,
  });
  try {
    await readOrDrain(ctx.req, () => form.array('file')(ctx, async () => {}));
  } catch (error) {
    throw formError(error);
  }
  const files = ((ctx.request as { files?: unknown }).files ?? []) as Array<{
    path: string;
    originalname: string;
    size: number;
  }>;
  const body: unknown = ctx.request.body;
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const folderField = fields.folder;
  // Sent twice (an array) it names no one folder: as a folder that is not there.
  if (folderField !== undefined && typeof folderField !== 'string') throw notFound('folder');
  return {
    files: files.map((file) => ({
      path: file.path,
      originalName: file.originalname,
      size: file.size,
    })),
    folder: folderField,
  };
}

/** A folder of its own for one request's files, under DATA_DIR/tmp/storage-upload/. */
export async function makeRequestFolder(temporaryRoot: string): Promise<string> {
  await fs.mkdir(temporaryRoot, { recursive: true });
  return fs.mkdtemp(path.join(temporaryRoot, 'request-'));
}

/**
 * Folders left by a process that stopped in the middle of an upload. Only old ones: other
 * instances sharing DATA_DIR may be receiving files right now.
 */
export async function removeStaleRequestFolders(temporaryRoot: string, olderThanMs: number) {
  let entries: string[];
  try {
    entries = await fs.readdir(temporaryRoot);
  } catch {
    return;
  }
  const now = Date.now();
  for (const entry of entries) {
    const folder = path.join(temporaryRoot, entry);
    const stat = await fs.stat(folder).catch(() => null);
    if (stat && now - stat.mtimeMs > olderThanMs)
      await fs.rm(folder, { recursive: true, force: true });
  }
}
