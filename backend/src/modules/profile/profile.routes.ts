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
import type { AuditActor } from '../audit';
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
  /** The vault (issue 37): whether the person may see a stamp's picture. */
  sight?: StampSight;
}

/** Who may see a stamp's picture (the stamp-vault module answers). */
export interface StampSight {
  maySee(caller: { accountId: string; actor: AuditActor }, stampId: string): Promise<boolean>;
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
/** The person acting, as the audit log names them. */
const auditActor = (ctx: AppContext): AuditActor => {
  const actor = currentActor(ctx);
  return { id: actor.id, name: actor.name, email: actor.email };
};

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
      stamp: await stamps.upload(currentActor(ctx).id, kind, name, file.buffer, auditActor(ctx)),
    };
    ctx.body = answer;
  });

  router.post(accountPaths.profileStampRemove, ...ownChange, async (ctx) => {
    const id = requiredText(bodyFields(ctx), 'id', 36);
    await stamps.remove(currentActor(ctx).id, id, auditActor(ctx));
    ctx.body = ok;
  });

  // The editor and the workshop place stamps: a member switched in needs one of those permissions,
  // and the vault's leave to see this one (issue 37: it may be placed, or was approved for a doc).
  router.get(
    '/api/profile-stamp-file/:id/',
    session,
    requireAnyPermission('docs_full', 'workshop_full'),
    async (ctx) => {
      const id = ctx.params.id ?? '';
      const caller = { accountId: currentAccount(ctx).id, actor: auditActor(ctx) };
      if (deps.sight && !(await deps.sight.maySee(caller, id)))
        throw accountError(404, 'not_found');
      const png = await stamps.read(currentAccount(ctx).id, id);
      ctx.type = 'image/png';
      ctx.set('Cache-Control', 'private, no-store');
      ctx.set('Content-Disposition', 'inline');
      ctx.body = png;
    },
  );

  return router;
}
