/** What must happen before any invoice is made (seed 001 §5 payment modal rules, §6). */
export type PayStep = 'login' | 'forbidden' | 'settings' | 'pay';

export interface PayStepInput {
  loggedIn: boolean;
  /** Switched into another account through granted access. */
  accessMode: boolean;
  payFull: boolean;
  /** The receipt e-mail and country from pay-settings-modal; null while unknown. */
  email: string | null;
  country: string | null;
}

/**
 * Guests log in first ('Log in to pay!'); a member switched in needs pay_full ('Forbidden'); a
 * teacher without an e-mail longer than 3 characters or a country longer than 1 fills in the
 * settings first; everyone else pays.
 */
export function payStep(input: PayStepInput): PayStep {
  if (!input.loggedIn) return 'login';
  if (input.accessMode && !input.payFull) return 'forbidden';
  if ((input.email ?? '').trim().length <= 3 || (input.country ?? '').trim().length <= 1)
    return 'settings';
  return 'pay';
}
