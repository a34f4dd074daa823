import fs from 'node:fs/promises';
import path from 'node:path';
import Router from '@koa/router';
import { AREAS, REMOTES_MANIFEST_PATH, detectLanguage } from '@gramota/contracts';
import { NotFoundError } from '../../errors';
import type { AppContext, AppMiddleware, AppState } from '../../http/app-state';
import { sendStoredFile } from '../../http/stored-file';
import { assertFileKey, BadFileKeyError, type FileStore } from '../../shared/file-store';
import { isPrivateDataPath } from '../../shared/private-data-paths';
import { allowAreaOrigins, setFrameAncestors } from '../../http/security-headers.middleware';
import { cacheControlForBuildFile, NO_CACHE } from './cache-policy';
import type { RemotesService } from './remotes.service';
import { acceptedLanguages } from './accept-language';
import { FirstLoadHints } from './first-load-hints';
import { sendFile } from './static-files';

export interface StaticRoutesOptions {
  staticRoot: string;
  /** DATA_DIR/public's files (userpics, workshop pictures...) are streamed from it at /data/. */
  fileStore: FileStore;
  remotes: RemotesService;
  session: AppMiddleware;
  /** Sites that may frame the /app/ pages and the areas' standalone pages (FRAME_ANCESTORS). */
  frameAncestors?: readonly string[];
}

/** The request path after its first `count` segments, still URL-encoded: `/mf/docs/a/b.js`, 2 -> `a/b.js`. */
function pathAfterSegments(requestPath: string, count: number): string {
  return requestPath
    .split('/')
    .slice(count + 1)
    .join('/');
}

/**
 * The store key of a file under /data/ (still URL-encoded): `public/...`. Anything that is not a
 * plain path of visible names (bad encoding, `..`, a hidden file, a folder) is a 404, so probing
 * learns nothing.
 */
function publicFileKey(encoded: string): string {
  let relative: string;
  try {
    relative = decodeURIComponent(encoded);
  } catch {
    throw new NotFoundError();
  }
  if (relative.split('/').some((segment) => segment.startsWith('.'))) throw new NotFoundError();
  try {
    return assertFileKey(`public/${relative}`);
  } catch (error) {
    if (error instanceof BadFileKeyError) throw new NotFoundError();
    throw error;
  }
}

function withQuery(ctx: AppContext, target: string): string {
  return ctx.querystring ? `${target}?${ctx.querystring}` : target;
}

/**
 * Serves the composed front end (ARCHITECTURE §2): the shell's index.html for every /app/ page,
 * the shell and each area's build under their own prefix, the remotes manifest, and DATA_DIR/public.
 */
export function createStaticRoutes(options: StaticRoutesOptions): Router<AppState> {
  const { staticRoot, fileStore, remotes, session, frameAncestors = [] } = options;
  const shellDist = path.join(staticRoot, 'shell', 'dist');
  const areaDist = (area: string) => path.join(staticRoot, `mf-${area}`, 'dist');
  const isArea = (name: string | undefined) => (AREAS as readonly string[]).includes(name ?? '');
  const hints = new FirstLoadHints(areaDist, shellDist);
  // Strict: `/app` and `/app/` are different routes here, one redirects to the other.
  const router = new Router<AppState>({ strict: true });

  router.get('/', (ctx) => ctx.redirect(withQuery(ctx, '/app/')));
  router.get('/app', (ctx) => ctx.redirect(withQuery(ctx, '/app/')));

  router.get(REMOTES_MANIFEST_PATH, async (ctx) => {
    ctx.set('Cache-Control', NO_CACHE);
    ctx.body = await remotes.manifest();
  });

  const shellBuilt: AppMiddleware = async (ctx, next) => {
    try {
      await fs.access(path.join(shellDist, 'index.html'));
    } catch {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = 'Front end not built: run npm run build';
      return;
    }
    await next();
  };

  // Every page of the app is the shell's index.html; the shell routes on the client. The session
  // is made here, on the page load, so the first API call already has its cookie.
  router.get('/app/{*page}', shellBuilt, session, async (ctx) => {
    // A page framed through an embed link keeps the sites its owner listed (modules/embed).
    if (!ctx.state.embed) setFrameAncestors(ctx, frameAncestors);
    // Areas published elsewhere (remotes.json) load their scripts and files from their own origin.
    const manifest = await remotes.manifest();
    allowAreaOrigins(ctx, Object.values(manifest));
    // The language the page starts in: its ?lng=, else the browser's (the stored setting is read
    // only once the session has answered; switching to it then loads its strings).
    const language = detectLanguage(
      ctx.querystring,
      undefined,
      acceptedLanguages(ctx.get('Accept-Language')),
    );
    ctx.set('Link', await hints.linkHeader(ctx.path, manifest, language));
    await sendFile(ctx, shellDist, 'index.html', { cacheControl: NO_CACHE });
  });

  router.get('/shell/{*file}', async (ctx) => {
    const file = pathAfterSegments(ctx.path, 1);
    // The service worker lives under /shell/ but controls the whole site (seed 000 §7: scope '/').
    const headers: Record<string, string> = /^(sw|service-worker)\.js$/.test(file)
      ? { 'Service-Worker-Allowed': '/' }
      : {};
    await sendFile(ctx, shellDist, file, { cacheControl: cacheControlForBuildFile(file), headers });
  });

  router.get('/mf/:area', (ctx, next) =>
    isArea(ctx.params.area) ? ctx.redirect(`/mf/${ctx.params.area}/`) : next(),
  );

  router.get('/mf/:area/{*file}', async (ctx, next) => {
    const area = ctx.params.area;
    if (!isArea(area)) return next();
    // An area's own index.html is its standalone page (its dev-server and iframe use).
    const file = pathAfterSegments(ctx.path, 2) || 'index.html';
    if (file === 'index.html') setFrameAncestors(ctx, frameAncestors);
    await sendFile(ctx, areaDist(area ?? ''), file, {
      cacheControl: cacheControlForBuildFile(file),
    });
  });

  router.get('/favicon.ico', async (ctx) => {
    try {
      await sendFile(ctx, shellDist, 'favicon.ico', { cacheControl: 'public, max-age=86400' });
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
      // No icon built yet: an empty answer keeps browsers from logging a 404 on every page.
      ctx.status = 204;
    }
  });

  router.get('/data/{*file}', async (ctx) => {
    const file = pathAfterSegments(ctx.path, 1);
    // Defence in depth: even if the guarded routes were gone, personal files stay unserved here.
    if (isPrivateDataPath(file)) throw new NotFoundError();
    await sendStoredFile(ctx, fileStore, publicFileKey(file), { cacheControl: NO_CACHE });
  });

  return router;
}
