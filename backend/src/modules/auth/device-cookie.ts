import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../http/app-state';

/**
 * A browser's own random id (OWASP "device cookies"): once an account has signed in from a
 * browser, that browser's password and code guesses are counted on their own, so strangers'
 * failures from the same address (one school behind one NAT) never lock the owner out there.
 * It proves nothing by itself: it only picks which counter a guess goes to.
 */
export const DEVICE_COOKIE = 'gramota_device';

/** Half a year, as long as a usual address is remembered. */
const DEVICE_COOKIE_DAYS = 180;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The browser's id, when it sent a well-formed one. */
export function deviceOf(ctx: AppContext): string | undefined {
  const token = ctx.cookies.get(DEVICE_COOKIE);
  return token && TOKEN_PATTERN.test(token) ? token : undefined;
}

/** The browser's id after a sign-in: the one it has, or a new one (128 random bits) set now. */
export function ensureDevice(ctx: AppContext, now: Date): string {
  const token = deviceOf(ctx) ?? randomBytes(16).toString('base64url');
  ctx.cookies.set(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    expires: new Date(now.getTime() + DEVICE_COOKIE_DAYS * 24 * 60 * 60 * 1000),
    secure: ctx.secure,
    overwrite: true,
  });
  return token;
}
