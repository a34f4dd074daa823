import Router from '@koa/router';
import {
  deliveryPaths,
  type SuccessAnswer,
  type YadiskConnectStartAnswer,
  type YadiskConnectStatusAnswer,
} from '@gramota/contracts';
import type { AppMiddleware, AppState } from '../../http/app-state';
import { optionalText, queryFields } from '../../http/request-fields';
import { currentAccount, currentActor, currentSessionId } from '../auth';
import { requirePermission } from '../access';
import { readerLanguage } from '../mail';
import { readStoredSettings } from '../profile';
import { deliveryError, parseFileIds, type FileToSend } from '../delivery';
import {
  CONNECT_POPUP_SCRIPT,
  CONNECT_POPUP_SCRIPT_PATH,
  connectPage,
} from './yadisk-connect.page';
import type { YadiskService } from './yadisk.service';

export interface YadiskRoutesDependencies {
  /** Undefined when no disk app is configured: the calls answer not_configured. */
  yadisk: YadiskService | undefined;
  session: AppMiddleware;
  loadFiles(userId: string, ids: number[]): Promise<FileToSend[]>;
}

/**
 * yadisk-send-files, -connect-status, -connect-start, -disconnect and the OAuth redirect target
 * yadisk-connect (a browser navigation in the popup, let through the CSRF guard: its `state` is
 * bound to the session). The disk belongs to the person (actor), the files to the account they work in.
 */
export function createYadiskRoutes(deps: YadiskRoutesDependencies): Router<AppState> {
  const router = new Router<AppState>();
  const configured = () => {
    if (!deps.yadisk) throw deliveryError(503, 'not_configured');
    return deps.yadisk;
  };

  router.get(
    '/api/yadisk-send-files/',
    deps.session,
    requirePermission('docs_full'),
    async (ctx) => {
      const yadisk = configured();
      const ids = parseFileIds(optionalText(queryFields(ctx), 'files', 1000));
      const files = await deps.loadFiles(currentAccount(ctx).id, ids);
      ctx.body = await yadisk.send(currentActor(ctx).id, currentSessionId(ctx), files);
    },
  );

  router.get(deliveryPaths.yadiskConnectStatus(), deps.session, async (ctx) => {
    const connected = deps.yadisk ? await deps.yadisk.isConnected(currentActor(ctx).id) : false;
    const answer: YadiskConnectStatusAnswer = {
      result: 'success',
      connect: connected ? 'true' : 'false',
      configured: deps.yadisk ? 'true' : 'false',
    };
    ctx.body = answer;
  });

  // The profile's Connect button: the same popup as the editor's need-connect, without files.
  router.get(deliveryPaths.yadiskConnectStart(), deps.session, async (ctx) => {
    const answer: YadiskConnectStartAnswer = {
      result: 'success',
      auth_url: await configured().authUrl(currentSessionId(ctx)),
    };
    ctx.body = answer;
  });

  router.get(deliveryPaths.yadiskDisconnect(), deps.session, async (ctx) => {
    await configured().disconnect(currentActor(ctx).id);
    const answer: SuccessAnswer = { result: 'success' };
    ctx.body = answer;
  });

  router.get(deliveryPaths.yadiskConnect(), deps.session, async (ctx) => {
    const actor = currentActor(ctx);
    const granted = deps.yadisk
      ? await deps.yadisk.finishConnect(
          actor.id,
          currentSessionId(ctx),
          new URLSearchParams(ctx.querystring),
        )
      : false;
    const language = readerLanguage(ctx, readStoredSettings(actor.settings).lng);
    ctx.type = 'html';
    ctx.body = connectPage(granted, language);
  });

  router.get(CONNECT_POPUP_SCRIPT_PATH, (ctx) => {
    ctx.type = 'application/javascript; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = CONNECT_POPUP_SCRIPT;
  });

  return router;
}
