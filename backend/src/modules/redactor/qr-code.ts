import { REDACTOR_LIMITS, redactorErrors, type ErrorAnswer } from '@gramota/contracts';
import QRCode from 'qrcode';
import type { AppMiddleware } from '../../http/app-state';
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

/** The QR picture: PNG, 512 px square, quiet zone of one module, error correction M. */
export function qrPng(link: string): Promise<Buffer> {
  return QRCode.toBuffer(link, {
    type: 'png',
    margin: 1,
    errorCorrectionLevel: 'M',
    width: REDACTOR_LIMITS.qrImageSize,
  });
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
