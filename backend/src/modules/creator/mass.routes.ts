import Router from '@koa/router';
import type { AppContext, AppMiddleware, AppState } from '../../http/app-state';
import type { TemplateLookup } from '../docs';
import { currentAccount, requirePermission } from '../access';
import { docRowId } from '../folders';
import { idList } from '../ready';
import { notFound } from './creator-errors';
import type { CreatorDocs, CreatorService } from './creator.service';
import { docRenderInput } from './job-source';
import type { MassCreateService } from './mass-create.service';
import { readGender, readMassId, readMassRow, readMassmask, readVerifySwitch } from './mass-row';
import { PREVIEW_CSP, previewHtml } from './spreadsheet-preview';

const params = (ctx: AppContext) =>
  (ctx as { params?: Record<string, string | undefined> }).params ?? {};

function docIdOf(ctx: AppContext): number {
  const id = docRowId(params(ctx).docId ?? '');
  if (id === null) throw notFound();
  return id;
}

export interface MassRoutesDependencies {
  creator: CreatorService;
  mass: MassCreateService;
  docs: CreatorDocs;
  templates: TemplateLookup;
  session: AppMiddleware;
}

/**
 * The mass run's calls (issue 15; seed 001 §7 Spreadsheet, contracts spreadsheetPaths):
 * masscreate, the run's status poll and one row's preview. Session and docs_full here; the doc
 * must be the account's (another's answers the same 404 as a missing one).
 */
export function createMassRoutes(deps: MassRoutesDependencies): Router<AppState> {
  const router = new Router<AppState>();
  const docsFull = requirePermission('docs_full');
  const { session } = deps;
  const renderInput = docRenderInput(deps.docs, deps.templates);

  router.get('/api/creator/:docId/masscreate/', session, docsFull, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const docId = docIdOf(ctx);
    const massId = readMassId(ctx.query.mass_id);
    const values = readMassmask(ctx.query.massmask);
    const row = readMassRow(ctx.query.row);
    const gender = readGender(ctx.query.gender);
    const verify = readVerifySwitch(ctx.query.verify);
    ctx.body = await deps.mass.create(
      currentAccount(ctx).id,
      docId,
      massId,
      values,
      row,
      gender,
      verify,
    );
  });

  // Every job of the run must be the account's (another's id: 404), as docs-creater-get-status.
  router.get('/api/creator-get-status-spreadsheet/:files/', session, docsFull, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const ids = idList(params(ctx).files, 'files');
    ctx.body = await deps.creator.jobsStatus(currentAccount(ctx).id, ids);
  });

  router.get('/api/spreadsheet-preview/:docId/', session, docsFull, async (ctx) => {
    const docId = docIdOf(ctx);
    const values = readMassmask(ctx.query.massmask);
    const measure = ctx.query.measure === '1';
    const gender = readGender(ctx.query.gender);
    const found = await renderInput(currentAccount(ctx).id, docId);
    if (!found) throw notFound();
    const html = previewHtml(found, values, measure, gender);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Security-Policy', PREVIEW_CSP);
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = html;
  });

  return router;
}
