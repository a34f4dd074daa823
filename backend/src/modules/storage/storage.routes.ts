import Router from '@koa/router';
import { STORAGE_LIMITS, type StorageViewAnswer } from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import type { AppMiddleware, AppState } from '../../http/app-state';
import { optionalText, type Fields } from '../../http/request-fields';
import { currentAccount, requirePermission } from '../access';
import { requireLogin } from '../auth';
import { listCall, type ListQueryRules } from '../folders';
import { storageDocumentFileUrl } from './storage-answers';
import { StorageDocument } from './storage-document.entity';
import { badRequest, notFound } from './storage-errors';
import type { StorageList, StorageListingService } from './storage-listing.service';

const ID = /^[1-9]\d{0,9}$/;

/** Signed in, and `storage_view` while switched into another account (seed 001 §6). */
export const storageViewGuards: AppMiddleware[] = [requireLogin, requirePermission('storage_view')];
/** Signed in, and `storage_edit` while switched into another account: every change. */
export const storageEditGuards: AppMiddleware[] = [requireLogin, requirePermission('storage_edit')];

/** `sq` within 3..100 characters; undefined when absent or empty. */
function searchField(fields: Fields): string | undefined {
  const search = optionalText(fields, 'sq', 10_000) || undefined;
  if (search === undefined) return undefined;
  const length = [...search].length;
  if (length < STORAGE_LIMITS.searchMin) throw badRequest('search_too_short', 'sq');
  if (length > STORAGE_LIMITS.searchMax) throw badRequest('search_too_long', 'sq');
  return search;
}

/** `folder=trash` and `folder=shared` are views; every other folder value is a folder id. */
const viewOfFolder = (fields: Fields) => {
  const folder = optionalText(fields, 'folder', 40);
  return folder === 'trash' || folder === 'shared' ? folder : undefined;
};

/** How storage-get reads its query (StorageGetQuery) beyond every file area's list. */
const storageListQuery: ListQueryRules<StorageList> = {
  invalidFlag: (field) => badRequest('action_invalid', field),
  // A search inside folder=trash / folder=shared is read by the view below.
  search: (fields) => (viewOfFolder(fields) ? undefined : searchField(fields)),
  view(fields) {
    const view = viewOfFolder(fields);
    return view === undefined ? undefined : { kind: view, search: searchField(fields) };
  },
};

/** storage-get and storage-view (seed 001 §7); the form actions are mounted in index.ts. */
export function createStorageRoutes(
  dataSource: DataSource,
  listing: StorageListingService,
  session: AppMiddleware,
): Router<AppState> {
  const router = new Router<AppState>();

  // Nothing is cached on the server: nocache is accepted (and checked) and changes nothing.
  router.get(
    '/api/storage-get/:userKey/',
    ...listCall(
      session,
      storageListQuery,
      (userId, list) => listing.list(userId, list),
      storageViewGuards,
    ),
  );

  router.get('/api/storage-view/:id/', session, ...storageViewGuards, async (ctx) => {
    const text = ctx.params.id ?? '';
    const id = ID.test(text) ? Number(text) : NaN;
    if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw notFound('data_id');
    const row = await dataSource
      .getRepository(StorageDocument)
      .findOneBy({ id, userId: currentAccount(ctx).id });
    if (!row) throw notFound('data_id');
    if (row.trashed) throw badRequest('in_trash', 'data_id');
    ctx.set('Cache-Control', 'no-store');
    const answer: StorageViewAnswer = { result: 'success', file: storageDocumentFileUrl(row) };
    ctx.body = answer;
  });

  return router;
}
