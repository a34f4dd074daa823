import Router from '@koa/router';
import {
  CREATOR_DOWNLOAD_STATUSES,
  CREATOR_SUFFIXES,
  isCreatorType,
  readPrintRequest,
  type CreatorDownloadStatus,
} from '@gramota/contracts';
import type { AppContext, AppMiddleware, AppState } from '../../http/app-state';
import { noStore } from '../../http/no-store';
import { currentAccount, currentActor, requirePermission } from '../access';
import { docRowId } from '../folders';
import { printFieldError } from '../printers';
import { idList } from '../ready';
import { badRequest, notFound } from './creator-errors';
import type { CreatorAccount, CreatorService } from './creator.service';

const params = (ctx: AppContext) =>
  (ctx as { params?: Record<string, string | undefined> }).params ?? {};

/** A doc or job id of the path; anything else is the same 404 as a foreign id. */
function rowId(value: string | undefined): number {
  const id = docRowId(value ?? '');
  if (id === null) throw notFound();
  return id;
}

/**
 * The account the files go to; logged in is the person's own state (someone switched into an
 * owner's account through granted access is logged in, or they could not have been granted it).
 */
const creatorAccount = (ctx: AppContext): CreatorAccount => ({
  id: currentAccount(ctx).id,
  login: currentActor(ctx).login,
  actorId: currentActor(ctx).id,
});

/**
 * The creator calls (seed 001 §7, seed 000 §7). Session and docs_full here; ownership, trash and
 * PRO in CreatorService. Every answer is no-store: it changes while the job runs.
 */
export function createCreatorRoutes(creator: CreatorService, session: AppMiddleware) {
  const router = new Router<AppState>();
  const docsFull = requirePermission('docs_full');

  const create: AppMiddleware = async (ctx) => {
    const { docId, type, suffix } = params(ctx);
    if (!isCreatorType(type)) throw badRequest('type_invalid', 'type');
    if (suffix !== undefined && !(CREATOR_SUFFIXES as readonly string[]).includes(suffix))
      throw badRequest('type_invalid', 'suffix');
    // A print or download laid out on paper (issue 36): layout, printer, grid, copies.
    const print = readPrintRequest((ctx.request.body ?? {}) as Record<string, unknown>);
    if (!print.ok) throw printFieldError(print);
    ctx.body = await creator.create(creatorAccount(ctx), rowId(docId), type, suffix, print.value);
  };
  router.post('/api/creator/:docId/:type/', session, docsFull, noStore, create);
  router.post('/api/creator/:docId/:type/:suffix/', session, docsFull, noStore, create);

  router.get('/api/creator/:docId/', session, docsFull, noStore, async (ctx) => {
    ctx.body = await creator.createFile(creatorAccount(ctx), rowId(params(ctx).docId));
  });

  router.get('/api/get-status-creator/:docId/:doc/', session, docsFull, noStore, async (ctx) => {
    const { docId, doc } = params(ctx);
    ctx.body = await creator.status(currentAccount(ctx).id, rowId(docId), rowId(doc));
  });

  router.get(
    '/api/set-status-creator/:docId/:doc/:status/',
    session,
    docsFull,
    noStore,
    async (ctx) => {
      const { docId, doc, status } = params(ctx);
      if (!(CREATOR_DOWNLOAD_STATUSES as readonly string[]).includes(status ?? ''))
        throw badRequest('status_invalid', 'status');
      await creator.setStatus(
        currentAccount(ctx).id,
        rowId(docId),
        rowId(doc),
        status as CreatorDownloadStatus,
      );
      ctx.body = { result: 'success' };
    },
  );

  router.get('/api/docs-creater-get-status/:ids/', session, docsFull, noStore, async (ctx) => {
    const ids = idList(params(ctx).ids, 'ids');
    ctx.body = await creator.jobsStatus(currentAccount(ctx).id, ids);
  });

  return router;
}
