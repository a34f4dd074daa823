import Router from '@koa/router';
import { SPREADSHEET_LIMITS } from '@gramota/contracts';
import type { AppMiddleware, AppState } from '../../http/app-state';
import { bodyFields } from '../../http/request-fields';
import { currentAccount, requirePermission } from '../access';
import type { ClassListsService } from './class-lists.service';
import { checkImportedTable } from './spreadsheet-schemas';
import { badRequest, spreadsheetError } from './spreadsheet-errors';
import { listId, params, textField } from './spreadsheet-fields';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The class list calls (contracts/spreadsheet.ts): the account's own lists only. */
export function createClassListRoutes(lists: ClassListsService, session: AppMiddleware) {
  const router = new Router<AppState>();
  const guard = [session, requirePermission('docs_full')] as const;

  router.get('/api/spreadsheet-class-lists/', ...guard, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await lists.list(currentAccount(ctx).id);
  });

  router.post('/api/spreadsheet-class-list-save/', ...guard, async (ctx) => {
    const fields = bodyFields(ctx);
    const name = textField(fields, 'name', 'class_list_name').replace(/\s+/g, ' ').trim();
    if (name.length === 0 || name.length > SPREADSHEET_LIMITS.classListNameMax)
      throw badRequest('class_list_name', 'name');
    const text = textField(fields, 'table', 'meta_invalid');
    if (Buffer.byteLength(text) > SPREADSHEET_LIMITS.maxMetaBytes)
      throw spreadsheetError(413, 'meta_invalid', 'table');
    const checked = checkImportedTable(parseJson(text));
    if (!checked.ok) throw badRequest(checked.code, 'table');
    const id = await lists.save(currentAccount(ctx).id, name, checked.value);
    ctx.body = { result: 'success', id };
  });

  router.get('/api/spreadsheet-class-list-get/:id/', ...guard, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await lists.get(currentAccount(ctx).id, listId(params(ctx).id));
  });

  router.post('/api/spreadsheet-class-list-remove/:id/', ...guard, async (ctx) => {
    await lists.remove(currentAccount(ctx).id, listId(params(ctx).id));
    ctx.body = { result: 'success' };
  });

  return router;
}
