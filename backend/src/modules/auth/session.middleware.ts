import { PERMISSIONS, SESSION_COOKIE, type PermissionFlags } from '@gramota/contracts';
import type { AppContext, AppMiddleware } from '../../http/app-state';
import { setSessionCookie } from './auth-cookies';
import type { SessionService } from './session.service';
import type { User } from './user.entity';
import { isVisitOnly } from './visit-only-requests';

/** Everything allowed: one's own account. */
export const ALL_PERMISSIONS: PermissionFlags = Object.freeze(
  Object.fromEntries(PERMISSIONS.map((name) => [name, true])) as PermissionFlags,
);

/**
 * Runs right after the session is resolved, once per request, before any handler: the access
 * module uses it to switch `account` and `permissions` to a granted owner's.
 */
export type SessionExtension = (ctx: AppContext) => Promise<void>;

/**
 * Resolves the session: `actor` = `account` = the session's user, all permissions; then the
 * extensions run. A first visit gets a cookie and an anonymous account that is stored only when
 * the request keeps something (see visit-only-requests.ts). Mounted only on API routes and /app/
 * page loads, so static assets never touch sessions.
 */
export function sessionMiddleware(
  sessions: SessionService,
  extensions: readonly SessionExtension[],
): AppMiddleware {
  return async (ctx, next) => {
    if (!ctx.state.actor) {
      let resolved = await sessions.resolve(ctx.cookies.get(SESSION_COOKIE));
      if (resolved.pendingToken && !isVisitOnly(ctx)) resolved = await sessions.keep(resolved);
      ctx.state.pendingVisitor = resolved.pendingToken !== undefined;
      ctx.state.actor = resolved.user;
      ctx.state.account = resolved.user;
      ctx.state.permissions = ALL_PERMISSIONS;
      ctx.state.isAccess = false;
      ctx.state.sessionId = resolved.sessionId;
      ctx.state.actingOwnerId = resolved.actingOwnerId;
      if (resolved.cookie) setSessionCookie(ctx, resolved.cookie);
      for (const extension of extensions) await extension(ctx);
    }
    await next();
  };
}

function required<T>(value: T | undefined, what: string, ctx: AppContext): T {
  if (value === undefined)
    throw new Error(`No ${what} on ${ctx.method} ${ctx.path}: session middleware not mounted`);
  return value;
}

/** The person behind the session, in their own account. Use for who-did-it, not for data. */
export function currentActor(ctx: AppContext): User {
  return required(ctx.state.actor, 'session user', ctx);
}

/**
 * The account a request reads and writes: the actor's own, or the owner's while the actor is
 * switched in through granted access. Every module's data belongs to this account.
 */
export function currentAccount(ctx: AppContext): User {
  return required(ctx.state.account, 'account', ctx);
}

/** All true in one's own account; the grant's list while switched. */
export function currentPermissions(ctx: AppContext): PermissionFlags {
  return required(ctx.state.permissions, 'permissions', ctx);
}

export function currentSessionId(ctx: AppContext): string {
  return required(ctx.state.sessionId, 'session id', ctx);
}

/** A module's error factory that has a `login_required` code (accountError, payError, ...). */
export type LoginRequiredError = (status: 401, code: 'login_required') => Error;

/**
 * The route middleware that refuses an anonymous account: 401 `login_required` in the words of
 * the module's own error catalogue (`requireLogin(accountError)`, `requireLogin(payError)`).
 */
export function requireLogin(loginRequired: LoginRequiredError): AppMiddleware {
  return async (ctx, next) => {
    if (!currentActor(ctx).login) throw loginRequired(401, 'login_required');
    await next();
  };
}
