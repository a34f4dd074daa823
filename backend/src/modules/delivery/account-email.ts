import type { DeliveryErrorCode } from '@gramota/contracts';
import { CodedError } from '../../errors';
import { emailField, type AccountsService, type User } from '../auth';
import { deliveryError } from './delivery-errors';

/** The account errors login-set-email may meet, as the delivery contract names them. */
const AS_DELIVERY: Record<string, DeliveryErrorCode> = {
  email_empty: 'email_invalid',
  email_invalid: 'email_invalid',
  email_already_set: 'email_present',
  email_taken: 'email_taken',
  login_required: 'need_login',
};

/**
 * GET /api/login-set-email/?email= (seed 001 §5, §7): the editor's form for a logged-in account
 * without an e-mail. The same rules as the auth module's POST of that path, reused: one
 * normalisation (trimmed, lower-cased) and one validation for every address the product stores,
 * unique among accounts. Refusals come with the delivery contract's codes and texts.
 */
export async function setAccountEmail(
  accounts: AccountsService,
  actor: User,
  value: unknown,
): Promise<void> {
  try {
    if (!actor.login) throw deliveryError(401, 'need_login', 'email');
    await accounts.setEmail(actor, emailField(value));
  } catch (error) {
    const code = error instanceof CodedError ? AS_DELIVERY[error.code] : undefined;
    if (code) throw deliveryError(error instanceof CodedError ? error.status : 400, code, 'email');
    throw error;
  }
}
