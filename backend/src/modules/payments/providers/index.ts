// Payment providers (issue 19): the sandbox checkout, YooKassa and PayPal behind one interface,
// and the sandbox's checkout page. The payments core uses them only through this file.
import type { PayOperator } from '@gramota/contracts';
import type Router from '@koa/router';
import type { DataSource } from 'typeorm';
import type { Config } from '../../../config';
import type { AppState } from '../../../http/app-state';
import type { Logger } from '../../../logger';
import { systemClock, type Clock } from '../../../shared/clock';
import type { PaymentProvider } from './payment-provider';
import { PaypalProvider } from './paypal.provider';
import { createSandboxCheckoutRouter } from './sandbox-checkout.routes';
import { sandboxSecret } from './sandbox-secret';
import { SandboxProvider } from './sandbox.provider';
import { YookassaProvider } from './yookassa.provider';

export {
  NotificationRefused,
  ProviderError,
  type CheckoutRequest,
  type CheckoutStarted,
  type PaymentProvider,
  type VerifiedNotification,
  type WebhookRequest,
} from './payment-provider';
export { SandboxCheckout } from './sandbox-checkout.entity';
export { SandboxProvider, SANDBOX_CHECKOUT_PATH } from './sandbox.provider';
export { YookassaProvider } from './yookassa.provider';
export { PaypalProvider } from './paypal.provider';
export { createSandboxCheckoutRouter } from './sandbox-checkout.routes';
export { decimalToMinor, minorToDecimal } from './money';

export interface PaymentProvidersDeps {
  /** The app's origin as browsers reach it (PUBLIC_URL): the sandbox page and its webhook. */
  publicOrigin: string;
  dataSource: DataSource;
  clock?: Clock;
  logger: Logger;
}

export interface PaymentProviders {
  /** The operators configured here, by operator ('bank' is the core's own, never here). */
  providers: Map<Exclude<PayOperator, 'bank'>, PaymentProvider>;
  /** /pay-sandbox/checkout/{ref}/ (without PAY_SANDBOX=on it only says the sandbox is off). */
  sandboxRouter: Router<AppState>;
}

/**
 * The providers this install offers: the sandbox only with PAY_SANDBOX=on (issue 28: anyone who
 * reaches it can grant themselves a licence), YooKassa and PayPal when their keys are set. An
 * operator not in the map is not offered to teachers.
 */
export function createPaymentProviders(
  config: Pick<Config, 'payments' | 'dataDir'>,
  deps: PaymentProvidersDeps,
): PaymentProviders {
  const clock = deps.clock ?? systemClock;
  const providers: PaymentProviders['providers'] = new Map();
  // No payments block: nothing is offered (the sandbox is never on unless asked for).
  const settings = config.payments ?? {};
  let sandbox: SandboxProvider | undefined;
  let secret = '';
  if (settings.sandbox) {
    secret = sandboxSecret(config.dataDir, settings.sandbox.secret);
    sandbox = new SandboxProvider({
      dataSource: deps.dataSource,
      clock,
      secret,
      checkoutOrigin: settings.sandbox.url ?? deps.publicOrigin,
    });
    providers.set('one', sandbox);
  }
  if (settings.yookassa) providers.set('yandex', new YookassaProvider(settings.yookassa));
  if (settings.paypal) providers.set('paypal', new PaypalProvider(settings.paypal, clock));
  const sandboxRouter = createSandboxCheckoutRouter({
    sandbox,
    secret,
    publicOrigin: deps.publicOrigin,
    logger: deps.logger,
  });
  return { providers, sandboxRouter };
}
