import { ACCOUNT_LIMITS } from '@gramota/contracts';
import multer from '@koa/multer';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { CodedError } from '../errors';
import type { AppContext, AppMiddleware } from './app-state';

/** The only formats accepted, checked by content (sharp), never by name or declared type. */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp']);

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
 * ctx.request.body. Put it after the permission checks, so refused requests are not read.
 */
export function imageUpload(): AppMiddleware {
  const readFile = upload.single('file');
  return async (ctx, next) => {
    try {
      await readFile(ctx, async () => {});
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === 'LIMIT_FILE_SIZE') throw new CodedError(413, 'image_too_large', 'file');
      throw new CodedError(400, 'image_invalid', 'file');
    }
    await next();
  };
}

export function uploadedFile(ctx: AppContext): UploadedFile {
  const file = (ctx.request as { file?: UploadedFile }).file;
  if (!file || file.size === 0) throw new CodedError(400, 'image_invalid', 'file');
  return file;
}

/**
 * A sharp pipeline over an upload that is really a JPEG, PNG or WebP of at most 40 megapixels.
 * The header is read first, so an enormous image is refused before anything is decoded.
 */
export async function openImage(buffer: Buffer): Promise<Sharp> {
  let metadata: Metadata;
  try {
    metadata = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw new CodedError(400, 'image_invalid', 'file');
  }
  if (
    !metadata.format ||
    !IMAGE_FORMATS.has(metadata.format) ||
    !metadata.width ||
    !metadata.height
  )
    throw new CodedError(400, 'image_invalid', 'file');
  if (metadata.width * metadata.height > ACCOUNT_LIMITS.imageMaxPixels)
    throw new CodedError(413, 'image_too_large', 'file');
  return sharp(buffer, { limitInputPixels: ACCOUNT_LIMITS.imageMaxPixels, failOn: 'error' });
}

/** Runs the pipeline; a file that fails to decode half-way (truncated, corrupt) is image_invalid. */
export async function render(pipeline: Sharp): Promise<{ data: Buffer; info: OutputInfo }> {
  try {
    return await pipeline.toBuffer({ resolveWithObject: true });
  } catch {
    throw new CodedError(400, 'image_invalid', 'file');
  }
}
