import { REDACTOR_LIMITS } from '@gramota/contracts';
import QRCode from 'qrcode';
import { isQrLink } from './doc-packages';

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
