import Router from '@koa/router';
import {
  DATA_SEPARATOR,
  WORKSHOP_LIMITS,
  WORKSHOP_VIEWS,
  type WorkshopCopyAnswer,
  type WorkshopCreateAnswer,
  type WorkshopNewAnswer,
  type WorkshopSetAnswer,
  type WorkshopSharedLinkAnswer,
} from '@gramota/contracts';
import type { AppContext, AppMiddleware, AppState } from '../../http/app-state';
import { bodyFields, optionalText, queryFields, type Fields } from '../../http/request-fields';
import { currentAccount, currentActor, currentPermissions, requirePermission } from '../access';
import { accountLanguage } from '../auth';
import { listCall, targetFolder, type ListQueryRules } from '../folders';
import { readerLanguage } from '../mail';
import { answerWorkshopPay, badRequest, notFound, requireWorkshopLogin } from './workshop-errors';
import type { WorkshopList, WorkshopListingService } from './workshop-listing.service';
import type { WorkshopPagesService } from './workshop-pages.service';
import type { WorkshopPlan } from './workshop-plan';
import type { WorkshopSharedAccess } from './share/workshop-shared-access';
import type { WorkshopSharedListing } from './share/workshop-shared-listing';
import {
  WORKSHOP_DOCUMENT_CONTENT,
  type WorkshopTemplatesService,
  type SceneEditor,
} from './workshop-templates.service';

const ID = /^[1-9]\d{0,9}$/;

/** The language of names the server makes (copies, a new template's): the account's, else the browser's. */
const languageOf = (ctx: AppContext) => readerLanguage(ctx, accountLanguage(currentAccount(ctx)));

/** A template id of the URL or a field; a malformed one is the same 404 as a missing one. */
export function templateRowId(value: string | undefined, field = 'data_id'): number {
  const text = (value ?? '').trim();
  const id = ID.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw notFound(field);
  return id;
}

/** maket_id: a layout number, or absent. */
function maketField(fields: Fields): number | undefined {
  const text = optionalText(fields, 'maket_id', 10);
  if (text === undefined || text === '') return undefined;
  if (!/^\d{1,7}$/.test(text)) throw badRequest('maket_invalid', 'maket_id');
  return Number(text);
}

/** How workshop-get reads its query (WorkshopGetQuery) beyond every file area's list. */
const workshopListQuery: ListQueryRules<WorkshopList> = {
  invalidFlag: (field) => badRequest('not_found', field),
  search(fields) {
    const search = optionalText(fields, 'sq', WORKSHOP_LIMITS.searchMax) || undefined;
    // Fewer characters than a search needs: nothing is searched (the list shows as without sq).
    if (search !== undefined && [...search].length < WORKSHOP_LIMITS.searchMin) return undefined;
    return search;
  },
  view(fields) {
    const view = optionalText(fields, 'view', 10) || undefined;
    if (view === undefined) return undefined;
    if (!(WORKSHOP_VIEWS as readonly string[]).includes(view))
      throw badRequest('not_found', 'view');
    if (view !== 'types') return { kind: view as 'recent' | 'shared' };
    const type = optionalText(fields, 'type', 2) ?? '';
    if (!/^[gdcbspo]$/.test(type)) throw badRequest('not_found', 'type');
    return { kind: 'types', type: type as 'g' };
  },
};

export interface WorkshopRoutesDependencies {
  session: AppMiddleware;
  listing: WorkshopListingService;
  templates: WorkshopTemplatesService;
  pages: WorkshopPagesService;
  plan: WorkshopPlan;
  /** Who may edit a template: its owner, or someone it is shared with for editing. */
  access: WorkshopSharedAccess;
  /** The link page's call. */
  shared: WorkshopSharedListing;
}

/** Who saves a scene of `owner`'s template, as the stamp vault sees them. */
function sceneEditor(ctx: AppContext, owner: string): SceneEditor {
  const actor = currentActor(ctx);
  return {
    actor: { id: actor.id, name: actor.name, email: actor.email },
    outsider: currentAccount(ctx).id !== owner,
  };
}

/** Signed in, and `workshop_full` while switched into another account. */
export const workshopGuards: AppMiddleware[] = [
  requireWorkshopLogin,
  requirePermission('workshop_full'),
];

