import { randomBytes } from 'node:crypto';
import {
  appPaths,
  isPayOperator,
  isPayProduct,
  PAY_METHODS,
  TEAM_SEATS,
  WORKSHOP_PLAN_INVOICE,
  type Currency,
  type Language,
  type PayMethod,
  type PayOperator,
  type PayProduct,
} from '@gramota/contracts';
import { In, IsNull, type DataSource, type Repository } from 'typeorm';
import type { Logger } from '../../logger';
import type { Clock } from '../../shared/clock';
import { changed } from '../../shared/db-values';
import { payAccount } from './account-of';
import { payError } from './pay-errors';
import { PaySettings } from './pay-settings.entity';
import { Payment } from './payment.entity';
import { paymentText } from './payments.texts';
import { DONATE_LIMITS, productSum, type PricedProduct } from './prices';
import { PRODUCT_RULES } from './products';
import { ProviderError, type PaymentProvider } from './providers/payment-provider';

/** A catalogue template as the pay calls need it (TemplatesService.templateSet answers it). */
export interface PayTemplate {
  name: string;
  category: string;
}

export interface PaymentsDependencies {
  dataSource: DataSource;
  clock: Clock;
  logger: Logger;
  /** The checkout providers by operator ('bank' has none: the operator marks it paid). */
  providers: ReadonlyMap<PayOperator, PaymentProvider>;
  /** The app's public address (providers send the teacher back to it). */
  publicUrl: string;
  /** A catalogue template by id, null when there is none. */
  template: (templateId: string) => Promise<PayTemplate | null>;
  /** True when the workshop template is the account's own. */
  ownsWorkshopTemplate: (userId: string, templateId: string) => Promise<boolean>;
  /** PRO for this template already (its own licence, all templates or a school). */
  isProForTemplate: (userId: string, templateId: string) => Promise<boolean>;
}

export interface CreateInput {
  product: unknown;
  aimId?: unknown;
  docId?: unknown;
  seats?: unknown;
  org?: unknown;
  sumMinor?: unknown;
}

/** An unguessable public id: 24 random bytes in base64url (32 characters). */
export const newDataId = () => randomBytes(24).toString('base64url');

const UNPAID = ['new', 'wait-paid'] as const;

/**
 * Payment records of one account: made with a sum the server computes, sent to a provider's
 * checkout, polled, removed. What a paid record grants is PaymentApplier's (apply once).
 */
export class PaymentsService {
  readonly payments: Repository<Payment>;

  constructor(private readonly deps: PaymentsDependencies) {
    this.payments = deps.dataSource.getRepository(Payment);
  }

  today(): string {
    return this.deps.clock().toISOString().slice(0, 10);
  }

  /** POST /api/invoice-create/: a record in state 'new', or the caller's same unpaid one again. */
  async create(userId: string, input: CreateInput, browser?: Language): Promise<Payment> {
    if (!isPayProduct(input.product) || input.product === 'print')
      throw payError(400, 'product_invalid', 'product');
    const product = input.product;
    const account = await payAccount(this.deps.dataSource.manager, userId, browser);
    const rule = PRODUCT_RULES[product];
    const docId = optionalDocId(input.docId);
    let aim = rule.aim;
    let aimId = '';
    let seats = 1;
    let org = '';
    let name = '';
    if (rule.needsTemplate) {
      const templateId = typeof input.aimId === 'string' ? input.aimId.replace(/-/g, ':') : '';
      const template = templateId ? await this.deps.template(templateId) : null;
      if (!template) throw payError(400, 'aim_invalid', 'aim_id');
      if (await this.deps.isProForTemplate(userId, templateId))
        throw payError(400, 'already_pro', 'aim_id');
      aimId = templateId;
      name = template.name;
      if (template.category === 'i') aim = 'template_i';
    } else if (rule.aim === 'workshop') {
      aimId = await this.workshopAim(userId, input.aimId);
    } else if (product === 'donate') {
      if (docId === null) throw payError(400, 'aim_invalid', 'doc_id');
      aimId = String(docId);
    }
    if (product === 'team-12') {
      seats = teamSeats(input.seats);
      org = typeof input.org === 'string' ? input.org.trim() : '';
      if (org === '' || org.length > 200) throw payError(400, 'org_required', 'org');
    }
    const sumMinor =
      product === 'donate'
        ? donateSum(input.sumMinor)
        : productSum(account.currency, product as PricedProduct, seats);
    const text = paymentText(account.language, product, { name, seats, org });
    return this.makeOrReuse(userId, {
      product,
      aim,
      aimId,
      docId,
      seats,
      org,
      sumMinor,
      currency: account.currency,
      text,
    });
  }

