import Router from '@koa/router';
import {
  accessLandingPage,
  accountPaths,
  type AccessGrantAnswer,
  type AccessListAnswer,
  type AccessSwitchAnswer,
  type SuccessAnswer,
} from '@gramota/contracts';
import { accountError } from '../../errors';
import type { AppMiddleware, AppState } from '../../http/app-state';
import { bodyFields, requiredText } from '../../http/request-fields';
import {
  currentActor,
  currentSessionId,
  markSessionChanged,
  requireLogin,
  type SessionService,
} from '../auth';
import { requireOwnAccount } from './access.middleware';
import { permissionsField, type AccessService } from './access.service';

/** The owner's screen (list, grant, update, revoke) and the member's switch in and out. */
export function createAccessRoutes(
  access: AccessService,
  sessions: SessionService,
  session: AppMiddleware,
): Router<AppState> {
  const router = new Router<AppState>();
  const ownAccount = [session, requireLogin(accountError), requireOwnAccount];
  const ok: SuccessAnswer = { result: 'success' };

  router.get(accountPaths.accessList, ...ownAccount, async (ctx) => {
    const answer: AccessListAnswer = {
      result: 'success',
      grants: await access.list(currentActor(ctx).id),
    };
    ctx.body = answer;
  });

  router.post(accountPaths.accessGrant, ...ownAccount, async (ctx) => {
    const fields = bodyFields(ctx);
    const user = requiredText(fields, 'user', 254);
    const permissions = permissionsField(fields.permissions);
    const answer: AccessGrantAnswer = {
      result: 'success',
      grant: await access.grant(currentActor(ctx), user, permissions),
    };
    ctx.body = answer;
  });

  router.post(accountPaths.accessUpdate, ...ownAccount, async (ctx) => {
    const fields = bodyFields(ctx);
    const grantId = requiredText(fields, 'grant_id', 36);
    const permissions = permissionsField(fields.permissions);
    const answer: AccessGrantAnswer = {
      result: 'success',
      grant: await access.update(currentActor(ctx).id, grantId, permissions),
    };
    ctx.body = answer;
  });

  router.post(accountPaths.accessRevoke, ...ownAccount, async (ctx) => {
    const grantId = requiredText(bodyFields(ctx), 'grant_id', 36);
    await access.revoke(currentActor(ctx).id, grantId);
    ctx.body = ok;
  });

  router.post(accountPaths.accessSwitch, ...ownAccount, async (ctx) => {
    const ownerId = requiredText(bodyFields(ctx), 'owner_id', 36);
    const grant = await access.requireActive(ownerId, currentActor(ctx).id);
    await sessions.setActingOwner(currentSessionId(ctx), ownerId);
    // Same cookie, another account: the page's cached answers are the member's own.
    markSessionChanged(ctx);
    const answer: AccessSwitchAnswer = {
      result: 'success',
      landing: accessLandingPage(grant.permissions),
    };
    ctx.body = answer;
  });

  router.post(accountPaths.accessExit, session, async (ctx) => {
    await sessions.setActingOwner(currentSessionId(ctx), null);
    markSessionChanged(ctx);
    ctx.body = ok;
  });

  return router;
}
