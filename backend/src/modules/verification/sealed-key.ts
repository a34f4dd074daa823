import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** The sealed text's version: 'v1.' + base64url(iv | tag | ciphertext). */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The AES-256 key derived from the server's secret (HKDF-SHA256), never the secret itself. */
function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'gramota-verification', 'issuer-signing-keys', 32));
}

/**
 * A private key sealed for the database with the server's secret (AES-256-GCM): a copy of the
 * database alone cannot sign credentials. `context` (the account id) is authenticated too, so a
 * sealed key moved to another account's row does not open.
 */
export function seal(secret: string, plain: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The plain text of seal(); throws when the secret or the context is not the one it was sealed with. */
export function unseal(secret: string, sealed: string, context: string): string {
  const [version, data] = sealed.split('.');
  if (version !== VERSION || !data) throw new Error('Unknown sealed key format');
  const bytes = Buffer.from(data, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([
    decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}
