import Router from '@koa/router';
import { isPageFormat, paperSizeMm } from '@gramota/doc-style';
import { readPrinterFields, type PrintersAnswer } from '@gramota/contracts';
import type { AppContext, AppMiddleware, AppState } from '../../http/app-state';
import { noStore } from '../../http/no-store';
import { t } from '../../shared/texts';
import { currentAccount, requirePermission } from '../access';
import { readerLanguage } from '../mail';
import type { PdfMetadata } from '../render';
import { printError, printFieldError } from './printer-errors';
import { printerId, type PrintersService } from './printers.service';

/** What the routes need of the render engine: the calibration sheet. */
export interface CalibrationSheetPrinter {
  renderCalibrationSheet(
    userId: string,
    format: string,
    meta: PdfMetadata,
    caption: string,
  ): Promise<{ pdf: Buffer }>;
}

const params = (ctx: AppContext) =>
  (ctx as { params?: Record<string, string | undefined> }).params ?? {};

const formOf = (ctx: AppContext) => (ctx.request.body ?? {}) as Record<string, unknown>;

function fieldsOf(ctx: AppContext) {
  const read = readPrinterFields(formOf(ctx));
  if (!read.ok) throw printFieldError(read);
  return read.value;
}

/**
 * The account's printers for printing onto blanks (issue 36; contracts printApiPaths): list,
 * add, change, delete, and the calibration test sheet. Session and docs_full (printing is making
 * documents); every id is checked against the account in PrintersService.
 */
export function createPrintersRoutes(
  printers: PrintersService,
  sheets: Partial<CalibrationSheetPrinter>,
  session: AppMiddleware,
): Router<AppState> {
  const router = new Router<AppState>();
  const docsFull = requirePermission('docs_full');

  router.get('/api/printers/', session, docsFull, noStore, async (ctx) => {
    const answer: PrintersAnswer = {
      result: 'success',
      printers: await printers.list(currentAccount(ctx).id),
    };
    ctx.body = answer;
  });

  router.post('/api/printers/', session, docsFull, noStore, async (ctx) => {
    const printer = await printers.create(currentAccount(ctx).id, fieldsOf(ctx));
    ctx.body = { result: 'success', printer };
  });

  router.post('/api/printers/:id/', session, docsFull, noStore, async (ctx) => {
    const id = printerId(params(ctx).id);
    const printer = await printers.update(currentAccount(ctx).id, id, fieldsOf(ctx));
    ctx.body = { result: 'success', printer };
  });

  router.post('/api/printers/:id/delete/', session, docsFull, noStore, async (ctx) => {
    await printers.remove(currentAccount(ctx).id, printerId(params(ctx).id));
    ctx.body = { result: 'success' };
  });

  router.get('/api/printers-calibration-sheet/', session, docsFull, noStore, async (ctx) => {
    const format = ctx.query.format?.toString() || 'a4';
    if (!isPageFormat(format)) throw printError(400, 'layout_invalid', 'format');
    const language = readerLanguage(ctx, ctx.query.lng?.toString());
    const title = t(language, 'printers:calibration.title');
    const paper = paperSizeMm(format);
    if (!sheets.renderCalibrationSheet) throw printError(503, 'render_unavailable');
    const { pdf } = await sheets.renderCalibrationSheet(
      currentAccount(ctx).id,
      format,
      { title, language },
      t(language, 'printers:calibration.caption'),
    );
    ctx.type = 'application/pdf';
    const name = `calibration-${paper.width}x${paper.height}.pdf`;
    ctx.set('Content-Disposition', `inline; filename="${name}"`);
    ctx.body = pdf;
  });

  return router;
}
