import { ACCOUNT_LIMITS } from '@gramota/contracts';
import multer from '@koa/multer';
import { accountError } from '../errors';
import type { AppContext, AppMiddleware } from './app-state';
import { readOrDrain } from './drain-request';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: {
    fileSize: ACCOUNT_LIMITS.imageMaxBytes,
    files: 1,
    fields: 10,
    fieldSize: 1000,
    parts: 12,
  },
});

interface UploadedFile {
  fieldname: string;
  originalname: string;
  buffer: Buffer;
  size: number;
}

/**
 * Reads a multipart upload with one image in the field `file` into memory (at most 10 MB). Too
 * large → 413 image_too_large; malformed → 400 image_invalid. The other form fields land in
 * ctx.request.body. Put it after the permission checks, so refused requests are not read. The
 * bytes are only bytes here: services decode them through shared/image-guard.ts.
 */
export function imageUpload(): AppMiddleware {
  const readFile = upload.single('file');
  return async (ctx, next) => {
    try {
      await readOrDrain(ctx.req, () => readFile(ctx, async () => {}));
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === 'LIMIT_FILE_SIZE') throw accountError(413, 'image_too_large', 'file');
      throw accountError(400, 'image_invalid', 'file');
    }
    await next();
  };
}

export function uploadedFile(ctx: AppContext): UploadedFile {
  const file = (ctx.request as { file?: UploadedFile }).file;
  if (!file || file.size === 0) throw accountError(400, 'image_invalid', 'file');
  return file;
}
