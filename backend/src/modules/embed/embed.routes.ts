import Router from '@koa/router';
import {
  EMBED_KEY_PARAM,
  embedCreateSchema,
  embedPagePath,
  embedPaths,
  type EmbedCreateAnswer,
  type EmbedListAnswer,
  type SuccessAnswer,
} from '@gramota/contracts';
import { accountError, BadRequestError, ForbiddenError } from '../../errors';
import type { AppContext, AppMiddleware, AppState } from '../../http/app-state';
import { bodyFields } from '../../http/request-fields';
import { currentActor, requireLogin } from '../auth';
import { embedLinkInfo, type EmbedLinksService } from './embed-links.service';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The owner's embed links (security review, finding 9). Only the account's own signed-in person
 * makes, lists and revokes them: not an anonymous visitor, not a colleague switched in through
 * granted access, and not a framed page.
 */
export function createEmbedRoutes(
  links: EmbedLinksService,
  session: AppMiddleware,
  publicUrl: string,
): Router<AppState> {
  const router = new Router<AppState>();
  const ownerOnly: AppMiddleware = async (ctx, next) => {
    if (ctx.state.isAccess || ctx.state.embed) throw new ForbiddenError();
    await next();
  };
  const owner = (ctx: AppContext) => currentActor(ctx).id;
  const loggedIn = requireLogin(accountError);

  router.post(embedPaths.create, session, loggedIn, ownerOnly, async (ctx) => {
    const parsed = embedCreateSchema.safeParse(bodyFields(ctx));
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'scope');
      throw new BadRequestError(`${field}: ${parsed.error.issues[0]?.message ?? 'invalid'}`, field);
    }
    const { link, token } = await links.create(owner(ctx), parsed.data);
    const url = `${publicUrl}${embedPagePath(link.scope, link.target)}&${EMBED_KEY_PARAM}=${token}`;
    const answer: EmbedCreateAnswer = {
      result: 'success',
      link: embedLinkInfo(link),
      url,
      iframe: `<iframe src="${escapeAttribute(url)}" width="1100" height="700" style="border:0"></iframe>`,
    };
    ctx.body = answer;
  });

  router.get(embedPaths.list, session, loggedIn, ownerOnly, async (ctx) => {
    const answer: EmbedListAnswer = {
      result: 'success',
      links: (await links.list(owner(ctx))).map(embedLinkInfo),
    };
    ctx.body = answer;
  });

  router.post(embedPaths.revoke, session, loggedIn, ownerOnly, async (ctx) => {
    const id = bodyFields(ctx).id;
    if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/.test(id))
      throw new BadRequestError('id: an embed link id', 'id');
    await links.revoke(owner(ctx), id);
    const answer: SuccessAnswer = { result: 'success' };
    ctx.body = answer;
  });

  return router;
}
