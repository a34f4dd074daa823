import type { Currency } from '@gramota/contracts';
import { systemClock, type Clock } from '../../../shared/clock';
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
import { field, providerCall, text, type ProviderAnswer } from './provider-http';

export interface PaypalConfig {
  /** REST API base, e.g. https://api-m.paypal.com (PAYPAL_URL). */
  url: string;
  clientId: string;
  secret: string;
  /** The webhook's id in the PayPal app: signatures are checked against it. */
  webhookId: string;
}

/** The headers PayPal signs a webhook with; all must be there. */
const SIGNATURE_HEADERS = {
  transmission_id: 'paypal-transmission-id',
  transmission_time: 'paypal-transmission-time',
  transmission_sig: 'paypal-transmission-sig',
  cert_url: 'paypal-cert-url',
  auth_algo: 'paypal-auth-algo',
} as const;

/** A token is renewed this long before PayPal says it expires (a call in flight must not fail). */
const TOKEN_MARGIN_MS = 60_000;

const header = (headers: WebhookRequest['headers'], name: string): string => {
  const value = headers[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
};

/**
 * PayPal (operator 'paypal', EUR and USD): an OAuth2 client-credentials token, Orders v2 (create,
 * then capture once the teacher approved and came back), and webhooks whose signature PayPal's
 * own verify-webhook-signature call checks.
 */
export class PaypalProvider implements PaymentProvider {
  readonly operator = 'paypal' as const;
  readonly currencies: readonly Currency[] = ['EUR', 'USD'];
  private token: { value: string; until: number } | undefined;

  constructor(
    private readonly config: PaypalConfig,
    private readonly clock: Clock = systemClock,
  ) {}

  private async accessToken(): Promise<string> {
    const now = this.clock().getTime();
    if (this.token && this.token.until > now) return this.token.value;
    const basic = Buffer.from(`${this.config.clientId}:${this.config.secret}`).toString('base64');
    const answer = await providerCall('paypal', `${this.config.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${basic}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const value = text(field(answer.body, 'access_token'));
    const expiresIn = Number(field(answer.body, 'expires_in'));
    if (answer.status !== 200 || !value)
      throw new ProviderError(`paypal: token answered ${answer.status}`);
    const lifetimeMs = Number.isFinite(expiresIn) ? expiresIn * 1000 : 0;
    this.token = { value, until: now + Math.max(0, lifetimeMs - TOKEN_MARGIN_MS) };
    return value;
  }

  /** A call with the bearer token; a 401 drops the cached token (revoked early) and tries once more. */
  private async call(
    method: string,
    path: string,
    body?: string,
    extra: Record<string, string> = {},
  ): Promise<ProviderAnswer> {
    for (let attempt = 0; ; attempt++) {
      const answer = await providerCall('paypal', `${this.config.url}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${await this.accessToken()}`,
          'Content-Type': 'application/json',
          ...extra,
        },
        body,
      });
      if (answer.status !== 401 || attempt > 0) return answer;
      this.token = undefined;
    }
  }

  async startCheckout(request: CheckoutRequest): Promise<CheckoutStarted> {
    const answer = await this.call(
      'POST',
      '/v2/checkout/orders',
      JSON.stringify({
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: request.dataId,
            custom_id: request.dataId,
            description: request.description.slice(0, 127),
            amount: { currency_code: request.currency, value: minorToDecimal(request.sumMinor) },
          },
        ],
        application_context: {
          return_url: request.returnUrl,
          cancel_url: request.returnUrl,
          user_action: 'PAY_NOW',
          shipping_preference: 'NO_SHIPPING',
        },
      }),
      // PayPal's idempotency: the same request id gives the same order.
      { 'PayPal-Request-Id': `${request.dataId}:${request.attempt ?? 0}` },
    );
    if (answer.status !== 200 && answer.status !== 201)
      throw new ProviderError(`paypal: create order answered ${answer.status}`);
    const id = text(field(answer.body, 'id'));
    const links = field(answer.body, 'links');
    const approve = Array.isArray(links)
      ? links.find((link) => ['approve', 'payer-action'].includes(text(field(link, 'rel'))))
      : undefined;
    const url = text(field(approve, 'href'));
    if (!id || !/^https?:\/\//.test(url))
      throw new ProviderError('paypal: create order answer has no id or approve link');
    return { url, providerRef: id };
  }

  /** The order's capture as a fact: COMPLETED → paid, DECLINED/FAILED → cancel, else pending. */
  private captureFact(
    order: unknown,
    orderId: string,
    dataId: string,
  ): VerifiedNotification | null {
    const unit = field(order, 'purchase_units', 0);
    if (text(field(unit, 'reference_id')) !== dataId)
      throw new ProviderError(`paypal: order ${orderId} is not for this record`);
    const capture = field(unit, 'payments', 'captures', 0);
    const status = text(field(capture, 'status'));
    if (status !== 'COMPLETED' && status !== 'DECLINED' && status !== 'FAILED') return null;
    const sumMinor = decimalToMinor(field(capture, 'amount', 'value'));
    if (sumMinor === undefined) throw new ProviderError('paypal: capture without an amount');
    return {
      eventId: `capture:${text(field(capture, 'id'))}`,
      providerRef: orderId,
      dataId,
      outcome: status === 'COMPLETED' ? 'paid' : 'cancel',
      sumMinor,
      currency: text(field(capture, 'amount', 'currency_code')),
      cause: status === 'COMPLETED' ? '' : 'Declined by PayPal',
    };
  }

  /**
   * The teacher came back from PayPal: capture the order. Not approved yet → null; captured
   * before (a second return, or the webhook was first) → the order's capture as it stands.
   */
  async confirm(orderId: string, dataId: string): Promise<VerifiedNotification | null> {
    if (!/^[\w-]{1,64}$/.test(orderId)) return null;
    const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
    const captured = await this.call('POST', `${path}/capture`, '{}', {
      'PayPal-Request-Id': `capture:${orderId}`,
    });
    if (captured.status === 200 || captured.status === 201)
      return this.captureFact(captured.body, orderId, dataId);
    const issue = text(field(captured.body, 'details', 0, 'issue'));
    if (captured.status === 404) return null;
    if (captured.status === 422 && issue === 'ORDER_NOT_APPROVED') return null;
    if (captured.status === 422 && issue === 'ORDER_ALREADY_CAPTURED') {
      const order = await this.call('GET', path);
      if (order.status !== 200)
        throw new ProviderError(`paypal: get order answered ${order.status}`);
      return this.captureFact(order.body, orderId, dataId);
    }
    if (captured.status === 422)
      // INSTRUMENT_DECLINED and the like: the teacher may pick another card at PayPal; not final.
      return null;
    throw new ProviderError(`paypal: capture answered ${captured.status}`);
  }

  async verifyNotification({
    headers,
    rawBody,
  }: WebhookRequest): Promise<VerifiedNotification | null> {
    const signed: Record<string, string> = {};
    for (const [key, name] of Object.entries(SIGNATURE_HEADERS)) {
      signed[key] = header(headers, name);
      if (!signed[key]) throw new NotificationRefused(`paypal: no ${name}`);
    }
    let event: unknown;
    try {
      event = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new NotificationRefused('paypal: body is not JSON');
    }
    // The event goes back byte for byte: re-serialising it could change what was signed.
    const request = JSON.stringify({ ...signed, webhook_id: this.config.webhookId });
    const body = `${request.slice(0, -1)},"webhook_event":${rawBody.toString('utf8')}}`;
    const answer = await this.call('POST', '/v1/notifications/verify-webhook-signature', body);
    if (answer.status >= 500 || answer.status === 401)
      throw new ProviderError(`paypal: verify answered ${answer.status}`);
    if (answer.status !== 200 || text(field(answer.body, 'verification_status')) !== 'SUCCESS')
      throw new NotificationRefused('paypal: signature not verified');

    const type = text(field(event, 'event_type'));
    if (type !== 'PAYMENT.CAPTURE.COMPLETED' && type !== 'PAYMENT.CAPTURE.DENIED') return null;
    const resource = field(event, 'resource');
    const eventId = text(field(event, 'id'));
    const dataId = text(field(resource, 'custom_id'));
    const orderId = text(field(resource, 'supplementary_data', 'related_ids', 'order_id'));
    const sumMinor = decimalToMinor(field(resource, 'amount', 'value'));
    if (!eventId || !dataId || sumMinor === undefined)
      throw new NotificationRefused('paypal: event without id, custom_id or amount');
    return {
      eventId,
      providerRef: orderId || text(field(resource, 'id')),
      dataId,
      outcome: type === 'PAYMENT.CAPTURE.COMPLETED' ? 'paid' : 'cancel',
      sumMinor,
      currency: text(field(resource, 'amount', 'currency_code')),
      cause: type === 'PAYMENT.CAPTURE.DENIED' ? 'Declined by PayPal' : '',
    };
  }
}
