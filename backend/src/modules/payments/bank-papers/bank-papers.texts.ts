import type { Language } from '@gramota/contracts';
import { textsOf } from '../../../shared/texts';

/**
 * The words of the bank invoice (счёт на оплату) and the act (акт оказанных услуг), in the
 * account's language (payments.json's `bankPapers`). Plain text: paper-html.ts escapes every
 * value. Placeholders: `{{number}}` the record's number, `{{date}}` the paper's date, `{{count}}`
 * the lines, `{{sum}}` the total.
 */
export interface BankPaperTexts {
  invoiceTitle: string;
  actTitle: string;
  /** The bank block above the invoice. */
  recipientBank: string;
  bik: string;
  account: string;
  corrAccount: string;
  recipient: string;
  inn: string;
  kpp: string;
  address: string;
  /** Parties: the invoice's supplier and buyer, the act's contractor and customer. */
  supplier: string;
  buyer: string;
  contractor: string;
  customer: string;
  /** The table's head. */
  lineNumber: string;
  lineName: string;
  quantity: string;
  unit: string;
  price: string;
  sum: string;
  /** One service. */
  unitService: string;
  total: string;
  noVat: string;
  toPay: string;
  /** 'Всего наименований 1, на сумму 49,00 RUB' */
  totalLine: string;
  /** What to write in the transfer's purpose. */
  purpose: string;
  purposeText: string;
  /** Printed under the invoice's table. */
  invoiceNote: string;
  /** The act's statement that the service was done. */
  actStatement: string;
  director: string;
  accountant: string;
  /** Signature line captions. */
  signature: string;
}

/** The papers' words in the account's language (backend/locales/{lng}/payments.json). */
export function bankPaperTexts(language: Language): BankPaperTexts {
  return textsOf<BankPaperTexts>(language, 'payments:bankPapers');
}
