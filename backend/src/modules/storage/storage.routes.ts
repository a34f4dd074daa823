import Router from '@koa/router';
import {
  STORAGE_LIMITS,
  storagePaths,
  type StorageLinkAnswer,
  type StorageViewAnswer,
} from '@gramota/contracts';
import { accountError } from '../../errors';
import type { AppMiddleware, AppState } from '../../http/app-state';
import { optionalText, queryFields, type Fields } from '../../http/request-fields';
import { currentAccount, currentActor, requirePermission } from '../access';
import { requireLogin } from '../auth';
import { listCall, targetFolder, type ListQueryRules } from '../folders';
import { storageDocumentFileUrl } from './storage-answers';
import { badRequest, notFound } from './storage-errors';
import type { StorageList, StorageListingService } from './storage-listing.service';
import type { StorageSharedAccess } from './storage-shared-access';
import type { StorageSharedListing } from './storage-shared-listing';

const ID = /^[1-9]\d{0,9}$/;

/** Signed in, and `storage_view` while switched into another account (seed 001 §6). */
export const storageViewGuards: AppMiddleware[] = [
  requireLogin(accountError),
  requirePermission('storage_view'),
];
/** Signed in, and `storage_edit` while switched into another account: every change. */
export const storageEditGuards: AppMiddleware[] = [
  requireLogin(accountError),
  requirePermission('storage_edit'),
];

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

/**
 * storage-get, storage-view and storage-open-link (seed 001 §7); the form actions and the share
 * calls are mounted in index.ts.
 */
export function createStorageRoutes(
  listing: StorageListingService,
  shared: StorageSharedListing,
  access: StorageSharedAccess,
  session: AppMiddleware,
): Router<AppState> {
  const router = new Router<AppState>();

  // The owner's own lists are answered from a cache (StorageListingService); nocache skips it.
  router.get(
    '/api/storage-get/:userKey/',
    ...listCall(
      session,
      storageListQuery,
      (userId, list, fresh) => listing.list(userId, list, fresh),
      storageViewGuards,
    ),
  );

  router.get('/api/storage-view/:id/', session, requirePermission('storage_view'), async (ctx) => {
    const text = ctx.params.id ?? '';
    const id = ID.test(text) ? Number(text) : NaN;
    const userId = currentAccount(ctx).id;
    const found =
      Number.isSafeInteger(id) && id <= 2_147_483_647 ? await access.itemById(userId, id) : null;
    // A visitor without an account opens only what a link they opened gives them; anything
    // else asks them to log in, whether or not the id exists.
    if (!currentActor(ctx).login && (!found?.permission || found.row.userId === userId))
      throw accountError(401, 'login_required');
    // The owner's, or shared with this person (a folder around it counts); else as missing.
    if (!found?.permission) throw notFound('data_id');
    if (found.row.trashed) throw badRequest('in_trash', 'data_id');
    ctx.set('Cache-Control', 'no-store');
    const answer: StorageViewAnswer = {
      result: 'success',
      file: storageDocumentFileUrl(found.row),
    };
    ctx.body = answer;
  });

  // What a link opens, for anyone with it (no login); a member switched in needs storage_view.
  router.get(
    storagePaths.storageOpenLink(),
    session,
    requirePermission('storage_view'),
    async (ctx) => {
      const fields = queryFields(ctx);
      // Any length: whatever is not a live link's code is the same code_not_found.
      const code = optionalText(fields, 'data_id') ?? '';
      const aim = targetFolder(optionalText(fields, 'aim', 40), 'aim');
      ctx.set('Cache-Control', 'no-store');
      const answer: StorageLinkAnswer = await shared.linkPage(currentAccount(ctx).id, code, aim);
      ctx.body = answer;
    },
  );

  return router;
}
