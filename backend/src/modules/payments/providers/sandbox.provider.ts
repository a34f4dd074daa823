import { randomBytes, randomUUID } from 'node:crypto';
import { CURRENCIES, type Currency } from '@gramota/contracts';
import type { DataSource, Repository } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import { changed } from '../../../shared/db-values';
import {
  NotificationRefused,
  type CheckoutRequest,
  type CheckoutStarted,
  type PaymentProvider,
  type VerifiedNotification,
  type WebhookRequest,
} from './payment-provider';
import { SandboxCheckout } from './sandbox-checkout.entity';
import { SANDBOX_SIGNATURE_HEADER, sandboxSignatureValid, signSandbox } from './sandbox-signature';

/** Where the sandbox checkout page is served (not under /api: a page the browser opens). */
export const SANDBOX_CHECKOUT_PATH = '/pay-sandbox/checkout/';

/** A pending checkout can be decided for this long; then the teacher starts a new one. */
export const SANDBOX_CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

/** The body of a sandbox notification (what the signature covers, as sent). */
export interface SandboxNotification {
  event_id: string;
  ref: string;
  data_id: string;
  outcome: 'paid' | 'cancel';
  amount_minor: number;
  currency: string;
  cause: string;
}

export interface SandboxDeps {
  dataSource: DataSource;
  clock: Clock;
  /** The signing key (sandboxSecret). */
  secret: string;
  /** Origin of the checkout page: PAY_SANDBOX_URL or the app's public origin. */
  checkoutOrigin: string;
}

export type Decision =
  | { kind: 'decided'; checkout: SandboxCheckout }
  | { kind: 'not-found' }
  | { kind: 'expired' }
  | { kind: 'already'; checkout: SandboxCheckout };

const isNotification = (value: unknown): value is SandboxNotification => {
  const body = value as Partial<SandboxNotification> | null;
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof body.event_id === 'string' &&
    typeof body.ref === 'string' &&
    typeof body.data_id === 'string' &&
    (body.outcome === 'paid' || body.outcome === 'cancel') &&
    Number.isSafeInteger(body.amount_minor) &&
    typeof body.currency === 'string' &&
    typeof body.cause === 'string'
  );
};

const header = (headers: WebhookRequest['headers'], name: string): string => {
  const value = headers[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
};

/**
 * The built-in sandbox provider (operator 'one', the default): a checkout page on this server
 * where a tester approves or declines, and HMAC-signed notifications like a real provider's.
 * It takes every currency. Only PAY_SANDBOX=on turns it on (never in production).
 */
export class SandboxProvider implements PaymentProvider {
  readonly operator = 'one' as const;
  readonly currencies: readonly Currency[] = CURRENCIES;
  private readonly checkouts: Repository<SandboxCheckout>;

  constructor(private readonly deps: SandboxDeps) {
    this.checkouts = deps.dataSource.getRepository(SandboxCheckout);
  }

  async startCheckout(request: CheckoutRequest): Promise<CheckoutStarted> {
    // 192 random bits: the ref is what lets someone pay this checkout, so it cannot be guessed.
    const ref = randomBytes(24).toString('base64url');
    await this.checkouts.insert({
      ref,
      dataId: request.dataId,
      description: request.description.slice(0, 300),
      sumMinor: request.sumMinor,
      currency: request.currency,
      returnUrl: request.returnUrl,
      status: 'pending',
      cause: '',
      eventId: null,
      createdAt: this.deps.clock().getTime(),
      decidedAt: null,
    });
    return { url: `${this.deps.checkoutOrigin}${SANDBOX_CHECKOUT_PATH}${ref}/`, providerRef: ref };
  }

  /** The checkout for the page; undefined for an unknown ref. */
  find(ref: string): Promise<SandboxCheckout | null> {
    if (!/^[\w-]{1,64}$/.test(ref)) return Promise.resolve(null);
    return this.checkouts.findOneBy({ ref });
  }

  isExpired(checkout: SandboxCheckout): boolean {
    return (
      checkout.status === 'pending' &&
      this.deps.clock().getTime() - checkout.createdAt > SANDBOX_CHECKOUT_TTL_MS
    );
  }

  /**
   * The tester's click: pending → paid or cancel, once (a second click, or two at once, finds it
   * decided). The event id is made here and kept, so the webhook and confirm() report one event.
   */
  async decide(ref: string, outcome: 'paid' | 'cancel', cause: string): Promise<Decision> {
    const checkout = await this.find(ref);
    if (!checkout) return { kind: 'not-found' };
    if (this.isExpired(checkout)) return { kind: 'expired' };
    const result = await this.checkouts.update(
      { ref, status: 'pending' },
      {
        status: outcome,
        cause: outcome === 'cancel' ? cause.slice(0, 300) : '',
        eventId: randomUUID(),
        decidedAt: this.deps.clock().getTime(),
      },
    );
    const now = await this.checkouts.findOneByOrFail({ ref });
    return changed(result) === 1
      ? { kind: 'decided', checkout: now }
      : { kind: 'already', checkout: now };
  }

  /** The signed notification of a decided checkout: the body bytes and the signature header. */
  notification(checkout: SandboxCheckout): { body: Buffer; headers: Record<string, string> } {
    const payload: SandboxNotification = {
      event_id: checkout.eventId ?? '',
      ref: checkout.ref,
      data_id: checkout.dataId,
      outcome: checkout.status === 'paid' ? 'paid' : 'cancel',
      amount_minor: checkout.sumMinor,
      currency: checkout.currency,
      cause: checkout.cause,
    };
    const body = Buffer.from(JSON.stringify(payload));
    return {
      body,
      headers: {
        'Content-Type': 'application/json',
        'X-Sandbox-Signature': signSandbox(this.deps.secret, body, this.deps.clock()),
      },
    };
  }

  async verifyNotification({ headers, rawBody }: WebhookRequest): Promise<VerifiedNotification> {
    const signature = header(headers, SANDBOX_SIGNATURE_HEADER);
    if (!sandboxSignatureValid(this.deps.secret, signature, rawBody, this.deps.clock()))
      throw new NotificationRefused('sandbox: bad or expired signature');
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new NotificationRefused('sandbox: body is not JSON');
    }
    if (!isNotification(body)) throw new NotificationRefused('sandbox: not a notification');
    // Signed by us, and it must also say what our own record of the click says.
    const checkout = await this.find(body.ref);
    if (
      !checkout ||
      checkout.status !== body.outcome ||
      checkout.eventId !== body.event_id ||
      checkout.dataId !== body.data_id
    )
      throw new NotificationRefused('sandbox: does not match the checkout');
    return this.fact(checkout);
  }

  async confirm(providerRef: string, dataId: string): Promise<VerifiedNotification | null> {
    const checkout = await this.find(providerRef);
    if (!checkout || checkout.dataId !== dataId || checkout.status === 'pending') return null;
    return this.fact(checkout);
  }

  private fact(checkout: SandboxCheckout): VerifiedNotification {
    return {
      eventId: checkout.eventId ?? '',
      providerRef: checkout.ref,
      dataId: checkout.dataId,
      outcome: checkout.status === 'paid' ? 'paid' : 'cancel',
      sumMinor: checkout.sumMinor,
      currency: checkout.currency,
      cause: checkout.cause,
    };
  }
}
