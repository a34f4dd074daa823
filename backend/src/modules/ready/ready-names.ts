import { randomBytes } from 'node:crypto';
import { CREATOR_LIMITS } from '@gramota/contracts';

/** Anything but Latin letters, digits and Cyrillic letters becomes one '_'. */
const NOT_KEPT = /[^A-Za-z0-9\p{Script=Cyrillic}]+/gu;

/**
 * A ready file's name from its doc's name: letters (Latin and Cyrillic), digits and '_', at most
 * 60 characters, never empty. It is safe in a path and in a URL once encoded.
 */
export function readyFilename(docName: string): string {
  const slug = docName
    .normalize('NFC')
    .replace(NOT_KEPT, '_')
    .replace(/^_+|_+$/g, '');
  const cut = [...slug].slice(0, CREATOR_LIMITS.filenameMax).join('').replace(/_+$/, '');
  return cut || 'document';
}

/**
 * A share-to-phone code: the only lock on the file's public address (/app/s/{code}/), so 128
 * random bits, written as 22 base64url characters (SHARE_MOBILE_CODE_PATTERN). Nobody types it:
 * the phone opens it from the QR picture.
 */
export function shareMobileCode(): string {
  return randomBytes(16).toString('base64url');
}
