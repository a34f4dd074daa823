import { STORAGE_LIMITS, type StorageUploadKind } from '@gramota/contracts';
import { CodedError } from '../../../errors';
import { transformImage, type BuildPipeline, type ImageLimits } from '../../../shared/image-guard';
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

/**
 * A generic PDF sheet (a page with a folded corner, grey lines and a red PDF label), drawn from
 * our own SVG: the picture of a PDF whose first page was not drawn (too costly, or too many of
 * the account's PDFs waiting). A4's shape.
 */
const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="595" height="842" viewBox="0 0 595 842">
  <rect width="595" height="842" fill="#eef0f3"/>
  <path d="M110 90 H400 L485 175 V752 H110 Z" fill="#ffffff" stroke="#9aa3ad" stroke-width="8"/>
  <path d="M400 90 V175 H485" fill="#dde1e6" stroke="#9aa3ad" stroke-width="8"/>
  <g fill="#c4cad1">
    <rect x="160" y="250" width="275" height="22" rx="6"/>
    <rect x="160" y="300" width="275" height="22" rx="6"/>
    <rect x="160" y="350" width="200" height="22" rx="6"/>
    <rect x="160" y="620" width="275" height="22" rx="6"/>
    <rect x="160" y="670" width="180" height="22" rx="6"/>
  </g>
  <rect x="70" y="430" width="300" height="130" rx="14" fill="#d93b30"/>
  <g fill="#ffffff">
    <path d="M105 460 h45 a28 28 0 0 1 0 56 h-25 v26 h-20 Z M125 477 v22 h23 a11 11 0 0 0 0 -22 Z"/>
    <path d="M185 460 h40 a41 41 0 0 1 0 82 h-40 Z M205 477 v48 h18 a24 24 0 0 0 0 -48 Z"/>
    <path d="M280 460 h65 v17 h-45 v17 h38 v17 h-38 v31 h-20 Z"/>
  </g>
</svg>`;

let placeholders: Promise<{ page: Buffer; thumbnail: Buffer }> | undefined;

/** Our own SVG over a blank A4-shaped canvas, through the one guarded path into sharp. */
async function drawPlaceholder(
  output: (image: Parameters<BuildPipeline>[0]) => ReturnType<BuildPipeline>,
): Promise<Buffer> {
  const [width, height] = [595, 842];
  const canvas = Buffer.alloc(width * height * 3, 0xff);
  const { data } = await transformImage(
    { pixels: canvas, raw: { width, height, channels: 3 } },
    (image) => output(image.composite([{ input: Buffer.from(PLACEHOLDER_SVG) }])),
    { internal: true },
  );
  return data;
}

/**
 * The placeholder's JPEG (in place of a first page) and WebP thumbnail (THUMBNAIL_WIDTH wide).
 * Made once per process: the same bytes every time.
 */
export function pdfPlaceholder(): Promise<{ page: Buffer; thumbnail: Buffer }> {
  placeholders ??= (async () => ({
    page: await drawPlaceholder((image) => image.jpeg({ quality: 85 })),
    // composite() runs after resize() in a pipeline: flatten the drawn page first, then shrink.
    thumbnail: await drawPlaceholder((image) => image.png()).then((page) =>
      transformImage(page, (image) => image.resize(THUMBNAIL_WIDTH).webp({ quality: 80 }), {
        internal: true,
      }).then(({ data }) => data),
    ),
  }))();
  placeholders.catch(() => {
    placeholders = undefined;
  });
  return placeholders;
}
