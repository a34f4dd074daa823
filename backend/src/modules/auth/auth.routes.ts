import Router from '@koa/router';
import type { LoginCheckAnswer } from '@gramota/contracts';
import type { AppMiddleware, AppState } from '../../http/app-state';
import { currentUser } from './session.middleware';

export function createAuthRoutes(session: AppMiddleware): Router<AppState> {
  const router = new Router<AppState>();
  // Router-level middleware runs only when one of this router's routes matched.
  router.use(session);

  router.get('/api/login-check/', (ctx) => {
    const user = currentUser(ctx);
    const answer: LoginCheckAnswer = {
      result: 'success',
      login: user.login,
      user_key: user.apiKey,
    };
    ctx.body = answer;
  });

  return router;
}
