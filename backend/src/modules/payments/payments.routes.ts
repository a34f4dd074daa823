import Router from '@koa/router';
import {
  payPaths,
  type CheckPayModalAnswer,
  type InvoiceCreateAnswer,
  type InvoiceGetAnswer,
  type InvoiceStatusAnswer,
  type PaypalPayAnswer,
  type PayOperator,
  type SetPayMethodAnswer,
  type SuccessAnswer,
  type TeamConnectAnswer,
} from '@gramota/contracts';
import type { AppContext, AppMiddleware, AppState } from '../../http/app-state';
import { bodyFields, queryFields } from '../../http/request-fields';
import type { Logger } from '../../logger';
import { browserLanguage } from '../mail';
import {
  currentAccount,
  currentActor,
  isSwitched,
  requireOwnAccount,
  requireUserKey,
} from '../access';
import { payFull, requirePayLogin } from './pay-guards';
import { payError } from './pay-errors';
import type { PayOverviewService } from './pay-overview.service';
import type { PaySettingsService } from './pay-settings.service';
import type { PayTeamsService } from './pay-teams.service';
import type { PaymentApplier } from './payment-applier';
import { operatorsFor, paymentRecord, type BankPaperUrls } from './payment-record';
import type { PaymentsService } from './payments.service';
import type { PaymentProvider } from './providers/payment-provider';

const AIM_ID_PATTERN = /^[\w:-]{1,64}$/;