/** The workshop calls of seed 001 §7 (the form actions and uploads are mounted in index.ts). */
export function createWorkshopRoutes(deps: WorkshopRoutesDependencies): Router<AppState> {
  const { session, listing, templates, pages, plan, access, shared } = deps;
  const router = new Router<AppState>();
  const guarded = [session, ...workshopGuards, answerWorkshopPay];
  const userOf = (ctx: AppContext) => currentAccount(ctx).id;
  /**
   * The owner of a template this account may edit (its own, or shared with it for editing: the
   * editor works on the owner's template, under the owner's plan); null otherwise.
   */
  const editableOwner = async (userId: string, id: number): Promise<string | null> => {
    const found = await access.templateById(userId, id);
    return found?.permission === 'edit' ? found.row.userId : null;
  };
  const ownerOrMissing = async (ctx: AppContext, id: number) => {
    const owner = await editableOwner(userOf(ctx), id);
    if (owner === null) throw notFound('data_id');
    return owner;
  };

  router.get(
    '/api/workshop-get/:userKey/',
    ...listCall(session, workshopListQuery, (userId, list) => listing.list(userId, list), [
      ...workshopGuards,
    ]),
  );

  router.get('/api/workshop-copy/', ...guarded, async (ctx) => {
    const id = templateRowId(optionalText(queryFields(ctx), 'data_id', 20));
    const copy = await templates.copy(userOf(ctx), id, languageOf(ctx));
    const answer: WorkshopCopyAnswer = { result: 'success', data_id: String(copy) };
    ctx.body = answer;
  });

  router.post('/api/workshop-template-new/', ...guarded, async (ctx) => {
    const fields = bodyFields(ctx);
    const id = await templates.create(userOf(ctx), {
      name: optionalText(fields, 'name', 10_000),
      format: optionalText(fields, 'format', 40) ?? '',
      maketId: maketField(fields),
      folderId: targetFolder(optionalText(fields, 'folder_id', 40), 'folder_id'),
      type: optionalText(fields, 'type', 2),
      language: languageOf(ctx),
    });
    const answer: WorkshopNewAnswer = { result: 'success', data_id: String(id) };
    ctx.body = answer;
  });

  // The editor's load: 'forbidden' (text) for a visitor, a member without the permission or
  // another account's id, as get-doc answers; else the data, the separator and the content HTML.
  router.get('/api/workshop-template-get/:id/', session, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/plain; charset=utf-8';
    const id = ID.test(ctx.params.id ?? '') ? Number(ctx.params.id) : NaN;
    const allowed = currentActor(ctx).login && currentPermissions(ctx).workshop_full;
    const owner = allowed && id <= 2_147_483_647 ? await editableOwner(userOf(ctx), id) : null;
    const data = owner === null ? null : await templates.data(owner, id, await plan.isPaid(owner));
    if (!data) {
      ctx.status = 403;
      ctx.body = 'forbidden';
      return;
    }
    ctx.body = `${JSON.stringify(data)}${DATA_SEPARATOR}${WORKSHOP_DOCUMENT_CONTENT}`;
  });

  router.post('/api/workshop-template-set/:id/', ...guarded, async (ctx) => {
    const id = templateRowId(ctx.params.id);
    maketField(queryFields(ctx));
    const fields = bodyFields(ctx);
    const content = fields.content;
    if (typeof content !== 'string' || content === '') throw badRequest('scene_invalid', 'content');
    const owner = await ownerOrMissing(ctx, id);
    const time = await templates.save(
      owner,
      id,
      { content, margins: optionalText(fields, 'margins', 40) },
      sceneEditor(ctx, owner),
    );
    const answer: WorkshopSetAnswer = { result: 'success', last_event_time: time };
    ctx.body = answer;
  });

  router.get('/api/workshop-template-create/:id/', ...guarded, async (ctx) => {
    const id = templateRowId(ctx.params.id);
    await pages.start(await ownerOrMissing(ctx, id), id);
    const answer: WorkshopCreateAnswer = { result: 'success' };
    ctx.body = answer;
  });

  // Leaving the editor (seed 000 §2): the unsaved scene if any, then the page picture is made
  // unless it is already ready or being made. The tab's pagehide sends it with keepalive.
  router.post('/api/workshop-template-leave/:id/', ...guarded, async (ctx) => {
    const id = templateRowId(ctx.params.id);
    maketField(queryFields(ctx));
    const fields = bodyFields(ctx);
    const owner = await ownerOrMissing(ctx, id);
    const content = fields.content;
    if (content !== undefined) {
      if (typeof content !== 'string' || content === '')
        throw badRequest('scene_invalid', 'content');
      await templates.save(
        owner,
        id,
        { content, margins: optionalText(fields, 'margins', 40) },
        sceneEditor(ctx, owner),
      );
    }
    const now = await pages.status(owner, id);
    if (now.status !== 'ready' && now.status !== 'wait') await pages.start(owner, id);
    const answer: WorkshopCreateAnswer = { result: 'success' };
    ctx.body = answer;
  });

  router.get('/api/workshop-template-create-status/:id/', ...guarded, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const id = templateRowId(ctx.params.id);
    ctx.body = await pages.status(await ownerOrMissing(ctx, id), id);
  });

  // A share link's page: signed in first (401 login_required: the login modal, then back here).
  router.get('/api/workshop-shared/:code/', session, ...workshopGuards, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const answer: WorkshopSharedLinkAnswer = await shared.linkPage(
      userOf(ctx),
      ctx.params.code ?? '',
    );
    ctx.body = answer;
  });

  return router;
}
