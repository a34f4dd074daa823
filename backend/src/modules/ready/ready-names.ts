import { randomInt } from 'node:crypto';
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

const CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A share-to-phone code: 8 characters that cannot be mistaken for each other. */
export function shareMobileCode(): string {
  let code = '';
  for (let index = 0; index < 8; index += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
