import Router from '@koa/router';
import {
  accountPaths,
  apiPaths,
  type Settings,
  type StampsAnswer,
  type StampUploadAnswer,
  type SuccessAnswer,
  type UserpicAnswer,
} from '@gramota/contracts';
import { accountError } from '../../errors';
import type { AppContext, AppMiddleware, AppState } from '../../http/app-state';
import { bodyFields, optionalText, requiredText } from '../../http/request-fields';
import {
  currentAccount,
  currentActor,
  currentPermissions,
  requireAnyPermission,
  requireOwnAccount,
  requirePermission,
} from '../access';
import { nameField, requireLogin } from '../auth';
import { imageUpload, uploadedFile } from '../../http/image-upload';
import { timezoneField, type ProfileService, type ProfileViewer } from './profile.service';
import { decodeSettingsPayload } from './profile.settings';
import { stampKindField, type StampsService } from './stamps.service';
import type { UserpicService } from './userpic.service';

export interface ProfileRoutesDependencies {
  profiles: ProfileService;
  userpics: UserpicService;
  stamps: StampsService;
  session: AppMiddleware;
}

const viewer = (ctx: AppContext): ProfileViewer => ({
  actor: currentActor(ctx),
  account: currentAccount(ctx),
  isAccess: ctx.state.isAccess === true,
  permissions: currentPermissions(ctx),
});

/**
 * Profile (seed 000 §3, seed 001 §2/§7 Profile). profile-get and the settings work in the current
 * account (the owner's while switched; settings then need settings_full); the profile pages' calls
 * are the account owner's alone: 403 Forbidden while switched.
 */
export function createProfileRoutes(deps: ProfileRoutesDependencies): Router<AppState> {
  const { profiles, userpics, stamps, session } = deps;
  const router = new Router<AppState>();
  const ownPage = [session, requireOwnAccount];
  const ownChange = [session, requireOwnAccount, requireLogin(accountError)];
  const ok: SuccessAnswer = { result: 'success' };

  router.get('/api/profile-get/:userKey/', session, async (ctx) => {
    ctx.body = await profiles.getProfile(viewer(ctx), ctx.params.userKey ?? '');
  });

  router.post(
    apiPaths.profileSetSettings(),
    session,
    requirePermission('settings_full'),
    async (ctx) => {
      const patch = decodeSettingsPayload(bodyFields(ctx).settings);
      const settings: Settings = await profiles.updateSettings(currentAccount(ctx).id, patch);
      ctx.body = { result: 'success', settings };
    },
  );

  router.post(accountPaths.profileSet, ...ownChange, async (ctx) => {
    const fields = bodyFields(ctx);
    await profiles.setProfile(currentActor(ctx).id, {
      name: nameField(fields.name),
      timezone: timezoneField(fields.timezone),
    });
    ctx.body = ok;
  });

  router.post(accountPaths.profileUserpic, ...ownChange, imageUpload(), async (ctx) => {
    const answer: UserpicAnswer = {
      result: 'success',
      userpic: await userpics.replace(currentActor(ctx), uploadedFile(ctx).buffer),
    };
    ctx.body = answer;
  });

  router.get(accountPaths.profileStamps, ...ownPage, async (ctx) => {
    const answer: StampsAnswer = {
      result: 'success',
      stamps: await stamps.list(currentActor(ctx).id),
    };
    ctx.body = answer;
  });

  router.post(accountPaths.profileStampUpload, ...ownChange, imageUpload(), async (ctx) => {
    const fields = bodyFields(ctx);
    const kind = stampKindField(fields.kind);
    const name = nameField(optionalText(fields, 'name', 1000)) ?? '';
    const file = uploadedFile(ctx);
    const answer: StampUploadAnswer = {
      result: 'success',
      stamp: await stamps.upload(currentActor(ctx).id, kind, name, file.buffer),
    };
    ctx.body = answer;
  });

  router.post(accountPaths.profileStampRemove, ...ownChange, async (ctx) => {
    await stamps.remove(currentActor(ctx).id, requiredText(bodyFields(ctx), 'id', 36));
    ctx.body = ok;
  });

  // The editor and the workshop place stamps: a member switched in needs one of those permissions.
  router.get(
    '/api/profile-stamp-file/:id/',
    session,
    requireAnyPermission('docs_full', 'workshop_full'),
    async (ctx) => {
      const png = await stamps.read(currentAccount(ctx).id, ctx.params.id ?? '');
      ctx.type = 'image/png';
      ctx.set('Cache-Control', 'private, no-store');
      ctx.set('Content-Disposition', 'inline');
      ctx.body = png;
    },
  );

  return router;
}