export interface PaymentsRoutesDependencies {
  session: AppMiddleware;
  logger: Logger;
  providers: ReadonlyMap<PayOperator, PaymentProvider>;
  payments: PaymentsService;
  applier: PaymentApplier;
  settings: PaySettingsService;
  teams: PayTeamsService;
  overview: PayOverviewService;
  papers?: BankPaperUrls;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The pay calls (seed 001 §7 Payments, Templates' template-activate-pay). Every one works on the
 * current account (the owner's while a colleague with pay_full is switched in); those that move
 * money need a registered person. Bank papers and print orders have their own routes.
 */
export function createPaymentsRoutes(deps: PaymentsRoutesDependencies): Router<AppState> {
  const { payments, applier, settings, overview, teams, session } = deps;
  const router = new Router<AppState>();
  const read = [session, payFull];
  const money = [session, payFull, requirePayLogin];
  const accountId = (ctx: AppContext) => currentAccount(ctx).id;
  // Texts made for the teacher (record lines, offers, country names) in the interface's language.
  const browser = (ctx: AppContext) => browserLanguage(ctx.request);
  const today = () => payments.today();
  const record = (payment: Parameters<typeof paymentRecord>[0]) =>
    paymentRecord(payment, today(), deps.papers);

  /**
   * The status poll asks the provider too, for the checkouts whose state it can read without side
   * effects (the sandbox's saved click, YooKassa's payment): a notification that never arrived
   * (the provider could not reach us) still ends the wait. PayPal is captured on its return.
   * Answers whether anything was applied; a provider that does not answer changes nothing.
   */
  const readBack = async (payment: Parameters<typeof paymentRecord>[0]): Promise<boolean> => {
    if (payment.status !== 'wait-paid' || !payment.providerRef) return false;
    if (payment.operator !== 'one' && payment.operator !== 'yandex') return false;
    const provider = deps.providers.get(payment.operator);
    if (!provider?.confirm) return false;
    try {
      const fact = await provider.confirm(payment.providerRef, payment.dataId);
      if (!fact) return false;
      return (await applier.applyVerified(payment.operator, fact)) === 'applied';
    } catch (error) {
      deps.logger.warn({ err: error, dataId: payment.dataId }, 'payment read-back failed');
      return false;
    }
  };

  router.get(payPaths.payGetRoute, ...read, requireUserKey('userKey'), async (ctx) => {
    ctx.body = await overview.payGet(accountId(ctx), isSwitched(ctx), browser(ctx));
  });

  router.get(payPaths.invoiceOffers(), ...read, async (ctx) => {
    ctx.body = await overview.invoiceOffers(
      accountId(ctx),
      text(queryFields(ctx).aim_id),
      browser(ctx),
    );
  });

  router.post(payPaths.invoiceCreate(), ...money, async (ctx) => {
    const fields = bodyFields(ctx);
    const payment = await payments.create(
      accountId(ctx),
      {
        product: fields.product,
        aimId: fields.aim_id,
        docId: fields.doc_id,
        seats: fields.seats,
        org: fields.org,
        sumMinor: fields.sum_minor,
      },
      browser(ctx),
    );
    const answer: InvoiceCreateAnswer = {
      result: 'success',
      payment: record(payment),
      operators: operatorsFor(payment.currency, deps.providers),
    };
    ctx.body = answer;
  });

  router.get(payPaths.invoiceGetRoute, ...read, async (ctx) => {
    const payment = await payments.findOwn(accountId(ctx), ctx.params.dataId!);
    const answer: InvoiceGetAnswer = {
      result: 'success',
      payment: record(payment),
      operators: operatorsFor(payment.currency, deps.providers),
    };
    ctx.body = answer;
  });

  router.get(payPaths.setPayMethodRoute, ...money, async (ctx) => {
    const { payment, url } = await payments.setMethod(
      accountId(ctx),
      ctx.params.dataId!,
      ctx.params.operator!,
      ctx.params.method!,
    );
    const answer: SetPayMethodAnswer = { result: 'success', url, payment: record(payment) };
    ctx.body = answer;
  });

  router.get(payPaths.statusPayRoute, ...read, async (ctx) => {
    let payment = await payments.findOwn(accountId(ctx), ctx.params.dataId!);
    if (await readBack(payment)) payment = await payments.findOwn(accountId(ctx), payment.dataId);
    const answer: InvoiceStatusAnswer = {
      result: 'success',
      status: payment.status,
      cause: payment.cause,
    };
    ctx.body = answer;
  });

  router.get(payPaths.setSettings(), ...money, async (ctx) => {
    ctx.body = await settings.save(accountId(ctx), queryFields(ctx), browser(ctx));
  });

  router.get(payPaths.settingsModal(), ...read, async (ctx) => {
    ctx.body = await settings.read(accountId(ctx), browser(ctx));
  });

  router.get(payPaths.checkPayModal(), ...read, async (ctx) => {
    const payment = await payments.takeUnshownResult(accountId(ctx));
    const answer: CheckPayModalAnswer = payment
      ? {
          result: 'success',
          modal: payment.status === 'paid' ? 'success' : 'cancel',
          cause: payment.cause,
          payment: record(payment),
        }
      : { result: 'success', modal: 'none', cause: '', payment: null };
    ctx.body = answer;
  });

  // PayPal sends the teacher back here: the order is captured through PayPal's API (a verified
  // fact, not the browser's word) and applied like a webhook.
  router.get(payPaths.paypalPayRoute, ...money, async (ctx) => {
    const payment = await payments.findOwn(accountId(ctx), ctx.params.dataId!);
    const provider = deps.providers.get('paypal');
    if (payment.operator !== 'paypal' || !provider?.confirm || !payment.providerRef)
      throw payError(400, 'operator_invalid');
    if (payment.status !== 'paid') {
      const fact = await provider.confirm(payment.providerRef, payment.dataId).catch((error) => {
        deps.logger.warn({ err: error, dataId: payment.dataId }, 'PayPal capture failed');
        throw payError(502, 'provider_failed');
      });
      if (fact) await applier.applyVerified('paypal', fact);
    }
    const now = await payments.findOwn(accountId(ctx), payment.dataId);
    const answer: PaypalPayAnswer = { result: 'success', status: now.status };
    ctx.body = answer;
  });

  router.get(payPaths.removeInvoice(), ...money, async (ctx) => {
    const aimId = text(queryFields(ctx).aim_id);
    // What an aim id can be (a template 'ru:12:0', a doc or order number, 'all'): anything else,
    // e.g. a NUL byte PostgreSQL refuses in text, is not an aim.
    if (!AIM_ID_PATTERN.test(aimId)) throw payError(400, 'aim_invalid', 'aim_id');
    await payments.remove(accountId(ctx), aimId);
    const answer: SuccessAnswer = { result: 'success' };
    ctx.body = answer;
  });

  router.get(payPaths.setCurrency(), ...read, async (ctx) => {
    ctx.body = await overview.setCurrency(accountId(ctx), queryFields(ctx).currency);
  });

  // A colleague joins as themself: never into the account they are switched into.
  router.get(
    payPaths.teamConnectRoute,
    session,
    requireOwnAccount,
    requirePayLogin,
    async (ctx) => {
      const team = await teams.join(currentActor(ctx).id, ctx.params.uid!);
      const answer: TeamConnectAnswer = {
        result: 'success',
        org: team.org,
        date_end: team.dateEnd,
      };
      ctx.body = answer;
    },
  );

  // The seed sends POST; the gallery's card link may GET it.
  const activate = async (ctx: AppContext) => {
    ctx.body = await overview.templateActivatePay(
      accountId(ctx),
      (ctx as unknown as { params: { templateId: string } }).params.templateId,
    );
  };
  router.post(payPaths.templateActivatePayRoute, ...read, activate);
  router.get(payPaths.templateActivatePayRoute, ...read, activate);

  return router;
}
