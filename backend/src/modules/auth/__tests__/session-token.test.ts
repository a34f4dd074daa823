import { createHash } from 'node:crypto';
import {
  createApiKey,
  createSessionToken,
  hashSessionToken,
  isWellFormedSessionToken,
} from '../session-token';
import { LATEST_SESSION_EXPIRY, SESSION_LIFETIME_MS, sessionExpiry } from '../session.service';

describe('session tokens', () => {
  it('are 43 url-safe characters, different every time', () => {
    const tokens = new Set(Array.from({ length: 50 }, createSessionToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(isWellFormedSessionToken(token)).toBe(true);
  });

  it('are stored only as their SHA-256, never as themselves', () => {
    const token = createSessionToken();
    const hashed = hashSessionToken(token);
    expect(hashed).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashed).toMatch(/^[0-9a-f]{64}$/);
    expect(hashed).not.toContain(token);
    expect(hashSessionToken(token)).toBe(hashed);
  });

  it('refuses junk cookies before any lookup', () => {
    for (const junk of [
      undefined,
      '',
      'abc',
      `${createSessionToken()}x`,
      "'; DROP TABLE users; --".padEnd(43, 'a'),
    ]) {
      expect(isWellFormedSessionToken(junk)).toBe(false);
    }
  });

  it('api keys are 32 hex characters', () => {
    expect(createApiKey()).toMatch(/^[0-9a-f]{32}$/);
    expect(createApiKey()).not.toBe(createApiKey());
  });
});

describe('sessionExpiry', () => {
  it('is a year after now', () => {
    const now = new Date('2025-01-10T12:00:00Z');
    expect(sessionExpiry(now).getTime() - now.getTime()).toBe(SESSION_LIFETIME_MS);
  });

  it('never goes past 2038', () => {
    expect(sessionExpiry(new Date('2037-06-01T00:00:00Z'))).toEqual(LATEST_SESSION_EXPIRY);
    expect(LATEST_SESSION_EXPIRY.getUTCFullYear()).toBe(2038);
  });
});
