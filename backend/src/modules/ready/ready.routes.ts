import Router from '@koa/router';
import type { AppMiddleware, AppState } from '../../http/app-state';
import { bodyFields, optionalText, queryFields, type Fields } from '../../http/request-fields';
import { currentAccount, requirePermission, requireUserKey } from '../access';
import { targetFolder } from '../folders';
import { badRequest } from './ready-errors';
import type { ReadyList, ReadyListingService } from './ready-listing.service';
import type { PendingFiles, ReadyService } from './ready.service';

const ID = /^[1-9]\d{0,15}$/;

function flagField(fields: Fields, name: string): boolean {
  const value = optionalText(fields, name, 10);
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw badRequest('action_invalid', name);
}

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

/** The list ready-get answers, by the precedence written in the contract (ReadyGetQuery). */
function listOf(fields: Fields): ReadyList {
  const trash = flagField(fields, 'trash');
  const search = optionalText(fields, 'sq', 100) || undefined;
  if (search !== undefined && [...search].length < 3) throw badRequest('search_too_short', 'sq');
  if (trash) return { kind: 'trash', search };
  if (search !== undefined) return { kind: 'search', search };
  const view = optionalText(fields, 'view', 10) || undefined;
  if (view === 'all') return { kind: 'all' };
  if (view !== undefined) throw badRequest('action_invalid', 'view');
  return { kind: 'folder', folderId: targetFolder(optionalText(fields, 'folder', 40), 'folder') };
}

/** ready-get and ready-get-docs (seed 000 §7); the form actions are mounted in index.ts. */
export function createReadyRoutes(
  ready: ReadyService,
  listing: ReadyListingService,
  pending: PendingFiles,
  session: AppMiddleware,
): Router<AppState> {
  const router = new Router<AppState>();
  const docsFull = requirePermission('docs_full');

  router.get(
    '/api/ready-get/:userKey/',
    session,
    requireUserKey('userKey'),
    docsFull,
    async (ctx) => {
      const fields = queryFields(ctx);
      const list = listOf(fields);
      // Nothing is cached on the server: nocache is accepted and changes nothing.
      flagField(fields, 'nocache');
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await listing.list(currentAccount(ctx).id, list);
    },
  );

  router.post('/api/ready-get-docs/', session, docsFull, async (ctx) => {
    const ids = idList(optionalText(bodyFields(ctx), 'docs', 1000), 'docs');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { result: 'success', docs: await ready.many(currentAccount(ctx).id, ids, pending) };
  });

  return router;
}
