// The payments module's public face (issue 19; seed 001 §2 Payments, §3, §4 Payment polling,
// §7 Payments): payment records, their checkout through the providers (providers/), what a
// verified payment grants (once), team licences, pay settings, prices per currency, and the pay
// calls' routes. Bank papers (bank-papers/) and print orders build on the exports below.
import type { PayOperator } from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import type { AppMiddleware } from '../../http/app-state';
import type { Logger } from '../../logger';
import type { Clock } from '../../shared/clock';
import type { LicencesService } from '../licences';
import { PaySettingsService } from './pay-settings.service';
import { PayTeamsService } from './pay-teams.service';
import { PaymentApplier } from './payment-applier';
import { PayOverviewService } from './pay-overview.service';
import { createPaymentsRoutes } from './payments.routes';
import { createPayWebhookRoutes } from './pay-webhook.routes';
import { PaymentsService, type PayTemplate } from './payments.service';
import type { PaymentProvider } from './providers/payment-provider';
import type { BankPaperUrls } from './payment-record';

// Its account merger: backend/src/account-mergers.ts lists every module's.
export { movePayments } from './payments-merge';
export { Payment } from './payment.entity';
export { PaymentEvent } from './payment-event.entity';
export { PaySettings } from './pay-settings.entity';
export { PayTeam, PayTeamInvite, PayTeamMember } from './pay-team.entity';
export { PaymentsService, newDataId, type PayTemplate, type CreateInput } from './payments.service';
export { PaymentApplier, type ApplyOutcome, type PaidListener } from './payment-applier';
export { PaySettingsService, PAY_COUNTRIES, countryNames } from './pay-settings.service';
export { PayTeamsService } from './pay-teams.service';
export { PayOverviewService } from './pay-overview.service';
export { paymentRecord, operatorsFor, type BankPaperUrls } from './payment-record';
export { payError } from './pay-errors';
export { PRICE_TABLES, DONATE_LIMITS, pricesFor, productSum, type PriceTable } from './prices';
export { PRODUCT_RULES, licenceEnd } from './products';
export { paymentText } from './payments.texts';
export { payTransaction } from './payment-transaction';
export { hasWaitingPurchase } from './purchase-waiting';

export interface PaymentsModuleDependencies {
  dataSource: DataSource;
  session: AppMiddleware;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
  providers: ReadonlyMap<PayOperator, PaymentProvider>;
  licences: Pick<
    LicencesService,
    'status' | 'isProForTemplate' | 'hasWorkshopPlan' | 'isTemplateAllActive'
  >;
  /** A catalogue template by id ('lng:id:index'), null when there is none. */
  template: (templateId: string) => Promise<PayTemplate | null>;
  ownsWorkshopTemplate: (userId: string, templateId: string) => Promise<boolean>;
  /** Bank papers' URLs of a record (the bank-papers part); '' until then. */
  papers?: BankPaperUrls;
}

export function createPaymentsModule(deps: PaymentsModuleDependencies) {
  const payments = new PaymentsService({
    dataSource: deps.dataSource,
    clock: deps.clock,
    logger: deps.logger,
    providers: deps.providers,
    publicUrl: deps.publicUrl,
    template: deps.template,
    ownsWorkshopTemplate: deps.ownsWorkshopTemplate,
    isProForTemplate: (userId, templateId) => deps.licences.isProForTemplate(userId, templateId),
  });
  const applier = new PaymentApplier(deps.dataSource, deps.clock, deps.logger);
  const settings = new PaySettingsService(deps.dataSource);
  const teams = new PayTeamsService(deps.dataSource, deps.clock);
  const overview = new PayOverviewService({
    dataSource: deps.dataSource,
    clock: deps.clock,
    payments,
    settings,
    teams,
    licences: deps.licences,
    template: deps.template,
    papers: deps.papers,
  });
  const router = createPaymentsRoutes({
    session: deps.session,
    logger: deps.logger,
    providers: deps.providers,
    payments,
    applier,
    settings,
    teams,
    overview,
    papers: deps.papers,
  });
  // Mounted before the CSRF guard and the body parser (app.ts): providers send raw, signed bodies.
  const webhookRouter = createPayWebhookRoutes({
    logger: deps.logger,
    providers: deps.providers,
    applier,
  });
  return { payments, applier, settings, teams, overview, router, webhookRouter };
}

export type PaymentsModule = ReturnType<typeof createPaymentsModule>;

/** The providers the app was given, by operator ('bank' never has one). */
export type PaymentProviders = ReadonlyMap<PayOperator, PaymentProvider>;
export type { PaymentProvider } from './providers/payment-provider';
