import { ACCOUNT_LIMITS } from '@gramota/contracts';
import { accountError } from '../../errors';

/** Deliberately plain: one @, a dot in the domain, no spaces, quotes or angle brackets. */
const EMAIL_PATTERN = /^[^\s@"<>()[\]\\,;:]{1,64}@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:.]{2,}$/;

/** True when `value` would pass emailField. */
export function isEmail(value: string): boolean {
  const email = value.trim().toLowerCase();
  return email.length <= ACCOUNT_LIMITS.emailMax && EMAIL_PATTERN.test(email);
}

/** Reads an e-mail field: trimmed and lower-cased, or an account error naming the field. */
export function emailField(value: unknown, field = 'email'): string {
  if (value === undefined || value === null) throw accountError(400, 'email_empty', field);
  if (typeof value !== 'string') throw accountError(400, 'email_invalid', field);
  const email = value.trim().toLowerCase();
  if (email === '') throw accountError(400, 'email_empty', field);
  if (!isEmail(email)) throw accountError(400, 'email_invalid', field);
  return email;
}
