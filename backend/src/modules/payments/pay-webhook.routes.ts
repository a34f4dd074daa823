import Router from '@koa/router';
import { isPayOperator, payErrors, payPaths, type PayOperator } from '@gramota/contracts';
import type { IncomingMessage } from 'node:http';
import type { AppContext, AppState } from '../../http/app-state';
import type { Logger } from '../../logger';
import type { PaymentApplier } from './payment-applier';
import {
  NotificationRefused,
  type PaymentProvider,
  type VerifiedNotification,
} from './providers/payment-provider';

/** Providers' notifications are small JSON documents. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

export interface WebhookDependencies {
  logger: Logger;
  providers: ReadonlyMap<PayOperator, PaymentProvider>;
  applier: PaymentApplier;
}

/**
 * POST /api/pay-webhook/{operator}/: a provider's notification. It carries no session and no
 * CSRF header (the provider's server sends it), so this router is mounted BEFORE the CSRF guard
 * and the body parser: it alone reads the body, as raw bytes, because the signature is over
 * exactly those bytes. The provider proves the notification (NotificationRefused otherwise);
 * applyVerified grants once. Answers 200 for applied, replayed and already-finished facts (the
 * provider stops retrying), 400 webhook_invalid for anything refused; never a 5xx for input.
 */
export function createPayWebhookRoutes(deps: WebhookDependencies): Router<AppState> {
  const router = new Router<AppState>();
  const refuse = (ctx: AppContext) => {
    ctx.status = 400;
    ctx.body = {
      result: 'error',
      error_code: 'webhook_invalid',
      error_text: payErrors.webhook_invalid,
    };
  };

  router.post(payPaths.webhookRoute, async (ctx) => {
    const operator = ctx.params.operator!;
    const provider = isPayOperator(operator) ? deps.providers.get(operator) : undefined;
    if (!provider) return refuse(ctx);
    let rawBody: Buffer;
    try {
      rawBody = await readRawBody(ctx.req, WEBHOOK_BODY_LIMIT);
    } catch {
      ctx.set('Connection', 'close');
      return refuse(ctx);
    }
    let fact: VerifiedNotification | null;
    try {
      fact = await provider.verifyNotification({ headers: ctx.req.headers, rawBody });
    } catch (error) {
      // Not proven (NotificationRefused) or not readable at all: the same answer, nothing granted.
      const reason = error instanceof NotificationRefused ? error.message : 'unreadable';
      deps.logger.warn({ operator, reason }, 'payment notification not proven');
      return refuse(ctx);
    }
    // A verified notification of an event that changes nothing (e.g. 'waiting_for_capture').
    if (!fact) {
      ctx.body = { result: 'success' };
      return;
    }
    try {
      const outcome = await deps.applier.applyVerified(provider.operator, fact);
      if (outcome === 'refused') return refuse(ctx);
      ctx.body = { result: 'success' };
    } catch (error) {
      // The database failed, not the input: 503 asks the provider to send it again later
      // (a 400 would make it give up on a real payment).
      deps.logger.error({ err: error, operator }, 'payment notification could not be applied');
      ctx.status = 503;
      ctx.body = {
        result: 'error',
        error_code: 'provider_failed',
        error_text: payErrors.provider_failed,
      };
    }
  });

  return router;
}

/** The body's bytes as sent, refused past `limit` (no decompression: providers send plain JSON). */
async function readRawBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new Error('body too large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
