import { WORKSHOP_LIMITS } from '@gramota/contracts';
import multer from '@koa/multer';
import type { AppContext } from '../../../http/app-state';
import { readOrDrain } from '../../../http/drain-request';
import { workshopUploadError } from './workshop-upload-errors';

const form = multer({
  storage: multer.memoryStorage(),
  // Browsers send the file's name as UTF-8 bytes without saying so ('герб.png'), not latin1.
  defParamCharset: 'utf8',
  limits: {
    fileSize: WORKSHOP_LIMITS.uploadMaxBytes,
    files: 1,
    fields: 10,
    fieldSize: 1000,
    parts: 12,
  },
});
const readFile = form.single('file');

export interface UploadForm {
  bytes: Buffer;
  /** The name the file had on the teacher's computer, cleaned for showing. */
  filename: string;
  fields: Record<string, unknown>;
}

/** Control characters and path parts go: the name is only ever shown and used as a title. */
function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, WORKSHOP_LIMITS.nameMax);
}

/**
 * The multipart form of an upload, read into memory (at most 10 MB): read only once the account
 * may upload, so refused requests are not read. Too large → file_too_large, no file →
 * file_missing, a broken form → upload_failed.
 */
export async function readUploadForm(ctx: AppContext): Promise<UploadForm> {
  try {
    await readOrDrain(ctx.req, () => readFile(ctx, async () => {}));
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'LIMIT_FILE_SIZE') throw workshopUploadError('file_too_large');
    if (code === 'LIMIT_UNEXPECTED_FILE') throw workshopUploadError('file_missing');
    throw workshopUploadError('upload_failed');
  }
  const file = (ctx.request as { file?: { buffer: Buffer; originalname: string; size: number } })
    .file;
  if (!file || file.size === 0) throw workshopUploadError('file_missing');
  const body: unknown = ctx.request.body;
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return { bytes: file.buffer, filename: cleanFilename(file.originalname), fields };
}
