import { EMBED_KEY_PARAM, EMBED_TOKEN_HEADER, parsePermissions } from '@gramota/contracts';
import { accountError } from '../../errors';
import {
  isApiPath,
  type AppContext,
  type AppMiddleware,
  type EmbedState,
} from '../../http/app-state';
import { setFrameAncestors } from '../../http/security-headers.middleware';
import type { UsersService } from '../auth';
import { allowedRule, pageAllowed, tieHolds, type EmbedTieLookups } from './embed-scopes';
import type { EmbedLinksService } from './embed-links.service';

/** The frame's own cookie where the browser keeps partitioned cookies (CHIPS, https only). */
export const EMBED_COOKIE = 'gramota_embed';

const isPageLoad = (ctx: AppContext) =>
  (ctx.method === 'GET' || ctx.method === 'HEAD') && ctx.path.startsWith('/app/');
const isGuarded = (ctx: AppContext) =>
  isApiPath(ctx.path) || ctx.path.toLowerCase().startsWith('/data/');

/** The token of this request: its header, the page address's `embed_key`, or the frame's cookie. */
function tokenOf(ctx: AppContext): string | undefined {
  const header = ctx.get(EMBED_TOKEN_HEADER);
  if (header) return header;
  if (isPageLoad(ctx)) {
    const key = ctx.query[EMBED_KEY_PARAM];
    if (typeof key === 'string' && key) return key;
  }
  return ctx.cookies.get(EMBED_COOKIE) || undefined;
}

/**
 * Authenticates a framed area by its embed link (security review, finding 9): the request works
 * in the owner's account, may make only the calls of the link's scope, sets no session cookie,
 * and the page may be framed only by the sites the owner listed. Runs after the CSRF guard and
 * before the body parser and every router; requests without a token pass untouched.
 */
export function embedGuard(
  links: EmbedLinksService,
  users: UsersService,
  lookups: EmbedTieLookups,
): AppMiddleware {
  return async (ctx, next) => {
    const token = tokenOf(ctx);
    const pageLoad = isPageLoad(ctx);
    if (!token || (!pageLoad && !isGuarded(ctx))) return next();
    const link = await links.resolve(token);
    const owner = link && (await users.findById(link.userId));
    if (!link || !owner) throw accountError(401, 'embed_link_invalid');

    const embed: EmbedState = { linkId: link.id, scope: link.scope, target: link.target };
    if (pageLoad) {
      if (!pageAllowed(link.scope, link.target, ctx.path))
        throw accountError(403, 'embed_not_allowed');
      setFrameAncestors(ctx, link.origins.split(' '));
      // Images and downloads cannot carry the header: where the browser keeps a cookie per
      // embedding site (partitioned, https only), the frame gets its own.
      if (ctx.secure)
        ctx.cookies.set(EMBED_COOKIE, token, {
          httpOnly: true,
          secure: true,
          sameSite: 'none',
          partitioned: true,
          path: '/',
          expires: new Date(link.expiresAt),
          overwrite: true,
        });
    } else {
      // Every id the call names must be tied to the link's target (security review 2, finding 2).
      const caller = { target: link.target, owner: { id: owner.id, apiKey: owner.apiKey } };
      const rule = await allowedRule(link.scope, caller, ctx.method, ctx.path, lookups);
      if (!rule) throw accountError(403, 'embed_not_allowed');
      const body = rule.body;
      if (body)
        embed.body = {
          field: body.field,
          tied: (value) => tieHolds(body.tie, value, caller, lookups),
        };
    }
    ctx.state.embed = embed;
    // The owner's account with nothing more than the scope's reads and writes: the session
    // middleware sees an actor and neither reads nor sets the session cookie.
    ctx.state.actor = owner;
    ctx.state.account = owner;
    ctx.state.permissions = parsePermissions('docs_full');
    ctx.state.isAccess = false;
    ctx.state.sessionId = `embed:${link.id}`;
    ctx.state.actingOwnerId = null;
    ctx.state.pendingVisitor = false;
    await next();
  };
}

/**
 * After the body parser: a call whose ids come in the body (ready-get-docs) names only ids tied
 * to the link, as its rule says.
 */
export function embedBodyCheck(): AppMiddleware {
  return async (ctx, next) => {
    const body = ctx.state.embed?.body;
    if (body) {
      const value = (ctx.request.body as Record<string, unknown> | undefined)?.[body.field];
      if (typeof value !== 'string' || !(await body.tied(value)))
        throw accountError(403, 'embed_not_allowed');
    }
    await next();
  };
}
