import Router from '@koa/router';
import { spreadsheetPaths, type DeclineAnswer } from '@gramota/contracts';
import type { AppMiddleware, AppState } from '../../http/app-state';
import { requirePermission } from '../access';
import { declineNames } from './decline-names';
import { declineRequest } from './decline-request';

/**
 * POST spreadsheetPaths.decline(): the table screen's names in a case (contracts/spreadsheet.ts).
 * A pure computation, but behind the spreadsheet calls' guard (session, CSRF, docs_full); its cost
 * is bounded by the body's limits (100 names of 200 characters). Never cached: it answers a body.
 */
export function createNameGrammarRoutes(session: AppMiddleware) {
  const router = new Router<AppState>();
  router.post(spreadsheetPaths.decline(), session, requirePermission('docs_full'), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const names = await declineNames(declineRequest(ctx.request.body));
    const answer: DeclineAnswer = { result: 'success', names };
    ctx.body = answer;
  });
  return router;
}
