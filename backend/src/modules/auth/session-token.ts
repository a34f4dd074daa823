import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 43 cookie-safe characters. */
export function createSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The session row id: the database never holds a token that would work as a cookie. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Rejects junk cookies before they cost a database lookup. */
export function isWellFormedSessionToken(token: string | undefined): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** The api key in list URLs: 32 hex characters. */
export function createApiKey(): string {
  return randomBytes(16).toString('hex');
}
