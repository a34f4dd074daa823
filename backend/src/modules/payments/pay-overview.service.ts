import {
  appPaths,
  formatMoney,
  isCurrency,
  WORKSHOP_PLAN_INVOICE,
  type InvoiceOffersAnswer,
  type Language,
  type PayGetAnswer,
  type PayLicence,
  type PayOffer,
  type PayProfile,
  type SetCurrencyAnswer,
  type TemplateActivatePayAnswer,
} from '@gramota/contracts';
import { In, LessThanOrEqual, MoreThanOrEqual, type DataSource } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { User } from '../auth';
import { Licence, type LicencesService } from '../licences';
import { payAccount, type PayAccount } from './account-of';
import { payError } from './pay-errors';
import type { PaySettingsService } from './pay-settings.service';
import type { PayTeamsService } from './pay-teams.service';
import { paymentRecord, type BankPaperUrls } from './payment-record';
import type { PaymentsService, PayTemplate } from './payments.service';
import { paymentText, teamOfferText } from './payments.texts';
import { PRICE_TABLES, pricesFor, productSum, type PricedProduct } from './prices';
import {
  ALL_TEMPLATES_AIM,
  ALL_TEMPLATES_OFFERS,
  PRODUCT_RULES,
  TEMPLATE_OFFERS,
  WORKSHOP_OFFERS,
} from './products';

export interface PayOverviewDependencies {
  dataSource: DataSource;
  clock: Clock;
  payments: PaymentsService;
  settings: PaySettingsService;
  teams: PayTeamsService;
  licences: Pick<
    LicencesService,
    'status' | 'isProForTemplate' | 'hasWorkshopPlan' | 'isTemplateAllActive'
  >;
  template: (templateId: string) => Promise<PayTemplate | null>;
  papers?: BankPaperUrls;
}

/** A school account pays 10 % less (PayGetAnswer.discount). */
const SCHOOL_DISCOUNT = 10;

/** The pay page's and the invoice page's reads, and the currency switch. */
export class PayOverviewService {
  constructor(private readonly deps: PayOverviewDependencies) {}

  private today(): string {
    return this.deps.clock().toISOString().slice(0, 10);
  }

  /** GET /api/pay-get/{userKey}/ (seed 001 §3 Pay data). */
  async payGet(userId: string, isAccess: boolean, browser?: Language): Promise<PayGetAnswer> {
    const account = await payAccount(this.deps.dataSource.manager, userId, browser);
    const today = this.today();
    const [records, licences, teams, membership, status, profile] = await Promise.all([
      this.deps.payments.listOwn(userId),
      this.activeLicences(userId, today),
      this.deps.teams.boughtBy(userId),
      this.deps.teams.membership(userId),
      this.deps.licences.status(userId),
      this.profile(account, isAccess),
    ]);
    const allEnd = licences
      .filter((licence) => licence.kind === 'all-templates' || licence.kind === 'school')
      .map((licence) => licence.date_end)
      .sort()
      .at(-1);
    const discount = status.school ? SCHOOL_DISCOUNT : 0;
    return {
      result: 'success',
      payments: records.map((payment) => paymentRecord(payment, today, this.deps.papers)),
      licences,
      discount,
      discount_vis: discount > 0,
      need_select: false,
      all_share: status.allTemplates,
      all_end: allEnd ?? '',
      all_share_team: membership !== null,
      all_share_team_date_end: membership?.dateEnd ?? '',
      all_share_team_org: membership?.org ?? '',
      teams,
      profile,
      prices: pricesFor(account.currency),
    };
  }

