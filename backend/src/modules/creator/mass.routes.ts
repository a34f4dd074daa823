import Router from '@koa/router';
import type { AppContext, AppMiddleware, AppState } from '../../http/app-state';
import type { TemplateLookup } from '../docs';
import { currentAccount, currentActor, requirePermission } from '../access';
import { docRowId } from '../folders';
import { readPrintRequest } from '@gramota/contracts';
import { setFileName } from '../../http/private-file';
import { printFieldError } from '../printers';
import { idList, safeFileName } from '../ready';
import { notFound } from './creator-errors';
import type { CreatorDocs, CreatorService } from './creator.service';
import { docRenderInput } from './job-source';
import type { MassCreateService } from './mass-create.service';
import type { MassPrintService } from './mass-print.service';
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
  /** A run's files laid out for paper (issue 36). */
  massPrint: MassPrintService;
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
      currentActor(ctx).id,
    );
  });

  // Every job of the run must be the account's (another's id: 404), as docs-creater-get-status.
  router.get('/api/creator-get-status-spreadsheet/:files/', session, docsFull, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const ids = idList(params(ctx).files, 'files');
    ctx.body = await deps.creator.jobsStatus(currentAccount(ctx).id, ids);
  });

  // A run's files laid out for paper (issue 36, contracts printApiPaths.massPrint): onto blanks,
  // several to a sheet or for a print shop, in table order; the ids as ready-mass-pdf takes them.
  router.get('/api/ready-mass-print/:files/', session, docsFull, async (ctx) => {
    const ids = idList(params(ctx).files, 'files');
    const request = readPrintRequest(ctx.query as Record<string, unknown>);
    if (!request.ok) throw printFieldError(request);
    const printed = await deps.massPrint.print(currentAccount(ctx).id, ids, request.value);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Sheets', String(printed.sheets));
    setFileName(ctx, `${safeFileName(printed.title)}.pdf`);
    ctx.type = 'application/pdf';
    ctx.body = printed.pdf;
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
