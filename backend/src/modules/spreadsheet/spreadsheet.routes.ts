import Router from '@koa/router';
import { SPREADSHEET_LIMITS } from '@gramota/contracts';
import type { AppMiddleware, AppState } from '../../http/app-state';
import type { LargeBodyRoute } from '../../http/body-parser';
import { bodyFields, queryFields } from '../../http/request-fields';
import { currentAccount, requirePermission } from '../access';
import { ImportError, readCsv, readTableFile } from './import';
import { fetchSheetCsv, parseSheetLink, type SheetsConfig } from './sheet-link';
import type { SpreadsheetMetaService } from './spreadsheet-meta.service';
import type { SpreadsheetUploadsService } from './spreadsheet-uploads.service';
import { badRequest, spreadsheetError } from './spreadsheet-errors';
import { docId, params, textField } from './spreadsheet-fields';
import { tableUpload, uploadedBytes } from './table-upload.middleware';

/**
 * A form body carrying up to maxMetaBytes of JSON: percent-encoding makes each byte up to three
 * (a Cyrillic letter's two bytes become six characters).
 */
const FORM_LIMIT = SPREADSHEET_LIMITS.maxMetaBytes * 3 + 64 * 1024;

/** The calls whose form bodies may be larger than the standard limit (meta-set, class lists). */
export const SPREADSHEET_LARGE_BODIES: readonly LargeBodyRoute[] = [
  { method: 'POST', path: /^\/api\/spreadsheet-meta-set\/[^/]+\/?$/i, limit: FORM_LIMIT },
  { method: 'POST', path: /^\/api\/spreadsheet-class-list-save\/?$/i, limit: FORM_LIMIT },
];

/** ImportError (a pure reader's refusal) → the seeds' error answer. */
async function reading<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ImportError) throw badRequest(error.code, 'file');
    throw error;
  }
}

export interface SpreadsheetRouteDependencies {
  meta: SpreadsheetMetaService;
  uploads: SpreadsheetUploadsService;
  sheets: SheetsConfig;
  session: AppMiddleware;
}

/**
 * The spreadsheet's table and import calls (seed 001 §7 Spreadsheet, contracts/spreadsheet.ts).
 * Session and docs_full here, as the creator's; ownership and the trash in the services. Every
 * answer is no-store: a table changes with each save.
 */
export function createSpreadsheetRoutes({
  meta,
  uploads,
  sheets,
  session,
}: SpreadsheetRouteDependencies) {
  const router = new Router<AppState>();
  const docsFull = requirePermission('docs_full');
  const noStore: AppMiddleware = async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  };
  const guard = [session, docsFull, noStore] as const;

  router.get('/api/spreadsheet-meta-get/:docId/', ...guard, async (ctx) => {
    const text = await meta.get(currentAccount(ctx).id, docId(params(ctx).docId));
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = text;
  });

  router.post('/api/spreadsheet-meta-set/:docId/', ...guard, async (ctx) => {
    const text = textField(bodyFields(ctx), 'meta', 'meta_invalid');
    if (Buffer.byteLength(text) > SPREADSHEET_LIMITS.maxMetaBytes)
      throw spreadsheetError(413, 'meta_invalid', 'meta');
    await meta.set(currentAccount(ctx).id, docId(params(ctx).docId), text);
    ctx.body = { result: 'success' };
  });

  // The doc is checked before the file is read: a refused upload is not read at all.
  const uploadTarget: AppMiddleware = async (ctx, next) => {
    await meta.activeDoc(currentAccount(ctx).id, docId(params(ctx).docId));
    await next();
  };
  router.post(
    '/api/spreadsheet-upload/:docId/',
    ...guard,
    uploadTarget,
    tableUpload(),
    async (ctx) => {
      const read = await reading(() => readTableFile(uploadedBytes(ctx)));
      const id = await uploads.keep(currentAccount(ctx).id, docId(params(ctx).docId), read);
      ctx.body = { result: 'success', data_id: id };
    },
  );

  router.get('/api/spreadsheet-get-csv/:dataId/', ...guard, async (ctx) => {
    ctx.body = await uploads.get(currentAccount(ctx).id, params(ctx).dataId ?? '');
  });

  /** A sheet link → its CSV export read and kept as an upload. */
  const readLink = async (userId: string, link: string, doc: number | null) => {
    const sheet = parseSheetLink(link);
    if (!sheet) throw badRequest('link_invalid', 'url');
    const read = await reading(async () => {
      const bytes = await fetchSheetCsv(sheets, sheet);
      return readCsv(bytes);
    });
    return uploads.keep(userId, doc, read);
  };

  router.get('/api/spreadsheets-google-upload/', ...guard, async (ctx) => {
    const link = textField(queryFields(ctx), 'url', 'link_invalid');
    ctx.body = { result: 'success', data_id: await readLink(currentAccount(ctx).id, link, null) };
  });

  router.post('/api/spreadsheet-google-set/', ...guard, async (ctx) => {
    const fields = bodyFields(ctx);
    const userId = currentAccount(ctx).id;
    const doc = await meta.activeDoc(userId, docId(textField(fields, 'doc', 'not_found')));
    const link = textField(fields, 'data', 'link_invalid');
    const id = await readLink(userId, link, doc.id);
    await meta.rememberLink(userId, doc.id, link.trim());
    ctx.body = { result: 'success', data_id: id };
  });

  return router;
}
