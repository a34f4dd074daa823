import Router from '@koa/router';
import { drivePaths, type Language } from '@gramota/contracts';
import type { AppContext, AppMiddleware, AppState } from '../../http/app-state';
import { bodyFields } from '../../http/request-fields';
import { currentAccount, currentActor, requirePermission } from '../access';
import { docRowId } from '../folders';
import { readerLanguage } from '../mail';
import { readStoredSettings } from '../profile';
import type { DriveAccountsService } from './drive-accounts.service';
import type { DriveCreateService } from './drive-create.service';
import { driveNotFound } from './drive-errors';
import type { DriveGroupService } from './drive-group.service';
import type { MailTemplatesService } from './mail-templates.service';

export interface DriveRoutesDependencies {
  session: AppMiddleware;
  create: DriveCreateService;
  groups: DriveGroupService;
  templates: MailTemplatesService;
  accounts: DriveAccountsService;
}

const params = (ctx: AppContext) =>
  (ctx as { params?: Record<string, string | undefined> }).params ?? {};

/** The reader's language for the default template: the person's interface, else the browser's. */
const languageOf = (ctx: AppContext): Language =>
  readerLanguage(ctx, readStoredSettings(currentActor(ctx).settings).lng);

/**
 * drive-create, the group page's data, mail templates and mail settings (issue 15 Drive
 * create). Every call works on the session's account: a stranger's ids are the same 404 as
 * missing ones. Reading or changing mail texts and making a run needs docs_full; a group needs
 * drive_view. Paths as in contracts (spreadsheetPaths
 * .driveCreate, drivePaths).
 */
export function createDriveRoutes(deps: DriveRoutesDependencies): Router<AppState> {
  const router = new Router<AppState>();
  const docsFull = requirePermission('docs_full');
  // A run's group is a Drive page (seed 000 §6 drive_view); the mail texts are part of making docs.
  const driveView = requirePermission('drive_view');
  const account = (ctx: AppContext) => currentAccount(ctx).id;

  router.post('/api/drive-create/:docId/', deps.session, docsFull, async (ctx) => {
    const docId = docRowId(params(ctx).docId ?? '');
    if (docId === null) throw driveNotFound();
    ctx.body = await deps.create.create(account(ctx), docId, bodyFields(ctx), languageOf(ctx));
  });

  router.get('/api/drive-group-get/:key/:groupId/', deps.session, driveView, async (ctx) => {
    const { key = '', groupId = '' } = params(ctx);
    ctx.body = await deps.groups.group(account(ctx), key, groupId);
  });

  router.get(drivePaths.mailTemplates(), deps.session, docsFull, async (ctx) => {
    ctx.body = {
      result: 'success',
      templates: await deps.templates.list(account(ctx), languageOf(ctx)),
    };
  });
  router.get('/api/mail-template-get/:id/', deps.session, docsFull, async (ctx) => {
    const template = await deps.templates.get(account(ctx), params(ctx).id ?? '', languageOf(ctx));
    ctx.body = { result: 'success', template };
  });
  router.post(drivePaths.mailTemplateSave(), deps.session, docsFull, async (ctx) => {
    ctx.body = { result: 'success', id: await deps.templates.save(account(ctx), bodyFields(ctx)) };
  });
  router.post('/api/mail-template-remove/:id/', deps.session, docsFull, async (ctx) => {
    await deps.templates.remove(account(ctx), params(ctx).id ?? '');
    ctx.body = { result: 'success' };
  });

  router.get(drivePaths.mailSettings(), deps.session, docsFull, async (ctx) => {
    ctx.body = { result: 'success', ...(await deps.accounts.settings(account(ctx))) };
  });
  router.post(drivePaths.mailSettingsSet(), deps.session, docsFull, async (ctx) => {
    await deps.accounts.saveSettings(account(ctx), bodyFields(ctx));
    ctx.body = { result: 'success' };
  });
  return router;
}
