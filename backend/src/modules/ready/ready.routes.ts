import Router from '@koa/router';
import type { AppMiddleware, AppState } from '../../http/app-state';
import { bodyFields, optionalText } from '../../http/request-fields';
import { currentAccount, requirePermission } from '../access';
import { listCall, type ListQueryRules } from '../folders';
import { badRequest } from './ready-errors';
import type { ReadyList, ReadyListingService } from './ready-listing.service';
import type { PendingFiles, ReadyService } from './ready.service';

const ID = /^[1-9]\d{0,15}$/;

/** '12,13' (or '12-13') → [12, 13]; anything else is a 400. At most 30 ids. */
export function idList(text: string | undefined, field: string): number[] {
  const parts = (text ?? '')
    .split(/[,-]/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > 30 || parts.some((part) => !ID.test(part)))
    throw badRequest('docs_invalid', field);
  return [...new Set(parts.map(Number))];
}

/** How ready-get reads its query (ReadyGetQuery) beyond what every file area's list shares. */
const readyListQuery: ListQueryRules<ReadyList> = {
  invalidFlag: (field) => badRequest('action_invalid', field),
  search(fields) {
    const search = optionalText(fields, 'sq', 100) || undefined;
    if (search !== undefined && [...search].length < 3) throw badRequest('search_too_short', 'sq');
    return search;
  },
  view(fields) {
    const view = optionalText(fields, 'view', 10) || undefined;
    if (view === undefined) return undefined;
    if (view !== 'all') throw badRequest('action_invalid', 'view');
    return { kind: 'all' };
  },
};

/** ready-get and ready-get-docs (seed 000 §7); the form actions are mounted in index.ts. */
export function createReadyRoutes(
  ready: ReadyService,
  listing: ReadyListingService,
  pending: PendingFiles,
  session: AppMiddleware,
): Router<AppState> {
  const router = new Router<AppState>();
  const docsFull = requirePermission('docs_full');

  // Nothing is cached on the server: nocache is accepted and changes nothing.
  router.get(
    '/api/ready-get/:userKey/',
    ...listCall(session, readyListQuery, (userId, list) => listing.list(userId, list)),
  );

  router.post('/api/ready-get-docs/', session, docsFull, async (ctx) => {
    const ids = idList(optionalText(bodyFields(ctx), 'docs', 1000), 'docs');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { result: 'success', docs: await ready.many(currentAccount(ctx).id, ids, pending) };
  });

  return router;
}
