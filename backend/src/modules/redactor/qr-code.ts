import { REDACTOR_LIMITS, redactorErrors, type ErrorAnswer } from '@gramota/contracts';
import QRCode from 'qrcode';
import type { AppMiddleware } from '../../http/app-state';
import { transformImage } from '../../shared/image-guard';
import { isQrLink } from './doc-packages';

/** A QR code depends only on its link. */
const QR_CACHE = 'public, max-age=31536000, immutable';

/**
 * A QR link as the dialog may send it (seed 001 §5): an http:// or https:// URL with a host, at
 * most REDACTOR_LIMITS.qrDataMax characters, as @gramota/doc-content's isQrLink checks it for
 * the content too. Null for anything else ('', 'http://', '//x', 'javascript:...', a list).
 */
export function qrLink(value: unknown): string | null {
  return typeof value === 'string' && isQrLink(value) ? value : null;
}

/** Modules of white around the code. */
const QUIET_ZONE = 1;

/**
 * The QR picture: PNG, 512 px square, quiet zone of one module, error correction M. qrcode lays out
 * the modules; sharp draws them (qrcode's own PNG writer packs pixels in JavaScript, ~50 ms a code
 * in Node and seconds inside jest's sandbox).
 */
export async function qrPng(link: string): Promise<Buffer> {
  const { modules } = QRCode.create(link, { errorCorrectionLevel: 'M' });
  const side = modules.size + QUIET_ZONE * 2;
  const pixels = Buffer.alloc(side * side, 255);
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) pixels[(row + QUIET_ZONE) * side + column + QUIET_ZONE] = 0;
    }
  }
  const size = REDACTOR_LIMITS.qrImageSize;
  // Our own pixels (at most 179 px square), yet through the guard: it takes its turn and time limit.
  const { data } = await transformImage(
    { pixels, raw: { width: side, height: side, channels: 1 } },
    (image) => image.resize(size, size, { kernel: 'nearest' }).png(),
    { internal: true },
  );
  return data;
}

/**
 * GET ...?data={link} → the QR picture (PNG) of an http(s) link, for anyone (a QR is nobody's
 * data): the editor's /qr/ and the share-to-mobile /data/qr/index.php. Anything else is a 400 in
 * the seeds' JSON shape, although the caller is usually an <img>.
 */
export const qrPictureRoute: AppMiddleware = async (ctx) => {
  const link = qrLink(ctx.query.data);
  if (link === null) {
    const answer: ErrorAnswer = {
      result: 'error',
      error_code: 'qr_link_invalid',
      error_text: redactorErrors.qr_link_invalid,
      name: 'data',
    };
    ctx.status = 400;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = answer;
    return;
  }
  const png = await qrPng(link);
  ctx.set('Cache-Control', QR_CACHE);
  ctx.type = 'image/png';
  ctx.body = png;
};
