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

export const qrSrc = (link: string) => redactorPaths.qr(link);
export const stampSrc = (stampId: string) => accountPaths.profileStampFile(stampId);
