import type { Currency, PayMethod, PayOperator } from '@gramota/contracts';

/**
 * One interface for every payment provider (issue 19). A provider starts a checkout for a payment
 * record and turns a provider's notification into a verified fact; the payments service alone
 * decides what a verified fact grants, once (apply-once on the record's status and the event id).
 */
export interface CheckoutRequest {
  /** The record's public id (also sent to the provider as its reference / metadata). */
  dataId: string;
  sumMinor: number;
  currency: Currency;
  method: PayMethod;
  /** Shown on the checkout ('PRO: Diploma, 12 months'). */
  description: string;
  /** Where the provider sends the teacher back (absolute URL of the invoice page). */
  returnUrl: string;
  /** The teacher's e-mail for the receipt. */
  email: string;
  /**
   * How many times this record went to this provider before (0 the first time). Part of
   * YooKassa's Idempotence-Key: a retried call gives the same payment, a new attempt a new one.
   */
  attempt?: number;
}

export interface CheckoutStarted {
  /** Absolute URL the teacher's browser opens. */
  url: string;
  /** The provider's id of this payment (YooKassa payment id, PayPal order id, sandbox id). */
  providerRef: string;
}

/** A notification the provider has proven to be its own (signature or a call back to its API). */
export interface VerifiedNotification {
  /** Unique per provider event: a replay carries the same id. */
  eventId: string;
  providerRef: string;
  /** The record it is about, as the provider echoes it (metadata / reference_id). */
  dataId: string;
  outcome: 'paid' | 'cancel';
  /** What the provider says was paid: must equal the record's sum and currency. */
  sumMinor: number;
  currency: string;
  /** A cancel's reason for the teacher ('Declined by the bank'). */
  cause: string;
}

export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received (signatures are over these bytes). */
  rawBody: Buffer;
}

export class ProviderError extends Error {
  override name = 'ProviderError';
}

/** Thrown when a notification is forged, changed or unreadable: nothing is granted. */
export class NotificationRefused extends Error {
  override name = 'NotificationRefused';
}

export interface PaymentProvider {
  readonly operator: Exclude<PayOperator, 'bank'>;
  /** Currencies it takes. */
  readonly currencies: readonly Currency[];
  startCheckout(request: CheckoutRequest): Promise<CheckoutStarted>;
  /** Verifies a webhook; throws NotificationRefused for anything not proven. */
  verifyNotification(request: WebhookRequest): Promise<VerifiedNotification | null>;
  /**
   * Asks the provider for the payment's state now (the invoice page's return, PayPal's capture):
   * a verified fact too, or null while it is still pending.
   */
  confirm?(providerRef: string, dataId: string): Promise<VerifiedNotification | null>;
}
