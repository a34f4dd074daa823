import { REDIR_TO_APP_COOKIE, SESSION_CHANGED_HEADER, SESSION_COOKIE } from '@gramota/contracts';
import type { AppContext } from '../../http/app-state';
import { sessionExpiry, type SessionCookie } from './session.service';

/**
 * The answer says the session is now someone else (SESSION_CHANGED_HEADER): the page has the
 * service worker drop its cached answers. Every write of the session cookie below goes through
 * here, so a new way to sign in or out is covered without being listed anywhere.
 */
export function markSessionChanged(ctx: AppContext): void {
  ctx.set(SESSION_CHANGED_HEADER, '1');
}

/** httpOnly, SameSite=Lax, `secure` over https (Koa refuses a secure cookie on plain http). */
export function setSessionCookie(ctx: AppContext, cookie: SessionCookie): void {
  // The same token sent again with a later expiry is the same session.
  if (cookie.token !== ctx.cookies.get(SESSION_COOKIE)) markSessionChanged(ctx);
  ctx.cookies.set(SESSION_COOKIE, cookie.token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    expires: cookie.expires,
    secure: ctx.secure,
    overwrite: true,
  });
}

export function clearSessionCookie(ctx: AppContext): void {
  markSessionChanged(ctx);
  ctx.cookies.set(SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    expires: new Date(0),
    secure: ctx.secure,
    overwrite: true,
  });
}

/**
 * The seeds' `redir_to_app` cookie (seed 000 §2): 'true' after login, 'false' after logout,
 * readable by scripts, never past 2038.
 */
export function setRedirToAppCookie(ctx: AppContext, loggedIn: boolean, now: Date): void {
  ctx.cookies.set(REDIR_TO_APP_COOKIE, loggedIn ? 'true' : 'false', {
    httpOnly: false,
    sameSite: 'lax',
    path: '/',
    expires: sessionExpiry(now),
    secure: ctx.secure,
    overwrite: true,
  });
}
