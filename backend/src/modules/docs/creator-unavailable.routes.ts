import Router from '@koa/router';
import { GENERATION_UNAVAILABLE } from '@gramota/contracts';
import type { AppMiddleware, AppState } from '../../http/app-state';
import { requirePermission } from '../access';

/**
 * The creator calls the bulk "create files" job makes (seed 000 §7). Making files belongs to the
 * Generation issue; until its render engine exists these say so plainly (501) and never hand out
 * a file that was not made. The creator module replaces this router.
 */
export function createCreatorUnavailableRoutes(session: AppMiddleware): Router<AppState> {
  const router = new Router<AppState>();
  const unavailable: AppMiddleware = (ctx) => {
    ctx.status = 501;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = GENERATION_UNAVAILABLE;
  };
  const docsFull = requirePermission('docs_full');
  router.get('/api/creator/:docId/', session, docsFull, unavailable);
  router.get('/api/docs-creater-get-status/:docIds/', session, docsFull, unavailable);
  return router;
}
