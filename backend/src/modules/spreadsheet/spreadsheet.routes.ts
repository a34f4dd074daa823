import Router from '@koa/router';
import { SPREADSHEET_LIMITS } from '@gramota/contracts';
import type { AppMiddleware, AppState } from '../../http/app-state';
import { noStore } from '../../http/no-store';
import type { LargeBodyRoute } from '../../http/body-parser';
import { bodyFields, queryFields } from '../../http/request-fields';
import { currentAccount, requirePermission } from '../access';
import { ImportError, TableReaderBusy, type ReadTableJson, type TableReader } from './import';
import { fetchSheetCsv, parseSheetLink, type SheetsConfig } from './sheet-link';
import type { SpreadsheetMetaService } from './spreadsheet-meta.service';
import type { SpreadsheetUploadsService } from './spreadsheet-uploads.service';
import { badRequest, spreadsheetError } from './spreadsheet-errors';
import { docId, params, textField } from './spreadsheet-fields';
import { tableUpload, uploadLanguage, uploadedBytes } from './table-upload.middleware';
import type { TableUploadCounter } from './table-upload-limits';

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

/**
 * An untrusted table read on the reader's threads (never on the event loop): ImportError (the
 * file's fault, or past the reader's time or memory limit) → 400; every reader busy → 429
 * reader_busy (the upload count gives that one back: nothing was read).
 */
async function reading(read: () => Promise<ReadTableJson>): Promise<ReadTableJson> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ImportError) throw badRequest(error.code, 'file');
    if (error instanceof TableReaderBusy) throw spreadsheetError(429, 'reader_busy', 'file');
    throw error;
  }
}

export interface SpreadsheetRouteDependencies {
  meta: SpreadsheetMetaService;
  uploads: SpreadsheetUploadsService;
  sheets: SheetsConfig;
  session: AppMiddleware;
  /** Reads uploads and sheet links off the event loop (issue 28). */
  reader: TableReader;
  /** Counts them per account and client address (issue 28). */
  counter: TableUploadCounter;
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
  reader,
  counter,
}: SpreadsheetRouteDependencies) {
  const router = new Router<AppState>();
  const docsFull = requirePermission('docs_full');
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
  // Counted before the body is read: a refused upload is not read either.
  const countUpload: AppMiddleware = (ctx, next) =>
    counter.counted(currentAccount(ctx).id, ctx.ip, next);
  router.post(
    '/api/spreadsheet-upload/:docId/',
    ...guard,
    uploadTarget,
    countUpload,
    tableUpload(),
    async (ctx) => {
      const read = await reading(() =>
        reader.read(uploadedBytes(ctx), 'file', uploadLanguage(ctx)),
      );
      const id = await uploads.keep(currentAccount(ctx).id, docId(params(ctx).docId), read);
      ctx.body = { result: 'success', data_id: id };
    },
  );

  router.get('/api/spreadsheet-get-csv/:dataId/', ...guard, async (ctx) => {
    const json = await uploads.getJson(currentAccount(ctx).id, params(ctx).dataId ?? '');
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = json;
  });

  /** A sheet link → its CSV export read and kept as an upload (counted as one). */
  const readLink = async (userId: string, ip: string, link: string, doc: number | null) => {
    const sheet = parseSheetLink(link);
    if (!sheet) throw badRequest('link_invalid', 'url');
    const read = await counter.counted(userId, ip, () =>
      reading(async () => reader.read(await fetchSheetCsv(sheets, sheet), 'csv')),
    );
    return uploads.keep(userId, doc, read);
  };

  router.get('/api/spreadsheets-google-upload/', ...guard, async (ctx) => {
    const link = textField(queryFields(ctx), 'url', 'link_invalid');
    const id = await readLink(currentAccount(ctx).id, ctx.ip, link, null);
    ctx.body = { result: 'success', data_id: id };
  });

  router.post('/api/spreadsheet-google-set/', ...guard, async (ctx) => {
    const fields = bodyFields(ctx);
    const userId = currentAccount(ctx).id;
    const doc = await meta.activeDoc(userId, docId(textField(fields, 'doc', 'not_found')));
    const link = textField(fields, 'data', 'link_invalid');
    const id = await readLink(userId, ctx.ip, link, doc.id);
    await meta.rememberLink(userId, doc.id, link.trim());
    ctx.body = { result: 'success', data_id: id };
  });

  return router;
}
