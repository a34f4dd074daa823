import Router from '@koa/router';
import type { Config } from '../../config';
import { NotFoundError } from '../../errors';
import type { AppContext, AppState } from '../../http/app-state';
import { outboxDir } from './mail.service';
import { readOutbox, renderOutboxPage } from './outbox.page';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * A request from the server machine itself. The socket address decides, not X-Forwarded-For; and a
 * request that came through a proxy (even one on the same machine) does not count as local.
 */
export function isLoopbackRequest(ctx: AppContext): boolean {
  const address = ctx.req.socket.remoteAddress ?? '';
  return LOOPBACK.test(address) && FORWARDING_HEADERS.every((name) => !ctx.get(name));
}

/**
 * Whether the /outbox/ page is served: OUTBOX_PAGE when set, else only in the newcomer's setup,
 * no SMTP_URL and no TRUST_PROXY (behind a proxy on the same machine every visitor would come
 * from the loopback address; the header check below is the second lock, not the only one).
 */
export function outboxPageOn(config: Pick<Config, 'outboxPage' | 'smtpUrl' | 'trustProxy'>) {
  return config.outboxPage ?? (!config.smtpUrl && !config.trustProxy);
}

/** GET /outbox/: the operator's view of DATA_DIR/outbox (see outboxPageOn), 404 when off. */
export function createOutboxRoutes(dataDir: string, enabled: boolean): Router<AppState> {
  const router = new Router<AppState>({ strict: true });
  const dir = outboxDir(dataDir);

  router.get('/outbox', (ctx) => {
    if (!enabled || !isLoopbackRequest(ctx)) throw new NotFoundError();
    ctx.redirect('/outbox/');
  });

  router.get('/outbox/', async (ctx) => {
    if (!enabled || !isLoopbackRequest(ctx)) throw new NotFoundError();
    ctx.set('Cache-Control', 'no-store');
    ctx.set(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = renderOutboxPage(await readOutbox(dir), dir);
  });

  return router;
}
