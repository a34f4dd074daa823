import Router from '@koa/router';
import { NotFoundError } from '../../errors';
import type { AppContext, AppState } from '../../http/app-state';
import { outboxDir, type MailService } from './mail.service';
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

/** GET /outbox/: the operator's view of DATA_DIR/outbox when no SMTP server is configured. */
export function createOutboxRoutes(mail: MailService, dataDir: string): Router<AppState> {
  const router = new Router<AppState>({ strict: true });
  const dir = outboxDir(dataDir);

  router.get('/outbox', (ctx) => {
    if (!mail.usesOutbox || !isLoopbackRequest(ctx)) throw new NotFoundError();
    ctx.redirect('/outbox/');
  });

  router.get('/outbox/', async (ctx) => {
    if (!mail.usesOutbox || !isLoopbackRequest(ctx)) throw new NotFoundError();
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
