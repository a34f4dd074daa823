import { ACCOUNT_LIMITS, type AccountErrorCode } from '@gramota/contracts';

/**
 * Client checks that mirror the server's (packages/contracts ACCOUNT_LIMITS), so a visitor learns
 * at once what the server would answer. The server checks again: these only save a round trip.
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(raw: string): string {
  return raw.trim();
}

export function emailProblem(email: string): AccountErrorCode | null {
  if (email === '') return 'email_empty';
  if (email.length > ACCOUNT_LIMITS.emailMax || !EMAIL_SHAPE.test(email)) return 'email_invalid';
  return null;
}

/** For a new password (registration, reset). Signing in only needs a non-empty one. */
export function newPasswordProblem(password: string): AccountErrorCode | null {
  if (password.length < ACCOUNT_LIMITS.passwordMin) return 'password_too_short';
  if (password.length > ACCOUNT_LIMITS.passwordMax) return 'password_too_long';
  return null;
}

export function nameProblem(name: string): AccountErrorCode | null {
  return name.trim().length > ACCOUNT_LIMITS.nameMax ? 'name_too_long' : null;
}

/** Codes arrive by e-mail; people paste them with spaces or dashes. */
export function normalizeCode(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}
