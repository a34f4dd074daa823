import type { Language } from '@gramota/contracts';
import { textsOf } from '../../../shared/texts';

/** The sandbox checkout page's words (issue 19), in every interface language; ru is the default. */
export interface SandboxCheckoutTexts {
  title: string;
  notice: string;
  payment: string;
  amount: string;
  approve: string;
  decline: string;
  causeLabel: string;
  /** Filled in as the decline's cause, changeable. */
  causeDefault: string;
  notFound: string;
  expired: string;
  alreadyPaid: string;
  alreadyCancelled: string;
  formExpired: string;
  notDelivered: string;
  backToShop: string;
  /** The sandbox is off here (PAY_SANDBOX not on): its page and its Pay button. */
  off: string;
}

/** The page's words in the reader's language (backend/locales/{lng}/payments.json). */
export function sandboxCheckoutTexts(language: Language): SandboxCheckoutTexts {
  return textsOf<SandboxCheckoutTexts>(language, 'payments:sandboxCheckout');
}
