import Router from '@koa/router';
import { printPresentPaths } from '@gramota/contracts';
import type { AppMiddleware, AppState } from '../../http/app-state';
import type { Logger } from '../../logger';
import { accountLanguage, currentActor } from '../auth';
import { readerLanguage } from '../mail';
import { PRINT_PRESENT_FILE, type PrintPresentStore } from './print-present.store';

/**
 * GET /api/print-present-modal/ (PrintPresentModalAnswer): the printed-copies offer in the
 * reader's language (their interface's, else their browser's among the seven, else ru). Anyone
 * with a session may read it: it is an offer, not account data.
 */
export function createPrintPresentRoutes(
  store: PrintPresentStore,
  session: AppMiddleware,
  logger: Logger,
): Router<AppState> {
  const router = new Router<AppState>();
  router.get(printPresentPaths.modal(), session, async (ctx) => {
    const language = readerLanguage(ctx, accountLanguage(currentActor(ctx)));
    ctx.body = await store.answer(language, (error) =>
      logger.warn(
        { err: error, file: PRINT_PRESENT_FILE },
        'print-present texts unreadable; built-in used',
      ),
    );
  });
  return router;
}
