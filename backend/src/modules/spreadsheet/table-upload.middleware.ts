import {
  DEFAULT_LANGUAGE,
  SPREADSHEET_LIMITS,
  isLanguage,
  type Language,
} from '@gramota/contracts';
import multer from '@koa/multer';
import type { AppContext, AppMiddleware } from '../../http/app-state';
import { readOrDrain } from '../../http/drain-request';
import { bodyFields } from '../../http/request-fields';
import { badRequest, spreadsheetError } from './spreadsheet-errors';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: {
    fileSize: SPREADSHEET_LIMITS.maxUploadBytes,
    files: 1,
    fields: 5,
    fieldSize: 1000,
    parts: 6,
  },
});

/**
 * Reads a multipart upload with one table file in the field `file` into memory (at most
 * maxUploadBytes: larger → 413 file_too_big; a malformed body → 400 file_type). Mount it after
 * the ownership check, so a refused request is not read.
 */
export function tableUpload(): AppMiddleware {
  const readFile = upload.single('file');
  return async (ctx, next) => {
    try {
      await readOrDrain(ctx.req, () => readFile(ctx, async () => {}));
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === 'LIMIT_FILE_SIZE') throw spreadsheetError(413, 'file_too_big', 'file');
      throw badRequest('file_type', 'file');
    }
    await next();
  };
}

/** The uploaded file's bytes; none or zero bytes → 400 file_empty. */
export function uploadedBytes(ctx: AppContext): Uint8Array {
  const file = (ctx.request as { file?: { buffer: Buffer; size: number } }).file;
  if (!file || file.size === 0) throw badRequest('file_empty', 'file');
  return new Uint8Array(file.buffer.buffer, file.buffer.byteOffset, file.buffer.byteLength);
}

/**
 * The upload's `lang` field: the teacher's interface language, how an .xlsx's dates are written.
 * Absent, or anything but one of the interface languages: Russian (a date is still readable).
 */
export function uploadLanguage(ctx: AppContext): Language {
  const lang = bodyFields(ctx).lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}
