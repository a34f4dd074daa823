import fs from 'node:fs/promises';
import path from 'node:path';
import Router from '@koa/router';
import {
  DOCS_LIMITS,
  SESSION_COOKIE,
  isDocType,
  type DocsFavoriteAnswer,
  type DocsCopyAnswer,
} from '@gramota/contracts';
import type { AppMiddleware, AppState } from '../../http/app-state';
import { bodyFields, optionalText, queryFields, type Fields } from '../../http/request-fields';
import { currentAccount, currentActor, currentPermissions, requirePermission } from '../access';
import { accountLanguage } from '../auth';
import { readerLanguage } from '../mail';
import type { DocsModuleServices } from './docs-services';
import type { RenderedThumbnails } from './rendered-thumbnails';
import {
  badRequest,
  docRowId,
  flagField as listFlag,
  listCall,
  notFound,
  parseLooseSelection,
  parseSelection,
  targetFolder,
  type ListQueryRules,
} from '../folders';
import type { DocsList } from './docs-listing.service';

/** Thumbnails are addressed by content (the md5 in the URL), so the browser may keep them. */
const THUMB_CACHE = 'private, max-age=31536000, immutable';
const NOT_RENDERED = { own: null, pending: false } as const;
const IMAGE_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
};

const invalidFlag = (field: string) => badRequest('action_invalid', field);

/** 'true' / '1' → true; 'false' / '0' / absent → false; anything else is a 400. */
function flagField(fields: Fields, name: string): boolean {
  return listFlag(fields, name, invalidFlag);
}

/** How docs-get reads its query (DocsGetQuery) beyond what every file area's list shares. */
const docsListQuery: ListQueryRules<DocsList> = {
  invalidFlag,
  search(fields) {
    const sq = optionalText(fields, 'sq', 1000) || undefined;
    if (sq === undefined) return undefined;
    if ([...sq].length < DOCS_LIMITS.searchMin) throw badRequest('search_too_short', 'sq');
    if ([...sq].length > DOCS_LIMITS.searchMax) throw badRequest('search_too_long', 'sq');
    return sq;
  },
  view(fields) {
    const view = optionalText(fields, 'view', 20) || undefined;
    if (view === undefined) return undefined;
    if (view === 'recent') return { kind: 'recent' };
    if (view === 'favorite') return { kind: 'favorite' };
    if (view !== 'types') throw badRequest('view_invalid', 'view');
    const type = optionalText(fields, 'type', 10);
    if (!isDocType(type)) throw badRequest('type_invalid', 'type');
    return { kind: 'type', type };
  },
};

function oneDocId(value: string | undefined, field: string): number {
  const id = docRowId(value ?? '');
  if (id === null) throw notFound(field);
  return id;
}

/**
 * doc-thum is an <img> source, so it comes without X-Requested-With (the CSRF guard lets this
 * read-only GET through). Without a session cookie there is nothing to show: 404 before the
 * session middleware, so a cross-site image cannot even create an anonymous account.
 */
const requireSessionCookie: AppMiddleware = async (ctx, next) => {
  if (!ctx.cookies.get(SESSION_COOKIE)) throw notFound();
  await next();
};

/** The reading calls of My documents (seed 000 §7). */
export function createDocsRoutes(
  services: DocsModuleServices,
  session: AppMiddleware,
  rendered?: RenderedThumbnails,
): Router<AppState> {
  const router = new Router<AppState>();
  const docsFull = requirePermission('docs_full');

  router.get(
    '/api/docs-get/:userKey/',
    ...listCall(session, docsListQuery, (userId, list, fresh) =>
      services.listing.listJson(userId, list, fresh),
    ),
  );

  router.get('/api/create-doc/', session, docsFull, async (ctx) => {
    const fields = queryFields(ctx);
    const templateId = optionalText(fields, 'template_id', 100) ?? '';
    const folderId = targetFolder(optionalText(fields, 'folder_id', 40), 'folder_id');
    // search_id tells which gallery search the card came from: analytics only, not kept.
    optionalText(fields, 'search_id', 200);
    ctx.body = await services.create.create(currentAccount(ctx).id, templateId, folderId);
  });

  router.get('/api/docs-favorite/', session, docsFull, async (ctx) => {
    const fields = queryFields(ctx);
    const type = optionalText(fields, 'type', 10);
    if (type !== 'doc' && type !== 'folder') throw badRequest('selection_invalid', 'type');
    const dataId = optionalText(fields, 'data_id', 40) ?? '';
    const selection = parseSelection(type, dataId);
    const id = (type === 'doc' ? selection.docs : selection.folders)[0]!;
    const on = flagField(fields, 'do');
    await services.items.favorite(currentAccount(ctx).id, { type, id }, on);
    const answer: DocsFavoriteAnswer = {
      result: 'success',
      data_id: dataId,
      favorite: on ? '1' : '0',
    };
    ctx.body = answer;
  });

  router.get('/api/docs-copy/', session, docsFull, async (ctx) => {
    const dataId = optionalText(queryFields(ctx), 'data_id', 40) ?? '';
    if (dataId.startsWith('f') || dataId.includes(','))
      throw badRequest('select_document', 'data_id');
    const id = oneDocId(dataId, 'data_id');
    const actor = currentActor(ctx);
    const copy = await services.create.copy(
      {
        accountId: currentAccount(ctx).id,
        actor: { id: actor.id, name: actor.name, email: actor.email },
      },
      id,
      readerLanguage(ctx, accountLanguage(currentAccount(ctx))),
    );
    const answer: DocsCopyAnswer = { result: 'success', data_id: copy };
    ctx.body = answer;
  });

  router.get('/api/get-doc/:docId/', session, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const id = docRowId(ctx.params.docId ?? '');
    const text =
      currentPermissions(ctx).docs_full && id !== null
        ? await services.getDoc.getDoc(currentAccount(ctx).id, id)
        : null;
    ctx.type = 'text/plain; charset=utf-8';
    if (text === null) {
      // The seeds' word: the editor sends the visitor to login with 'Log in to access the document'.
      ctx.status = 403;
      ctx.body = 'forbidden';
      return;
    }
    ctx.body = text;
  });

  router.get('/api/doc-thum/:docId/:md5/', requireSessionCookie, session, docsFull, async (ctx) => {
    const id = docRowId(ctx.params.docId ?? '');
    const key = ctx.params.md5 ?? '';
    if (id === null || !/^[0-9a-f]{1,32}$/.test(key)) throw notFound();
    const userId = currentAccount(ctx).id;
    // The doc's own picture once the engine made it; until then the template's, not kept by the
    // browser (the same address will show the doc's own).
    const { own, pending } = (await rendered?.file(userId, id, key)) ?? NOT_RENDERED;
    let picture = own && { bytes: own, type: 'image/webp' };
    if (!picture) {
      const file = await services.getDoc.thumbnail(userId, id);
      if (!file) throw notFound();
      try {
        const type = IMAGE_TYPES[path.extname(file)] ?? 'application/octet-stream';
        picture = { bytes: await fs.readFile(file), type };
      } catch {
        throw notFound();
      }
    }
    ctx.set('Cache-Control', pending ? 'private, no-cache' : THUMB_CACHE);
    ctx.type = picture.type;
    ctx.body = picture.bytes;
  });

  router.post('/api/docs-creater-check/', session, docsFull, async (ctx) => {
    const selection = parseLooseSelection(optionalText(bodyFields(ctx), 'data_id', 20_000));
    ctx.body = await services.creatorCheck.check(currentAccount(ctx).id, selection);
  });

  return router;
}
