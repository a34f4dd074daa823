import Router from '@koa/router';
import { AppError, NotFoundError } from '../../errors';
import type { AppContext, AppMiddleware, AppState } from '../../http/app-state';
import { setFileName } from '../../http/private-file';
import { currentAccount, requirePermission } from '../access';
import { readerLanguage } from '../mail';
import type { CredentialsService } from './credentials.service';
import { normalizeVerifyId } from './verify-id';

/** The server has no signing secret: credentials cannot be made (nothing else is affected). */
const signingUnavailable = () =>
  new AppError(503, {
    result: 'error',
    error_code: 'credentials_unavailable',
    error_text: 'Credentials cannot be signed on this server (VERIFY_SIGNING_SECRET is not set)',
  });

/** Anyone may read an issuer's public documents, from any site (verifiers fetch them). */
function publicJson(ctx: AppContext, type: string, body: string, cache: string) {
  ctx.set('Access-Control-Allow-Origin', '*');
  ctx.set('Cache-Control', cache);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.type = type;
  ctx.body = body;
}

/**
 * Open Badges credentials (issue 35): the account's download of a file's signed credential
 * (session, docs_full, its own files only), and the public issuer profile and revocation list
 * every credential names.
 */
export function createCredentialRoutes(
  credentials: CredentialsService,
  session: AppMiddleware,
): Router<AppState> {
  const router = new Router<AppState>({ strict: true });
  const docsFull = requirePermission('docs_full');

  router.get('/api/verify-credential/:id/', session, docsFull, async (ctx) => {
    const id = normalizeVerifyId(ctx.params.id ?? '');
    if (!id) throw new NotFoundError();
    if (!credentials.available) throw signingUnavailable();
    const jwt = await credentials.forId(
      currentAccount(ctx).id,
      id,
      readerLanguage(ctx, ctx.query.lng?.toString()),
    );
    if (!jwt) throw new NotFoundError();
    ctx.set('Cache-Control', 'no-store');
    setFileName(ctx, `credential-${id}.jwt`);
    ctx.type = 'application/vc+jwt';
    ctx.body = jwt;
  });

  router.get('/v/issuer/:slug', async (ctx) => {
    const profile = await credentials.profile(ctx.params.slug ?? '');
    if (!profile) throw new NotFoundError();
    publicJson(ctx, 'application/json', JSON.stringify(profile), 'public, max-age=300');
  });

  // A revocation must show at once: verifiers ask again each time.
  router.get('/v/status/:slug', async (ctx) => {
    if (!credentials.available) throw signingUnavailable();
    const list = await credentials.statusList(ctx.params.slug ?? '');
    if (!list) throw new NotFoundError();
    publicJson(ctx, 'application/vc+jwt', list, 'no-cache');
  });

  return router;
}
