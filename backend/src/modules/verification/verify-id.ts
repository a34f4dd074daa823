import { randomBytes } from 'node:crypto';

/**
 * Verifiable documents (issue 35): the document ID printed on a made file, beside a QR code of its
 * verification address, and typed by hand at /v/ by whoever holds the paper.
 *
 * Ten random characters of Crockford's base32 (digits and capitals without I, L, O and U: nothing
 * to read as 1 or 0, no accidental words), about 50 bits, then one check character in the same
 * alphabet (Luhn mod 32). The check catches every single mistyped character and every swap of two
 * neighbours except 0 with Z, so a typo is told apart from an unknown ID before any lookup.
 */
export const VERIFY_ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Random characters of an ID (the check character follows them). */
export const VERIFY_ID_RANDOM_LENGTH = 10;
export const VERIFY_ID_LENGTH = VERIFY_ID_RANDOM_LENGTH + 1;

const BASE = VERIFY_ID_ALPHABET.length;

/**
 * What a reader may type for each character: lower case, the look-alikes Crockford's decoding
 * accepts (O for 0, I and L for 1), and the Cyrillic capitals that look like Latin ones (a Russian
 * keyboard layout left on).
 */
const TYPED_AS: Record<string, string> = {
  O: '0',
  I: '1',
  L: '1',
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: '0',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
};

/** Luhn mod 32 over the characters' places in the alphabet, from the right. */
function luhnSum(digits: readonly number[], doubleFirst: boolean): number {
  let sum = 0;
  let double = doubleFirst;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let addend = digits[index]! * (double ? 2 : 1);
    addend = Math.floor(addend / BASE) + (addend % BASE);
    sum += addend;
    double = !double;
  }
  return sum % BASE;
}

function checkDigit(digits: readonly number[]): number {
  return (BASE - luhnSum(digits, true)) % BASE;
}

/**
 * The ID made of `random` (at least VERIFY_ID_RANDOM_LENGTH bytes from a cryptographic source:
 * newVerifyId). Each byte gives one character (256 is a multiple of 32, so
 * every character is equally likely).
 */
export function verifyIdFrom(random: Uint8Array): string {
  if (random.length < VERIFY_ID_RANDOM_LENGTH)
    throw new RangeError(`A document ID needs ${VERIFY_ID_RANDOM_LENGTH} random bytes`);
  const digits = Array.from(random.subarray(0, VERIFY_ID_RANDOM_LENGTH), (byte) => byte % BASE);
  digits.push(checkDigit(digits));
  return digits.map((digit) => VERIFY_ID_ALPHABET[digit]).join('');
}

/** A new ID for a made file: random, never sequential, so IDs cannot be guessed from one another. */
export function newVerifyId(): string {
  return verifyIdFrom(randomBytes(VERIFY_ID_RANDOM_LENGTH));
}

/**
 * The ID a reader typed or a QR code held, in its one written form; null when it is none (wrong
 * length, a character outside the alphabet, or a check character that does not fit: a typo).
 * Spaces and hyphens are ignored, so the printed groups may be typed as they are.
 */
export function normalizeVerifyId(typed: string): string | null {
  if (typed.length > VERIFY_ID_LENGTH * 3) return null;
  const characters = [...typed.toUpperCase().replace(/[\s-]/g, '')].map(
    (character) => TYPED_AS[character] ?? character,
  );
  if (characters.length !== VERIFY_ID_LENGTH) return null;
  const digits = characters.map((character) => VERIFY_ID_ALPHABET.indexOf(character));
  if (digits.some((digit) => digit < 0)) return null;
  if (luhnSum(digits, false) !== 0) return null;
  return characters.join('');
}

/** The ID as printed on the paper (the render and the lists write it the same way). */
export { formatVerifyId } from '@gramota/contracts';

/** The public verification addresses (served by the backend, no app JavaScript). */
export const verifyPaths = {
  /** The form to type an ID. */
  form: () => '/v/',
  /** One document's status; what its QR code holds (with the site's origin in front). */
  page: (id: string) => `/v/${encodeURIComponent(id)}`,
  /** An issuer's public profile and key (JSON), named in its credentials. */
  issuer: (slug: string) => `/v/issuer/${encodeURIComponent(slug)}`,
  /** An issuer's revocation list (a signed Bitstring Status List credential). */
  statusList: (slug: string) => `/v/status/${encodeURIComponent(slug)}`,
} as const;