  /**
   * GET /api/invoice-offers/?aim_id=: a template's offers (template, all templates, team,
   * school) or, for 'workshop' / 'plan' / a workshop template id, the workshop plan's.
   */
  async invoiceOffers(
    userId: string,
    aimId: string,
    browser?: Language,
  ): Promise<InvoiceOffersAnswer> {
    const account = await payAccount(this.deps.dataSource.manager, userId, browser);
    const profile = await this.profile(account, false);
    const isWorkshop =
      aimId === 'workshop' || aimId === WORKSHOP_PLAN_INVOICE || /^\d{1,10}$/.test(aimId);
    if (isWorkshop) {
      return {
        result: 'success',
        offers: WORKSHOP_OFFERS.map((product) => this.offer(account, product, '')),
        name: '',
        has_pro: await this.deps.licences.hasWorkshopPlan(userId),
        profile,
      };
    }
    if (aimId === ALL_TEMPLATES_AIM) {
      return {
        result: 'success',
        offers: ALL_TEMPLATES_OFFERS.map((product) => this.offer(account, product, '')),
        name: '',
        has_pro: (await this.deps.licences.status(userId)).allTemplates,
        profile,
      };
    }
    const templateId = aimId.replace(/-/g, ':');
    const template = await this.deps.template(templateId);
    if (!template) throw payError(400, 'aim_invalid', 'aim_id');
    return {
      result: 'success',
      // The donation (the donate page's suggested sum) comes last; the offers list leaves it out.
      offers: [
        ...TEMPLATE_OFFERS.map((product) => this.offer(account, product, template.name)),
        this.donateOffer(account),
      ],
      name: template.name,
      has_pro: await this.deps.licences.isProForTemplate(userId, templateId),
      profile,
    };
  }

  /** POST|GET /api/template-activate-pay/{templateId}/ (seed 001 §7 Templates). */
  async templateActivatePay(userId: string, rawId: string): Promise<TemplateActivatePayAnswer> {
    const templateId = rawId.replace(/-/g, ':');
    if (!(await this.deps.template(templateId))) throw payError(404, 'not_found');
    const hasPro = await this.deps.licences.isProForTemplate(userId, templateId);
    return { result: hasPro ? 'has-pro' : 'success', url: appPaths.invoiceTemplate(templateId) };
  }

  /** GET /api/profile-set-currency/?currency=: an unknown currency changes nothing. */
  async setCurrency(userId: string, currency: unknown): Promise<SetCurrencyAnswer> {
    if (!isCurrency(currency)) throw payError(400, 'currency_invalid', 'currency');
    await this.deps.dataSource.getRepository(User).update({ id: userId }, { currency });
    return { result: 'success', currency, ...pricesFor(currency) };
  }

  async profile(account: PayAccount, isAccess: boolean): Promise<PayProfile> {
    const userId = account.user.id;
    const [settings, status, boughtTemplate] = await Promise.all([
      this.deps.settings.read(userId),
      this.deps.licences.status(userId),
      this.deps.payments.payments.existsBy({
        userId,
        status: 'paid',
        aim: In(['template', 'template_i', 'subscribe']),
      }),
    ]);
    return {
      email: settings.email,
      country: settings.country,
      currency: account.currency,
      login: account.user.login,
      is_access: isAccess ? 'true' : 'false',
      is_timeplate_buy: boughtTemplate ? '1' : '0',
      is_template_all_active: status.allTemplates ? '1' : '0',
      is_workshop_pay: status.workshop ? '1' : '0',
      id: userId,
    };
  }

  private donateOffer(account: PayAccount): PayOffer {
    const sumMinor = PRICE_TABLES[account.currency].donateDefault;
    return {
      product: 'donate',
      sum: formatMoney(sumMinor),
      sum_minor: sumMinor,
      currency: account.currency,
      months: 0,
      text: paymentText(account.language, 'donate', {}),
    };
  }

  private offer(account: PayAccount, product: PricedProduct, name: string): PayOffer {
    const sumMinor = productSum(account.currency, product);
    return {
      product,
      sum: formatMoney(sumMinor),
      sum_minor: sumMinor,
      currency: account.currency,
      months: PRODUCT_RULES[product].months,
      text:
        product === 'team-12'
          ? teamOfferText(account.language)
          : paymentText(account.language, product, { name }),
    };
  }

  private async activeLicences(userId: string, today: string): Promise<PayLicence[]> {
    const rows = await this.deps.dataSource.getRepository(Licence).find({
      where: { userId, dateStart: LessThanOrEqual(today), dateEnd: MoreThanOrEqual(today) },
      order: { dateEnd: 'DESC' },
    });
    const names = new Map<string, string>();
    for (const row of rows)
      if (row.templateId && !names.has(row.templateId))
        names.set(row.templateId, (await this.deps.template(row.templateId))?.name ?? '');
    const orgs = await this.deps.teams.orgsById(
      rows.flatMap((row) => (row.teamId ? [row.teamId] : [])),
    );
    return rows.map((row) => ({
      kind: row.kind,
      template_id: row.templateId,
      name: row.templateId ? (names.get(row.templateId) ?? '') : '',
      date_end: row.dateEnd,
      team_org: row.teamId ? (orgs.get(row.teamId) ?? '') : '',
    }));
  }
}
