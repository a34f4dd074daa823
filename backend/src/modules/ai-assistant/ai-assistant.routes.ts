import type { PassThrough } from 'node:stream';
import Router from '@koa/router';
import { aiPaths } from '@gramota/contracts';
import type { AppContext, AppMiddleware, AppState } from '../../http/app-state';
import type { LargeBodyRoute } from '../../http/body-parser';
import { bodyFields } from '../../http/request-fields';
import type { Logger } from '../../logger';
import { currentAccount, requirePermission } from '../access';
import { accountLanguage, currentActor } from '../auth';
import { addressKey } from '../auth/client-address';
import { readerLanguage } from '../mail';
import { refusedAnswer, relayAnswer } from './ai-answer-stream';
import type { AiAssistantService } from './ai-assistant.service';
import { AiProviderError, firstPieceArrived, type AiProvider } from './ai-provider.client';
import { aiError } from './ai-errors';
import { readQuestion } from './ai-question';

/**
 * A question far over the limit (a 100,000-character paste) still reaches the check that says
 * how long a message may be, instead of the body parser's bare 413.
 */
export const AI_LARGE_BODIES: readonly LargeBodyRoute[] = [
  { method: 'POST', path: /^\/api\/ai-support-ask\/[^/]+\/?$/i, limit: 1024 * 1024 },
];

const docIdOf = (ctx: AppContext) => (ctx.params as { docId?: string }).docId ?? '';
/** The person asking (a colleague switched in asks as herself) has a registered account. */
const signedIn = (ctx: AppContext) => Boolean(currentActor(ctx).login);

export interface AiRoutesDependencies {
  ai: AiAssistantService;
  /** Undefined when AI_BASE_URL is unset: the service then refuses with ai_not_configured. */
  provider: AiProvider | undefined;
  session: AppMiddleware;
  logger: Logger;
}

/** The editor's AI support modal (seed 001 §2, §7 `ai-support-modal/{docId}/`) and its asks. */
export function createAiAssistantRoutes({ ai, provider, session, logger }: AiRoutesDependencies) {
  const router = new Router<AppState>();
  const docsFull = requirePermission('docs_full');
  const languageOf = (ctx: AppContext) => readerLanguage(ctx, accountLanguage(currentAccount(ctx)));

  router.get(aiPaths.modalRoute, session, docsFull, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await ai.modal(currentAccount(ctx).id, docIdOf(ctx), signedIn(ctx));
  });

  router.post(aiPaths.clearRoute, session, docsFull, async (ctx) => {
    await ai.clear(currentAccount(ctx).id, docIdOf(ctx));
    ctx.body = { result: 'success' };
  });

  router.post(aiPaths.askRoute, session, docsFull, async (ctx) => {
    const userId = currentAccount(ctx).id;
    const language = languageOf(ctx);
    // Malformed input is 400 whoever sends it; then only a registered person may spend the
    // provider (an anonymous account costs one cookie, so no per-account limit could bound it).
    const question = readQuestion(bodyFields(ctx), language);
    if (!signedIn(ctx)) throw aiError(401, 'login_required');
    // Refusals up to here (document, limits, not set up) are JSON in the error shape.
    const accepted = await ai.accept(
      { userId, address: addressKey(ctx.ip) },
      docIdOf(ctx),
      question,
      language,
    );
    if (!provider) throw aiError(503, 'ai_not_configured');
    const gone = new AbortController();
    ctx.res.once('close', () => {
      if (!ctx.res.writableFinished) gone.abort();
    });
    let stream: PassThrough;
    try {
      const pieces = await firstPieceArrived(await provider.answer(accepted.messages, gone.signal));
      stream = relayAnswer(ai, logger, {
        userId,
        question: accepted,
        pieces,
        clientGone: gone.signal,
      });
    } catch (error) {
      await ai.forget(userId, accepted);
      if (!(error instanceof AiProviderError)) {
        // The teacher left before the first word: nobody is there to read an answer.
        if (gone.signal.aborted) {
          ctx.status = 204;
          return;
        }
        throw error;
      }
      logger.info({ code: error.code, detail: error.message }, 'ai provider refused');
      stream = refusedAnswer(error);
    }
    // The stream's headers only now: a fault above is answered as JSON by the error middleware.
    ctx.set('Content-Type', 'text/event-stream; charset=utf-8');
    ctx.set('Cache-Control', 'no-store');
    // Proxies (nginx) must pass each piece on at once rather than buffer the answer.
    ctx.set('X-Accel-Buffering', 'no');
    ctx.req.socket.setNoDelay(true);
    ctx.status = 200;
    ctx.body = stream;
  });

  return router;
}
