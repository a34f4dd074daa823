import type { Permission } from '@gramota/contracts';
import { ForbiddenError } from '../../errors';
import type { AppContext, AppMiddleware } from '../../http/app-state';
import {
  currentAccount,
  currentActor,
  currentPermissions,
  currentSessionId,
  type SessionExtension,
  type SessionService,
} from '../auth';
import type { AccessService } from './access.service';

/**
 * Runs after every session is resolved: a session switched into an owner's account works on that
 * account with the grant's permissions, as long as the grant still exists. Checked against the
 * database on each request (nothing cached), so a revoked grant ends the switch at once.
 */
export function resolveGrantedAccess(
  access: AccessService,
  sessions: SessionService,
): SessionExtension {
  return async (ctx: AppContext) => {
    const ownerId = ctx.state.actingOwnerId;
    if (!ownerId) return;
    const grant = await access.active(ownerId, currentActor(ctx).id);
    if (!grant) {
      await sessions.setActingOwner(currentSessionId(ctx), null);
      ctx.state.actingOwnerId = null;
      return;
    }
    ctx.state.account = grant.owner;
    ctx.state.permissions = grant.permissions;
    ctx.state.isAccess = true;
  };
}

/** True while the actor works in another user's account. */
export function isSwitched(ctx: AppContext): boolean {
  return ctx.state.isAccess === true;
}

/**
 * 403 Forbidden unless the actor holds `permission` in the current account (always true in one's
 * own account). The one server-side check every module uses for granted access.
 */
export function requirePermission(permission: Permission): AppMiddleware {
  return async (ctx, next) => {
    if (!currentPermissions(ctx)[permission]) throw new ForbiddenError();
    await next();
  };
}

/** 403 Forbidden unless the actor holds at least one of `permissions`. */
export function requireAnyPermission(...permissions: Permission[]): AppMiddleware {
  return async (ctx, next) => {
    const flags = currentPermissions(ctx);
    if (!permissions.some((permission) => flags[permission])) throw new ForbiddenError();
    await next();
  };
}

/** 403 Forbidden while switched: the profile pages and access management are the owner's alone. */
export const requireOwnAccount: AppMiddleware = async (ctx, next) => {
  if (isSwitched(ctx)) throw new ForbiddenError();
  await next();
};

/**
 * List URLs carry the account's api key (`/api/docs-get/{userKey}/`): it must be the current
 * account's (the owner's while switched). A key never opens an account on its own.
 */
export function requireUserKey(param = 'userKey'): AppMiddleware {
  return async (ctx, next) => {
    const params = (ctx as { params?: Record<string, string | undefined> }).params ?? {};
    if (params[param] !== currentAccount(ctx).apiKey) throw new ForbiddenError();
    await next();
  };
}
