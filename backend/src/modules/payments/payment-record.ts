import {
  formatMoney,
  type Currency,
  type PaymentRecord,
  type PayOperator,
} from '@gramota/contracts';
import type { PaymentProvider } from './providers/payment-provider';
import type { Payment } from './payment.entity';

/** Bank papers' addresses, filled in by the bank-papers part once the PDFs exist. */
export type BankPaperUrls = (payment: Payment) => { invoice_url: string; act_url: string };

const noPapers: BankPaperUrls = () => ({ invoice_url: '', act_url: '' });

/** Seed 001 §3 Payment record as the pay calls answer it. */
export function paymentRecord(
  payment: Payment,
  today: string,
  papers: BankPaperUrls = noPapers,
): PaymentRecord {
  return {
    aim: payment.aim,
    aim_id: payment.aimId,
    product: payment.product,
    status: payment.status,
    operator: payment.operator,
    method: payment.method,
    time: payment.createdAt,
    sum: formatMoney(payment.sumMinor),
    sum_minor: payment.sumMinor,
    currency: payment.currency,
    text: payment.text,
    date_start: payment.dateStart,
    date_end: payment.dateEnd,
    active:
      payment.status === 'paid' &&
      payment.dateStart !== '' &&
      payment.dateStart <= today &&
      today <= payment.dateEnd,
    data_id: payment.dataId,
    ...papers(payment),
    cause: payment.cause,
  };
}

/** The operators a currency can use, in the order the invoice page offers them. */
export function operatorsFor(
  currency: Currency,
  providers: ReadonlyMap<PayOperator, PaymentProvider>,
): PayOperator[] {
  const online = (['one', 'yandex', 'paypal'] as const).filter((operator) =>
    providers.get(operator)?.currencies.includes(currency),
  );
  // Bank transfers against an invoice PDF are for Russian schools' accounting (roubles).
  return currency === 'RUB' ? [...online, 'bank'] : online;
}
