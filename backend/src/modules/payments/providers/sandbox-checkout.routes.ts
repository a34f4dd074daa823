import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import Router from '@koa/router';
import { isLanguage, payPaths, type Language } from '@gramota/contracts';
import type { AppContext, AppState } from '../../../http/app-state';
import type { Logger } from '../../../logger';
import { originOfUrl } from '../../../shared/origin';
import { browserLanguage } from '../../mail';
import type { SandboxCheckout } from './sandbox-checkout.entity';
import { renderCheckoutPage, renderMessagePage } from './sandbox-checkout.page';
import { sandboxCheckoutTexts } from './sandbox-checkout.texts';
import { SANDBOX_CHECKOUT_PATH, type SandboxProvider } from './sandbox.provider';

/** The browser's half of the form token: a random value in a SameSite=Strict cookie. */
export const SANDBOX_NONCE_COOKIE = 'pay_sandbox_nonce';

/** How long the page waits for the app's webhook to answer. */
const WEBHOOK_TIMEOUT_MS = 10_000;

export interface SandboxCheckoutRouterDeps {
  /** Undefined without PAY_SANDBOX=on: every sandbox path is a 404 page saying it is off. */
  sandbox: SandboxProvider | undefined;
  secret: string;
  /** The app's origin the notification is posted to (its /api/pay-webhook/one/). */
  publicOrigin: string;
  logger: Logger;
}

const FOREIGN_FETCH_SITES = new Set(['cross-site', 'same-site']);

/** ?lng= first (a tester may switch), else the browser's language, else Russian. */
function pageLanguage(ctx: AppContext): Language {
  const asked = ctx.query.lng;
  if (isLanguage(asked)) return asked;
  return browserLanguage(ctx) ?? 'ru';
}

/**
 * The form token: an HMAC of the ref and the browser's nonce cookie. A form posted from another
 * site carries no SameSite=Strict cookie, and a token copied from one browser is no good in
 * another; without the ref there is nothing to post to at all.
 */
function formToken(secret: string, ref: string, nonce: string): string {
  return createHmac('sha256', secret).update(`sandbox-form:${ref}:${nonce}`).digest('hex');
}

function tokenValid(secret: string, ref: string, nonce: string, token: unknown): boolean {
  if (!nonce || typeof token !== 'string' || !/^[0-9a-f]{64}$/.test(token)) return false;
  return timingSafeEqual(
    Buffer.from(formToken(secret, ref, nonce), 'hex'),
    Buffer.from(token, 'hex'),
  );
}

/**
 * This page's own policy (securityHeaders keeps it): nothing but inline styles, no frames, and
 * forms may post here and be redirected to the shop (browsers check form-action on redirects).
 */
