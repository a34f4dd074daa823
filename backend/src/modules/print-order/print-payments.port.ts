import type { Currency } from '@gramota/contracts';

/** What the print order needs of a paid prepay-print record. */
export interface PaidPrintRecord {
  userId: string;
  /** The print order's id, as text. */
  aimId: string;
}

/**
 * The narrow part of the payments core the print order uses: the page price from its price table,
 * a prepay-print record for a submitted order, and word when such a record is paid. app.ts wires
 * the real payments module in; tests pass their own.
 */
export interface PrintPayments {
  /** One printed page, in minor units of `currency`. */
  pagePriceMinor(currency: Currency): number;
  /** A prepay-print record of the order's sum; answers its public data_id. */
  createForPrintOrder(
    userId: string,
    orderId: number,
    sumMinor: number,
    currency: Currency,
  ): Promise<{ dataId: string }>;
  /** `listener` runs once each time a prepay-print record becomes paid. */
  onPaid(listener: (record: PaidPrintRecord) => Promise<void> | void): void;
}
