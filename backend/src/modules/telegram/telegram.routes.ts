import Router from '@koa/router';
import { deliveryPaths } from '@gramota/contracts';
import type { AppMiddleware, AppState } from '../../http/app-state';
import { optionalText, queryFields } from '../../http/request-fields';
import { currentAccount, currentActor, requirePermission } from '../access';
import { deliveryError, parseFileIds, type FileToSend } from '../delivery';
import type { TelegramSendService } from './telegram-send.service';

export interface TelegramRoutesDependencies {
  /** Undefined when no bot is configured: both calls answer not_configured. */
  telegram: TelegramSendService | undefined;
  session: AppMiddleware;
  /** The account's ready files by id (404 / 409 as the delivery calls answer). */
  loadFiles(userId: string, ids: number[]): Promise<FileToSend[]>;
}

/**
 * telegram-send-files and telegram-status-connect. The chat belongs to the person (actor), the
 * files to the account they work in: a member switched into an owner's account sends the owner's
 * files to their own chat, never connects the owner's account to it.
 */
export function createTelegramRoutes(deps: TelegramRoutesDependencies): Router<AppState> {
  const router = new Router<AppState>();
  const docsFull = requirePermission('docs_full');
  const configured = () => {
    if (!deps.telegram) throw deliveryError(503, 'not_configured');
    return deps.telegram;
  };

  router.get('/api/telegram-send-files/', deps.session, docsFull, async (ctx) => {
    const telegram = configured();
    const ids = parseFileIds(optionalText(queryFields(ctx), 'files', 1000));
    const files = await deps.loadFiles(currentAccount(ctx).id, ids);
    ctx.body = await telegram.send(currentActor(ctx).id, files);
  });

  router.get(deliveryPaths.telegramStatusConnect(), deps.session, async (ctx) => {
    ctx.body = await configured().connected(currentActor(ctx).id);
  });

  return router;
}
