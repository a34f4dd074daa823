import { STORAGE_LIMITS, type StorageUploadKind } from '@gramota/contracts';
import { CodedError } from '../../../errors';
import { transformImage, type ImageLimits } from '../../../shared/image-guard';
import { badRequest } from '../storage-errors';

/** The storage's cards are about 200 px wide: 400 is sharp on a retina screen. */
export const THUMBNAIL_WIDTH = 400;
/** A page four times as tall as wide still gets the full width; taller ones are narrower. */
const THUMBNAIL_HEIGHT_MAX = THUMBNAIL_WIDTH * 4;

/**
 * The storage's own limits over the uploads' ones: bigger files and pictures (a scanned A3 at
 * 600 dpi is 70 MP: too much; a 48 MP phone photo is fine), and no bound on the shape beyond the
 * pixel count: the file is kept as it is and only its thumbnail is drawn.
 */
const STORAGE_IMAGE_LIMITS: Partial<ImageLimits> = {
  maxBytes: STORAGE_LIMITS.uploadMaxBytes,
  maxPixels: STORAGE_LIMITS.uploadMaxPixels,
  maxSide: STORAGE_LIMITS.uploadMaxPixels,
  maxAspect: Number.POSITIVE_INFINITY,
  timeoutSeconds: 20,
};

/** The image guard's refusals in the storage's words (field `file`). */
function storageRefusal(error: unknown): unknown {
  if (!(error instanceof CodedError)) return error;
  // The header claimed more pixels than allowed, or decoding them took too long.
  if (error.code === 'image_too_large') return badRequest('upload_too_many_pixels', 'file');
  return badRequest('upload_broken', 'file');
}

/**
 * The WebP thumbnail of a picture (an upload or a PDF's first page), THUMBNAIL_WIDTH wide (less
 * for a smaller picture), upright. Through the one guarded path into sharp: the header is
 * measured before any pixel is decoded (upload_too_many_pixels past 60 MP), a picture that does
 * not decode whole is upload_broken, and so is one whose header is another kind than its first
 * bytes said.
 */
export async function drawThumbnail(bytes: Buffer, kind: StorageUploadKind): Promise<Buffer> {
  try {
    const { data } = await transformImage(
      bytes,
      (image, header) => {
        if (header.format !== kind) throw badRequest('upload_broken', 'file');
        return image
          .autoOrient()
          .resize(THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT_MAX, {
            fit: 'inside',
            withoutEnlargement: true,
          })
          .webp({ quality: 80 });
      },
      { limits: STORAGE_IMAGE_LIMITS },
    );
    return data;
  } catch (error) {
    throw storageRefusal(error);
  }
}
