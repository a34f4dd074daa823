import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * The smallest list a Bitstring Status List publishes (16 KB of bits): with fewer, a reader of
 * the list could tell which of few credentials a verifier asked about (the spec's herd privacy).
 */
export const STATUS_LIST_MIN_BITS = 131_072;

/**
 * The list's `encodedList` (W3C Bitstring Status List): a bit per credential, set when revoked,
 * index 0 the left-most bit of the first byte, GZIP-compressed and written as multibase
 * base64url ('u' prefix). The list grows by whole minimum lengths when an issuer outgrows one.
 */
export function encodeStatusList(setBits: readonly number[]): string {
  const highest = setBits.reduce((most, bit) => Math.max(most, bit), -1);
  const length =
    Math.max(1, Math.ceil((highest + 1) / STATUS_LIST_MIN_BITS)) * STATUS_LIST_MIN_BITS;
  const bytes = new Uint8Array(length / 8);
  for (const bit of setBits) bytes[bit >> 3]! |= 0x80 >> (bit & 7);
  return `u${gzipSync(bytes).toString('base64url')}`;
}

/** Whether `bit` is set in an encodedList (what a verifier does; the tests read lists back). */
export function statusListBit(encoded: string, bit: number): boolean {
  if (!encoded.startsWith('u')) throw new Error('Not a multibase base64url list');
  const bytes = gunzipSync(Buffer.from(encoded.slice(1), 'base64url'));
  if (bit < 0 || bit >> 3 >= bytes.length) throw new RangeError('Index outside the list');
  return (bytes[bit >> 3]! & (0x80 >> (bit & 7))) !== 0;
}
