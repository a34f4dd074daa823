import Router from '@koa/router';
import {
  SHARE_PERMISSIONS,
  SHARE_TYPES,
  type SharePermission,
  type ShareType,
  type ShareUsersAnswer,
  type SuccessAnswer,
} from '@gramota/contracts';
import { accountError } from '../../errors';
import type { AppMiddleware, AppState } from '../../http/app-state';
import { optionalText, queryFields, type Fields } from '../../http/request-fields';
import { currentAccount, requirePermission } from '../access';
import { requireLogin } from '../auth';
import type { ShareArea } from './share-area';
import { shareError } from './share-errors';
import type { SharingService } from './sharing.service';

export interface ShareRoutesDependencies {
  area: ShareArea;
  sharing: SharingService;
  session: AppMiddleware;
  /** The site's address: links are absolute, ready to copy. */
  publicUrl: string;
}

/** The paths of an area's share calls, each written out once (workshopPaths.share*). */
export const sharePaths = (area: string) => ({
  getUsers: `/api/${area}-share-get-users/`,
  setType: `/api/${area}-share-set-type/`,
  addUser: `/api/${area}-share-add-user/`,
  setUser: `/api/${area}-share-set-user/`,
});

function shareTypeField(fields: Fields, name: string): ShareType {
  const value = optionalText(fields, name, 20);
  if (!(SHARE_TYPES as readonly string[]).includes(value ?? ''))
    throw shareError(400, 'share_type_invalid', name);
  return value as ShareType;
}

function userActionField(fields: Fields): SharePermission | 'remove' {
  const value = optionalText(fields, 'type', 20) ?? '';
  if (value !== 'remove' && !(SHARE_PERMISSIONS as readonly string[]).includes(value))
    throw shareError(400, 'share_type_invalid', 'type');
  return value as SharePermission | 'remove';
}

/**
 * An area's share calls (seed 001 §7 'Workshop and storage sharing', GET as the seeds have them;
 * the CSRF guard covers GETs that change things): the owner's items only, a member switched in
 * needs the area's permission, a visitor without an account gets 401 login_required.
 */
export function createShareRoutes(deps: ShareRoutesDependencies): Router<AppState> {
  const { area, sharing, session, publicUrl } = deps;
  const paths = sharePaths(area.name);
  const router = new Router<AppState>();
  const guard = [session, requireLogin(accountError), requirePermission(area.permission)];
  const ok: SuccessAnswer = { result: 'success' };
  const dataId = (fields: Fields) => optionalText(fields, 'data_id', 20_000);

  router.get(paths.getUsers, ...guard, async (ctx) => {
    const fields = queryFields(ctx);
    const answer: ShareUsersAnswer = {
      result: 'success',
      ...(await sharing.usersOf(area, currentAccount(ctx).id, dataId(fields), publicUrl)),
    };
    ctx.body = answer;
  });

  router.get(paths.setType, ...guard, async (ctx) => {
    const fields = queryFields(ctx);
    const type = shareTypeField(fields, 'type');
    await sharing.setType(area, currentAccount(ctx).id, dataId(fields), type);
    ctx.body = ok;
  });

  router.get(paths.addUser, ...guard, async (ctx) => {
    const fields = queryFields(ctx);
    const shareType = shareTypeField(fields, 'share_type');
    const email = optionalText(fields, 'email', 254) || undefined;
    const id = email === undefined ? optionalText(fields, 'id', 64) : undefined;
    await sharing.addUser(area, currentAccount(ctx).id, dataId(fields), shareType, { email, id });
    ctx.body = ok;
  });

  router.get(paths.setUser, ...guard, async (ctx) => {
    const fields = queryFields(ctx);
    const type = userActionField(fields);
    const user = optionalText(fields, 'user', 64) ?? '';
    await sharing.setUser(area, currentAccount(ctx).id, dataId(fields), type, user);
    ctx.body = ok;
  });

  return router;
}
