import Router from '@koa/router';
import type { AppMiddleware, AppState } from '../../http/app-state';
import { currentAccount } from '../auth';
import type { PwaService } from './pwa.service';

export function createPwaRoutes(pwa: PwaService, session: AppMiddleware): Router<AppState> {
  const router = new Router<AppState>();
  router.use(session);

  router.get('/api/pwa-int/', async (ctx) => {
    ctx.body = await pwa.intro(currentAccount(ctx));
  });

  return router;
}
