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

/**
 * The account a not-yet-kept visitor's token stands for (security review, finding 8): id and api
 * key follow from the token by a one-way hash, so a visitor keeps one identity across requests
 * without any row in the database until they first keep something. Neither leaks the token.
 */
export function pendingIdentity(token: string): { id: string; apiKey: string } {
  const digest = (label: string) =>
    createHash('sha256').update(`${label}:${token}`, 'utf8').digest('hex');
  const hex = digest('user');
  // Shaped like a version-4 UUID (the users.id column and the id-or-e-mail lookups expect one).
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  return { id, apiKey: digest('api-key').slice(0, 32) };
}
