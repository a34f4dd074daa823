import type { Currency } from '@gramota/contracts';
import { decimalToMinor, minorToDecimal } from './money';
import {
  NotificationRefused,
  ProviderError,
  type CheckoutRequest,
  type CheckoutStarted,
  type PaymentProvider,
  type VerifiedNotification,
  type WebhookRequest,
} from './payment-provider';
import { field, providerCall, text } from './provider-http';

export interface YookassaConfig {
  /** API base with the version, e.g. https://api.yookassa.ru/v3 (YOOKASSA_URL). */
  url: string;
  shopId: string;
  secretKey: string;
}

/** Why YooKassa cancelled (cancellation_details.reason), as the teacher reads it. */
const CANCEL_REASONS: Record<string, string> = {
  insufficient_funds: 'Not enough money on the card',
  card_expired: 'The card has expired',
  expired_on_confirmation: 'The payment was not confirmed in time',
  expired_on_capture: 'The payment was not completed in time',
  canceled_by_merchant: 'Cancelled by the shop',
  permission_revoked: 'The payment was refused',
  payment_method_restricted: 'This card cannot be used',
  payment_method_limit_exceeded: 'The card limit has been reached',
  call_issuer: 'Declined by the bank',
  issuer_unavailable: 'The bank did not answer',
  '3d_secure_failed': 'The card check (3-D Secure) failed',
  fraud_suspected: 'Declined by the bank',
  country_forbidden: 'Cards of this country are not accepted',
  invalid_card_number: 'Wrong card number',
  invalid_csc: 'Wrong card security code',
  general_decline: 'Declined by the bank',
};

/**
 * YooKassa (operator 'yandex'), API v3: POST /payments with Basic auth (shop id : secret key) and
 * an Idempotence-Key. Its notifications carry no signature, so one is trusted only as a hint:
 * the payment is read back from the API, and the API's answer is the fact.
 */
export class YookassaProvider implements PaymentProvider {
  readonly operator = 'yandex' as const;
  readonly currencies: readonly Currency[] = ['RUB'];

  constructor(private readonly config: YookassaConfig) {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    const basic = Buffer.from(`${this.config.shopId}:${this.config.secretKey}`).toString('base64');
    return { Authorization: `Basic ${basic}`, 'Content-Type': 'application/json', ...extra };
  }

  async startCheckout(request: CheckoutRequest): Promise<CheckoutStarted> {
    const answer = await providerCall('yookassa', `${this.config.url}/payments`, {
      method: 'POST',
      // Same record and attempt, same key: a retried call after a lost answer gives the same payment.
      headers: this.headers({ 'Idempotence-Key': `${request.dataId}:${request.attempt ?? 0}` }),
      body: JSON.stringify({
        amount: { value: minorToDecimal(request.sumMinor), currency: request.currency },
        capture: true,
        confirmation: { type: 'redirect', return_url: request.returnUrl },
        description: request.description.slice(0, 128),
        metadata: { data_id: request.dataId },
        ...(request.method === 'sbp' ? { payment_method_data: { type: 'sbp' } } : {}),
      }),
    });
    if (answer.status !== 200)
      throw new ProviderError(`yookassa: create payment answered ${answer.status}`);
    const id = text(field(answer.body, 'id'));
    const url = text(field(answer.body, 'confirmation', 'confirmation_url'));
    if (!id || !/^https?:\/\//.test(url))
      throw new ProviderError('yookassa: create payment answer has no id or confirmation_url');
    return { url, providerRef: id };
  }

  /** The payment as the API says it is: the only trusted source. */
  private async payment(id: string): Promise<unknown> {
    const answer = await providerCall(
      'yookassa',
      `${this.config.url}/payments/${encodeURIComponent(id)}`,
      { method: 'GET', headers: this.headers() },
    );
    // An id the shop does not have is a forged notification, not a provider failure.
    if (answer.status === 404) throw new NotificationRefused(`yookassa: no payment ${id}`);
    if (answer.status !== 200)
      throw new ProviderError(`yookassa: get payment answered ${answer.status}`);
    return answer.body;
  }

  private fact(payment: unknown, id: string): VerifiedNotification | null {
    if (text(field(payment, 'id')) !== id)
      throw new ProviderError('yookassa: get payment answered another payment');
    const status = text(field(payment, 'status'));
    if (status !== 'succeeded' && status !== 'canceled') return null; // pending, waiting_for_capture
    const sumMinor = decimalToMinor(field(payment, 'amount', 'value'));
    const dataId = text(field(payment, 'metadata', 'data_id'));
    if (sumMinor === undefined || !dataId)
      throw new NotificationRefused(`yookassa: payment ${id} has no amount or data_id`);
    const reason = text(field(payment, 'cancellation_details', 'reason'));
    return {
      eventId: `${id}:${status}`,
      providerRef: id,
      dataId,
      outcome: status === 'succeeded' ? 'paid' : 'cancel',
      sumMinor,
      currency: text(field(payment, 'amount', 'currency')),
      cause: status === 'canceled' ? (CANCEL_REASONS[reason] ?? (reason || 'Cancelled')) : '',
    };
  }

  async verifyNotification({ rawBody }: WebhookRequest): Promise<VerifiedNotification | null> {
    let notification: unknown;
    try {
      notification = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new NotificationRefused('yookassa: body is not JSON');
    }
    // Only the payment id is read from the notification; everything else comes from the API.
    const id = text(field(notification, 'object', 'id'));
    if (!/^[\w-]{1,64}$/.test(id)) throw new NotificationRefused('yookassa: no payment id');
    return this.fact(await this.payment(id), id);
  }

  async confirm(providerRef: string): Promise<VerifiedNotification | null> {
    try {
      return this.fact(await this.payment(providerRef), providerRef);
    } catch (error) {
      // Our own stored id unknown to the API: nothing to confirm (not a forged webhook here).
      if (error instanceof NotificationRefused) return null;
      throw error;
    }
  }
}
