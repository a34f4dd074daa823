import { SESSION_COOKIE } from '@gramota/contracts';
import type { AppContext, AppMiddleware } from '../../http/app-state';
import type { SessionService } from './session.service';
import type { User } from './user.entity';

/**
 * Puts the session's user on `ctx.state.user`, creating an anonymous account on a first visit.
 * Mounted only on API routes and /app/ page loads, so static assets never create accounts.
 */
export function sessionMiddleware(sessions: SessionService): AppMiddleware {
  return async (ctx, next) => {
    if (!ctx.state.user) {
      const resolved = await sessions.resolve(ctx.cookies.get(SESSION_COOKIE));
      ctx.state.user = resolved.user;
      if (resolved.cookie) {
        ctx.cookies.set(SESSION_COOKIE, resolved.cookie.token, {
          httpOnly: true,
          sameSite: 'lax',
          path: '/',
          expires: resolved.cookie.expires,
          // `secure` only over https: Koa refuses to send a secure cookie on plain http.
          secure: ctx.secure,
          overwrite: true,
        });
      }
    }
    await next();
  };
}

/** The session's user; a route that calls this without the session middleware is a programming error. */
export function currentUser(ctx: AppContext): User {
  const user = ctx.state.user;
  if (!user)
    throw new Error(`No session user on ${ctx.method} ${ctx.path}: session middleware not mounted`);
  return user;
}