function setPagePolicy(ctx: AppContext, returnUrl?: string): void {
  const shop = returnUrl ? originOfUrl(returnUrl) : undefined;
  ctx.set(
    'Content-Security-Policy',
    [
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      `form-action 'self'${shop ? ` ${shop}` : ''}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
  );
  ctx.set('Cache-Control', 'no-store');
  // The ref stays on this site: no Referer to other origins. Not 'no-referrer': under it the
  // browser posts the page's own form with 'Origin: null', which the check below must refuse.
  ctx.set('Referrer-Policy', 'same-origin');
  ctx.type = 'text/html; charset=utf-8';
}

/**
 * GET/POST /pay-sandbox/checkout/{ref}/: the sandbox checkout page (plain HTML, no script), not
 * under /api: the browser opens it from the invoice page like any provider's checkout.
 */
export function createSandboxCheckoutRouter(deps: SandboxCheckoutRouterDeps): Router<AppState> {
  const router = new Router<AppState>();
  const { sandbox, secret, logger } = deps;
  const route = `${SANDBOX_CHECKOUT_PATH}:ref/`;

  const message = (ctx: AppContext, status: number, text: string, backUrl?: string) => {
    const language = pageLanguage(ctx);
    setPagePolicy(ctx);
    ctx.status = status;
    ctx.body = renderMessagePage(language, sandboxCheckoutTexts(language), text, backUrl);
  };

  if (!sandbox) {
    // Off (the default): a page that says so, for the page and for a Pay pressed on an old copy
    // of it. Nothing is looked up or decided, and nothing is granted.
    router.all(route, (ctx) => message(ctx, 404, sandboxCheckoutTexts(pageLanguage(ctx)).off));
    return router;
  }
  const webhookUrl = new URL(payPaths.webhook('one'), deps.publicOrigin).toString();

  const decidedText = (ctx: AppContext, checkout: SandboxCheckout) => {
    const texts = sandboxCheckoutTexts(pageLanguage(ctx));
    return checkout.status === 'paid' ? texts.alreadyPaid : texts.alreadyCancelled;
  };

  router.get(route, async (ctx) => {
    const texts = sandboxCheckoutTexts(pageLanguage(ctx));
    const checkout = await sandbox.find(ctx.params.ref ?? '');
    if (!checkout) return message(ctx, 404, texts.notFound);
    if (sandbox.isExpired(checkout)) return message(ctx, 410, texts.expired, checkout.returnUrl);
    if (checkout.status !== 'pending')
      return message(ctx, 200, decidedText(ctx, checkout), checkout.returnUrl);
    let nonce = ctx.cookies.get(SANDBOX_NONCE_COOKIE) ?? '';
    if (!/^[\w-]{22,64}$/.test(nonce)) {
      nonce = randomBytes(18).toString('base64url');
      ctx.cookies.set(SANDBOX_NONCE_COOKIE, nonce, {
        httpOnly: true,
        sameSite: 'strict',
        secure: ctx.secure,
        path: SANDBOX_CHECKOUT_PATH,
        overwrite: true,
      });
    }
    const language = pageLanguage(ctx);
    setPagePolicy(ctx, checkout.returnUrl);
    ctx.body = renderCheckoutPage(
      language,
      texts,
      checkout,
      formToken(secret, checkout.ref, nonce),
    );
  });

  router.post(route, async (ctx) => {
    const texts = sandboxCheckoutTexts(pageLanguage(ctx));
    const ref = ctx.params.ref ?? '';
    const form = (ctx.request.body ?? {}) as Record<string, unknown>;
    const foreign =
      FOREIGN_FETCH_SITES.has(ctx.get('Sec-Fetch-Site').toLowerCase()) ||
      (ctx.get('Origin') !== '' && ctx.get('Origin') !== `${ctx.protocol}://${ctx.host}`);
    const nonce = ctx.cookies.get(SANDBOX_NONCE_COOKIE) ?? '';
    if (foreign || !tokenValid(secret, ref, nonce, form.csrf))
      return message(ctx, 403, texts.formExpired);
    const action = form.action;
    if (action !== 'approve' && action !== 'decline') return message(ctx, 400, texts.formExpired);
    const cause =
      typeof form.cause === 'string' && form.cause.trim() ? form.cause.trim() : texts.causeDefault;
    const decision = await sandbox.decide(ref, action === 'approve' ? 'paid' : 'cancel', cause);
    if (decision.kind === 'not-found') return message(ctx, 404, texts.notFound);
    if (decision.kind === 'expired') return message(ctx, 410, texts.expired);
    if (decision.kind === 'already')
      return message(ctx, 409, decidedText(ctx, decision.checkout), decision.checkout.returnUrl);

    const { body, headers } = sandbox.notification(decision.checkout);
    let delivered = false;
    try {
      const answer = await fetch(webhookUrl, {
        method: 'POST',
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      delivered = answer.ok;
      if (!delivered)
        logger.warn({ status: answer.status, webhookUrl }, 'sandbox notification refused');
    } catch (error) {
      logger.warn({ err: error, webhookUrl }, 'sandbox notification not delivered');
    }
    // Like a real provider, the outcome stands either way; confirm() reports it to the status check.
    if (!delivered) return message(ctx, 502, texts.notDelivered, decision.checkout.returnUrl);
    ctx.status = 303;
    ctx.redirect(decision.checkout.returnUrl);
  });

  return router;
}