  /**
   * A print order's payment (aim prepay-print): the print module computed the sum from its pages
   * and copies; this is a server-side call, never reached with a client's sum.
   */
  async createForPrintOrder(
    userId: string,
    orderId: number | string,
    sumMinor: number,
    currency: Currency,
  ): Promise<Payment> {
    if (!Number.isSafeInteger(sumMinor) || sumMinor <= 0) throw payError(400, 'sum_invalid');
    const account = await payAccount(this.deps.dataSource.manager, userId);
    return this.makeOrReuse(userId, {
      product: 'print',
      aim: 'prepay-print',
      aimId: String(orderId),
      docId: null,
      seats: 1,
      org: '',
      sumMinor,
      currency,
      text: paymentText(account.language, 'print', { id: String(orderId) }),
    });
  }

  /** The caller's record: 404 for an unknown id, 403 for another account's. */
  async findOwn(userId: string, dataId: string): Promise<Payment> {
    const payment = await this.payments.findOneBy({ dataId });
    if (!payment) throw payError(404, 'not_found');
    if (payment.userId !== userId) throw payError(403, 'forbidden');
    return payment;
  }

  /** Newest first. */
  listOwn(userId: string): Promise<Payment[]> {
    return this.payments.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /**
   * GET /api/invoice-set-pay-method/: starts the provider's checkout (its URL to open) or, for a
   * bank transfer, waits for the operator to see the money arrive. Needs the receipt e-mail and
   * country first (seed 001 §5).
   */
  async setMethod(
    userId: string,
    dataId: string,
    operator: string,
    method: string,
  ): Promise<{ payment: Payment; url: string }> {
    const payment = await this.findOwn(userId, dataId);
    if (payment.status === 'paid') throw payError(400, 'already_paid');
    if (!isPayOperator(operator)) throw payError(400, 'operator_invalid');
    if (!(PAY_METHODS as readonly string[]).includes(method))
      throw payError(400, 'operator_invalid');
    const settings = await this.deps.dataSource.getRepository(PaySettings).findOneBy({ userId });
    if (!settings || settings.email.length <= 3) throw payError(400, 'email_required', 'email');
    if (settings.country.length <= 1) throw payError(400, 'country_required', 'country');
    let url = '';
    let providerRef: string;
    if (operator === 'bank') {
      if (payment.currency !== 'RUB') throw payError(400, 'operator_currency');
      providerRef = payment.dataId;
    } else {
      const provider = this.deps.providers.get(operator);
      if (!provider) throw payError(400, 'operator_invalid');
      if (!provider.currencies.includes(payment.currency)) throw payError(400, 'operator_currency');
      try {
        const started = await provider.startCheckout({
          dataId: payment.dataId,
          sumMinor: payment.sumMinor,
          currency: payment.currency,
          method: method as PayMethod,
          description: payment.text,
          returnUrl: new URL(this.returnPath(payment), this.deps.publicUrl).toString(),
          email: settings.email,
          // A new checkout after a cancel must not get the cancelled one back from the provider's
          // idempotency store (YooKassa keeps keys 24 h): each choice of method is an attempt.
          attempt: this.deps.clock().getTime(),
        });
        url = started.url;
        providerRef = started.providerRef;
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        this.deps.logger.warn({ err: error, operator, dataId }, 'checkout did not start');
        throw payError(502, 'provider_failed');
      }
    }
    // Only an unpaid record changes: a notification applied meanwhile keeps it paid.
    const result = await this.payments.update(
      { id: payment.id, status: In([...UNPAID, 'cancel']) },
      { operator, method: method as PayMethod, providerRef, status: 'wait-paid', cause: '' },
    );
    if (changed(result) !== 1) throw payError(400, 'already_paid');
    return { payment: await this.payments.findOneByOrFail({ id: payment.id }), url };
  }

  /**
   * GET /api/pay-remove-invoice/?aim_id=: removes the caller's unpaid records for the aim. A paid
   * one stays (remove_paid when nothing else was there).
   */
  async remove(userId: string, aimId: string): Promise<number> {
    const records = await this.payments.findBy({ userId, aimId: aimId.replace(/-/g, ':') });
    const alsoUrlForm = aimId.includes('-') ? await this.payments.findBy({ userId, aimId }) : [];
    const all = [...records, ...alsoUrlForm];
    if (all.length === 0) throw payError(404, 'not_found');
    const unpaid = all.filter((payment) => payment.status !== 'paid');
    if (unpaid.length === 0) throw payError(400, 'remove_paid');
    const result = await this.payments.delete({
      id: In(unpaid.map((payment) => payment.id)),
      status: In(['new', 'wait-paid', 'cancel']),
    });
    return changed(result);
  }

  /**
   * GET /api/invoce-check-pay-modal/: the newest finished payment not shown yet, marked shown in
   * the same step, so two tabs never both show it.
   */
  async takeUnshownResult(userId: string): Promise<Payment | null> {
    const newest = await this.payments.findOne({
      where: { userId, status: In(['paid', 'cancel']), shownAt: IsNull() },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    if (!newest) return null;
    const result = await this.payments.update(
      { id: newest.id, shownAt: IsNull() },
      { shownAt: this.deps.clock().getTime() },
    );
    return changed(result) === 1 ? newest : null;
  }

  /** A paid donation for this document by its owner: the free file skips the wait. */
  hasPaidDonation(userId: string, docId: number): Promise<boolean> {
    return this.payments.existsBy({ userId, product: 'donate', docId, status: 'paid' });
  }

  private async workshopAim(userId: string, aimId: unknown): Promise<string> {
    if (aimId === undefined || aimId === '' || aimId === WORKSHOP_PLAN_INVOICE)
      return WORKSHOP_PLAN_INVOICE;
    const id = typeof aimId === 'number' ? String(aimId) : aimId;
    if (typeof id !== 'string' || !/^\d{1,10}$/.test(id))
      throw payError(400, 'aim_invalid', 'aim_id');
    if (!(await this.deps.ownsWorkshopTemplate(userId, id)))
      throw payError(400, 'aim_invalid', 'aim_id');
    return id;
  }

  /**
   * Where the checkout sends the teacher back: the page she paid from, naming the record
   * (`?record=`), so the page follows that record even when the notification was applied before
   * she arrived (then it is paid already, and a document's invoice goes back to the editor).
   */
  private returnPath(payment: Payment): string {
    const record = `?record=${encodeURIComponent(payment.dataId)}`;
    if (payment.aim === 'template' || payment.aim === 'template_i')
      return appPaths.invoiceTemplate(payment.aimId, payment.docId ?? undefined) + record;
    if (payment.aim === 'workshop') return appPaths.invoiceWorkshop(payment.aimId) + record;
    if (payment.aim === 'donate') return appPaths.invoicePay(payment.dataId);
    if (payment.aim === 'prepay-print') return appPaths.payPrint();
    return appPaths.pay();
  }

  private async makeOrReuse(
    userId: string,
    fields: Pick<
      Payment,
      'product' | 'aim' | 'aimId' | 'docId' | 'seats' | 'org' | 'sumMinor' | 'currency' | 'text'
    >,
  ): Promise<Payment> {
    const same = await this.payments.findOne({
      where: { userId, product: fields.product, aimId: fields.aimId, status: In([...UNPAID]) },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    if (same && same.sumMinor === fields.sumMinor && same.currency === fields.currency) {
      if (same.seats === fields.seats && same.org === fields.org && same.docId === fields.docId)
        return same;
    }
    if (same && same.status === 'new') {
      // Nothing was sent to a provider yet: the record follows what the teacher chose now.
      await this.payments.update({ id: same.id, status: 'new' }, fields);
      return this.payments.findOneByOrFail({ id: same.id });
    }
    const payment = this.payments.create({
      ...fields,
      dataId: newDataId(),
      userId,
      status: 'new',
      operator: '',
      method: '',
      providerRef: null,
      cause: '',
      dateStart: '',
      dateEnd: '',
      createdAt: this.deps.clock().getTime(),
      paidAt: null,
      shownAt: null,
    });
    return this.payments.save(payment);
  }
}

function optionalDocId(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const id = typeof value === 'string' ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0)
    throw payError(400, 'aim_invalid', 'doc_id');
  return id;
}

function teamSeats(value: unknown): number {
  const seats = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (
    typeof seats !== 'number' ||
    !Number.isInteger(seats) ||
    seats < TEAM_SEATS.min ||
    seats > TEAM_SEATS.max
  )
    throw payError(400, 'seats_invalid', 'seats');
  return seats;
}

/** A donation is the one sum a teacher chooses: whole minor units within the limits. */
function donateSum(value: unknown): number {
  const sum = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (
    typeof sum !== 'number' ||
    !Number.isSafeInteger(sum) ||
    sum < DONATE_LIMITS.min ||
    sum > DONATE_LIMITS.max
  )
    throw payError(400, 'sum_invalid', 'sum_minor');
  return sum;
}

export type { PayProduct };
