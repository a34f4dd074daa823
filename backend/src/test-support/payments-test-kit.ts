import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  payPaths,
  templatePaths,
  type Currency,
  type InvoiceCreateAnswer,
} from '@gramota/contracts';
import { registeredVisitor } from './accounts';
import type { TestApp } from './test-app';
import type { Visitor } from './visitor';
import { Template } from '../modules/templates';
import {
  NotificationRefused,
  type CheckoutRequest,
  type PaymentProvider,
  type VerifiedNotification,
  type WebhookRequest,
} from '../modules/payments/providers/payment-provider';

export const WEBHOOK_SECRET = 'test-webhook-secret';

/** What the stand-in provider's notifications carry (signed as bytes with HMAC-SHA256). */
export interface TestNotice {
  event_id: string;
  provider_ref: string;
  data_id: string;
  outcome: 'paid' | 'cancel';
  sum_minor: number;
  currency: string;
  cause?: string;
}

/**
 * A provider stand-in speaking the interface: checkouts get a reference, notifications are
 * proven by an HMAC-SHA256 of the raw body in `X-Signature` (what the sandbox provider does).
 */
export class HmacTestProvider implements PaymentProvider {
  readonly operator = 'one' as const;
  readonly currencies: readonly Currency[] = ['RUB', 'UAH', 'KZT', 'BYN', 'EUR', 'USD'];
  readonly started: CheckoutRequest[] = [];
  failNext = false;

  async startCheckout(request: CheckoutRequest) {
    if (this.failNext) {
      this.failNext = false;
      const { ProviderError } = await import('../modules/payments/providers/payment-provider');
      throw new ProviderError('stand-in is down');
    }
    this.started.push(request);
    const providerRef = `ref-${request.dataId}-${this.started.length}`;
    return { url: `https://checkout.test/${providerRef}`, providerRef };
  }

  async verifyNotification(request: WebhookRequest): Promise<VerifiedNotification> {
    const header = request.headers['x-signature'];
    const expected = sign(request.rawBody);
    if (
      typeof header !== 'string' ||
      header.length !== expected.length ||
      !timingSafeEqual(Buffer.from(header), Buffer.from(expected))
    )
      throw new NotificationRefused('bad signature');
    const notice = JSON.parse(request.rawBody.toString('utf8')) as TestNotice;
    return {
      eventId: notice.event_id,
      providerRef: notice.provider_ref,
      dataId: notice.data_id,
      outcome: notice.outcome,
      sumMinor: notice.sum_minor,
      currency: notice.currency,
      cause: notice.cause ?? '',
    };
  }
}

export const sign = (body: Buffer | string) =>
  createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');

/** Sends a notification as the provider's server would: no cookie, no CSRF header. */
export function sendWebhook(
  app: TestApp,
  notice: TestNotice,
  options: { signature?: string; body?: string } = {},
): Promise<Response> {
  const body = options.body ?? JSON.stringify(notice);
  return fetch(`${app.baseUrl}${payPaths.webhook('one')}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Signature': options.signature ?? sign(body) },
    body,
  });
}

export const TEMPLATE_ID = 'ru:501:0';
export const TEMPLATE_NAME = 'Грамота победителю';

/** A catalogue template row (the start-up sync of the empty test catalogue has finished). */
export async function addTemplate(
  app: TestApp,
  visitor: Visitor,
  id = TEMPLATE_ID,
  name = TEMPLATE_NAME,
) {
  // Any gallery call waits for the start-up catalogue load, so the row is not swept after.
  const { user_key } = await visitor.loginCheck();
  await visitor.get(templatePaths.templatesGet('ru', '1', user_key));
  await app.dataSource.getRepository(Template).save({
    id,
    lng: 'ru',
    category: 'g',
    groups: 'school',
    name,
    tname: 'gramota',
    format: 'a4',
    pro: true,
    region: null,
    sort: 0,
    title: 'Грамота',
    font: 'Philosopher',
    padding: '0 0 0 0',
    content: '<p></p>',
    fields: '[]',
    background: 'bg.jpg',
    thumbnail: 'th.jpg',
    titleGallery: '',
    titleIndex: 0,
    titlesMargin: null,
    available: true,
    catalogueHash: 'test',
    updatedAt: new Date(),
  });
}

/** A registered teacher with the receipt e-mail and country saved (the payment modal's need). */
export async function payingTeacher(app: TestApp): Promise<Visitor & { email: string }> {
  const teacher = await registeredVisitor(app);
  const saved = await teacher.get(
    `${payPaths.setSettings()}?email=${encodeURIComponent(teacher.email)}&country=RU`,
  );
  if (saved.status !== 200)
    throw new Error(`pay-set-settings: ${saved.status} ${await saved.text()}`);
  return teacher;
}

export async function createInvoice(visitor: Visitor, body: Record<string, unknown>) {
  const response = await visitor.postJson(payPaths.invoiceCreate(), body);
  return {
    status: response.status,
    body: (await response.json()) as InvoiceCreateAnswer & Record<string, unknown>,
  };
}

/** Makes a record and sends it to the stand-in checkout: what the notification must repeat. */
export async function startedPayment(
  visitor: Visitor,
  provider: HmacTestProvider,
  body: Record<string, unknown>,
) {
  const created = await createInvoice(visitor, body);
  if (created.status !== 200) throw new Error(`invoice-create: ${JSON.stringify(created.body)}`);
  const { data_id, sum_minor, currency } = created.body.payment;
  const set = await visitor.get(payPaths.setPayMethod(data_id, 'one', 'card'));
  if (set.status !== 200) throw new Error(`set-pay-method: ${await set.text()}`);
  const providerRef = `ref-${data_id}-${provider.started.length}`;
  return { dataId: data_id, sumMinor: sum_minor, currency, providerRef };
}

export function paidNotice(
  payment: { dataId: string; sumMinor: number; currency: string; providerRef: string },
  eventId = `evt-${payment.dataId}`,
): TestNotice {
  return {
    event_id: eventId,
    provider_ref: payment.providerRef,
    data_id: payment.dataId,
    outcome: 'paid',
    sum_minor: payment.sumMinor,
    currency: payment.currency,
  };
}
