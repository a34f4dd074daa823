import Router from '@koa/router';
import { DOCS_LIMITS } from '@gramota/contracts';
import { accountError } from '../../errors';
import type { AppMiddleware, AppState } from '../../http/app-state';
import { optionalText, type Fields } from '../../http/request-fields';
import { requirePermission } from '../access';
import { requireLogin } from '../auth';
import { badRequest, listCall, type BrowseList, type ListQueryRules } from '../folders';
import type { DriveListingService } from './drive-listing.service';

/**
 * Signed in, and `drive_view` while switched into another account (seed 000 §1, §6): to see the
 * Drive and to change it alike.
 */
export const driveGuards: AppMiddleware[] = [
  requireLogin(accountError),
  requirePermission('drive_view'),
];

/** `sq` within 3..100 characters; undefined when absent or empty. */
function searchField(fields: Fields): string | undefined {
  const search = optionalText(fields, 'sq', 10_000) || undefined;
  if (search === undefined) return undefined;
  const length = [...search].length;
  if (length < DOCS_LIMITS.searchMin) throw badRequest('search_too_short', 'sq');
  if (length > DOCS_LIMITS.searchMax) throw badRequest('search_too_long', 'sq');
  return search;
}

const isTrashFolder = (fields: Fields) => optionalText(fields, 'folder', 40) === 'trash';

/** How drive-get reads its query (DriveGetQuery): folder=trash is the trash, like trash=true. */
const driveListQuery: ListQueryRules<BrowseList> = {
  invalidFlag: (field) => badRequest('action_invalid', field),
  // A search inside folder=trash is read by the view below.
  search: (fields) => (isTrashFolder(fields) ? undefined : searchField(fields)),
  view: (fields) =>
    isTrashFolder(fields) ? { kind: 'trash', search: searchField(fields) } : undefined,
};

/** drive-get (seed 000 §7); the form actions are mounted in index.ts. */
export function createDriveListRoutes(
  listing: DriveListingService,
  session: AppMiddleware,
): Router<AppState> {
  const router = new Router<AppState>();
  // Nothing is cached on the server: nocache is accepted (and checked) and changes nothing.
  router.get(
    '/api/drive-get/:userKey/',
    ...listCall(session, driveListQuery, (userId, list) => listing.list(userId, list), driveGuards),
  );
  return router;
}
