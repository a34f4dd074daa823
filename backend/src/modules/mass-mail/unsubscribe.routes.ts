import Router from '@koa/router';
import type { AppContext, AppState } from '../../http/app-state';
import { readerLanguage, sendPlainPage } from '../mail';
import type { MassMailService } from './mass-mail.service';
import {
  UNSUBSCRIBE_PAGE_CSP,
  unsubscribeAskPage,
  unsubscribeDonePage,
  unsubscribeMissingPage,
} from './unsubscribe-page';

function html(ctx: AppContext, status: number, body: string) {
  sendPlainPage(ctx, status, body, UNSUBSCRIBE_PAGE_CSP);
}

/**
 * A drive message's List-Unsubscribe address, /unsubscribe/{token} (no session, no CSRF header:
 * not an /api call). GET shows a page that asks (link scanners open links); POST unsubscribes:
 * the page's button, or a mail client's RFC 8058 one-click POST (List-Unsubscribe=One-Click),
 * which comes from another site by design. The token (256 random bits, one per message) is the
 * only permission, and it can do one thing: stop that sender's messages to that address.
 */
export function createUnsubscribeRoutes(massMail: MassMailService): Router<AppState> {
  const router = new Router<AppState>({ strict: true });
  router.get('/unsubscribe/:token', async (ctx) => {
    const language = readerLanguage(ctx, undefined);
    const email = await massMail.recipientOf(ctx.params.token ?? '');
    if (!email) return html(ctx, 404, unsubscribeMissingPage(language));
    html(ctx, 200, unsubscribeAskPage(language, email));
  });
  router.post('/unsubscribe/:token', async (ctx) => {
    const language = readerLanguage(ctx, undefined);
    const email = await massMail.unsubscribe(ctx.params.token ?? '');
    if (!email) return html(ctx, 404, unsubscribeMissingPage(language));
    html(ctx, 200, unsubscribeDonePage(language, email));
  });
  return router;
}
