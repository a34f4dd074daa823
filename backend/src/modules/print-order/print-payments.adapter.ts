import { PRICE_TABLES, type PaymentsModule } from '../payments';
import type { PrintPayments } from './print-payments.port';

/** The payments core seen through the print order's port: page price, prepay-print, paid. */
export function printPaymentsOf(
  payments: Pick<PaymentsModule, 'payments' | 'applier'>,
): PrintPayments {
  return {
    pagePriceMinor: (currency) => PRICE_TABLES[currency].printPage,
    createForPrintOrder: async (userId, orderId, sumMinor, currency) => {
      const record = await payments.payments.createForPrintOrder(
        userId,
        orderId,
        sumMinor,
        currency,
      );
      return { dataId: record.dataId };
    },
    onPaid: (listener) =>
      payments.applier.onPaid('prepay-print', (record) =>
        listener({ userId: record.userId, aimId: record.aimId }),
      ),
  };
}
