/**
 * What a document's QR code may link to (seed 001 §5), the one rule for the editor's QR dialog,
 * the content doc-set stores and the backend's /qr/ picture: an http:// or https:// URL with a
 * host, at most REDACTOR_LIMITS.qrDataMax characters, and none of the characters a URL must
 * percent-encode (spaces, controls, quotes, angle brackets...). Anything else (javascript:,
 * data:, a bare word) is refused.
 */
import { REDACTOR_LIMITS } from '@gramota/contracts';

/** Why a link is no QR link: the dialog says each its own way. */
export type QrLinkProblem = 'empty' | 'scheme' | 'tooLong';

/** Nothing typed but the start of a link counts as no link at all. */
const NO_LINK = ['', 'http://', 'https://', '//'];
const HTTP_START = /^https?:\/\//i;
const QR_LINK = /^https?:\/\/[^\s\u0000-\u001f\u007f"<>\\^`{|}]+$/i;

/** What keeps `link` (as it is: the dialog trims what was typed) from a QR code, or null. */
export function qrLinkProblem(link: string): QrLinkProblem | null {
  if (NO_LINK.includes(link.toLowerCase())) return 'empty';
  if (!HTTP_START.test(link)) return 'scheme';
  if (link.length > REDACTOR_LIMITS.qrDataMax) return 'tooLong';
  if (!QR_LINK.test(link)) return 'scheme';
  try {
    const url = new URL(link);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
      ? null
      : 'scheme';
  } catch {
    return 'scheme';
  }
}

export const isQrLink = (data: string): boolean => qrLinkProblem(data) === null;
