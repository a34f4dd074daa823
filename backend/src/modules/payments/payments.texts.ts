import type { Language, PayProduct } from '@gramota/contracts';
import { t } from '../../shared/texts';

/**
 * What a payment record says was bought (PaymentRecord.text, the checkout's description), in
 * the account's language (backend/locales/{lng}/payments.json, `product`). `{{name}}` is the
 * template's name, `{{seats}}` the team's seats, `{{org}}` its organisation, `{{id}}` the print
 * order's number; a value not given is left out.
 */
export function paymentText(
  language: Language,
  product: PayProduct,
  values: { name?: string; seats?: number; org?: string; id?: string },
): string {
  return t(language, `payments:product.${product}`, {
    name: '',
    seats: '',
    org: '',
    id: '',
    ...values,
  });
}

/** The team offer on the invoice page: no organisation chosen yet, priced per seat. */
export function teamOfferText(language: Language): string {
  return t(language, 'payments:teamOffer');
}
