/**
 * Where the pictures of objects come from. Only uploaded pictures store a URL, and only one of
 * this site's image paths; QR codes and stamps store what they show and their URL is derived,
 * so no content can make the editor or the renderer load anything else.
 */
import { REDACTOR_LIMITS, accountPaths, redactorPaths } from '@gramota/contracts';

/** redactorPaths.imageFile(docId, file) for a document id and a plain file name. */
export const IMAGE_SRC_PATTERN =
  /^\/api\/redactor-image\/[1-9]\d{0,15}\/[A-Za-z0-9][\w.-]{0,127}\/$/;

/** Stamp ids are the stamps table's keys (up to 36 characters, uuid-like). */
export const STAMP_ID_PATTERN = /^[A-Za-z0-9_-]{1,36}$/;
export const STAMP_SRC_PATTERN = /^\/api\/profile-stamp-file\/[A-Za-z0-9_-]{1,36}\/$/;

/**
 * redactorPaths.qr(link): encodeURIComponent leaves only these characters and %XX escapes, up to
 * 12 per character of the link (a 4-byte UTF-8 character).
 */
export const QR_SRC_PATTERN = new RegExp(
  `^/qr/\\?data=[A-Za-z0-9%._~!*'()-]{1,${REDACTOR_LIMITS.qrDataMax * 12}}$`,
);

/**
 * A link as a QR code may hold it: http or https with a host, at most REDACTOR_LIMITS.qrDataMax
 * characters (seed 001 §5), and none of the characters a URL must percent-encode (spaces,
 * controls, quotes, angle brackets...). Anything else (javascript:, data:, a bare word) is refused.
 */
const QR_LINK = /^https?:\/\/[^\s\u0000-\u001f\u007f"<>\\^`{|}]+$/i;

export function isQrLink(data: string): boolean {
  if (data.length > REDACTOR_LIMITS.qrDataMax || !QR_LINK.test(data)) return false;
  try {
    const url = new URL(data);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const qrSrc = (link: string) => redactorPaths.qr(link);
export const stampSrc = (stampId: string) => accountPaths.profileStampFile(stampId);
