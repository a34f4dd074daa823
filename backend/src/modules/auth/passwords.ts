import * as argon2 from 'argon2';
import { ACCOUNT_LIMITS } from '@gramota/contracts';
import type { PasswordHashingConfig } from '../../config';
import { accountError } from '../../errors';

/** argon2id hashing with the configured cost (lower in tests, the library defaults in production). */
export class PasswordHasher {
  constructor(private readonly cost: PasswordHashingConfig) {}

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id, ...this.cost });
  }

  /** `rehash` is true when the stored hash was made with other settings than today's. */
  async verify(hash: string, password: string): Promise<{ ok: boolean; rehash: boolean }> {
    let ok = false;
    try {
      ok = await argon2.verify(hash, password);
    } catch {
      // A damaged or foreign hash signs nobody in.
      return { ok: false, rehash: false };
    }
    return { ok, rehash: ok && argon2.needsRehash(hash, this.cost) };
  }
}

/** A new password: 8 to 128 characters (ACCOUNT_LIMITS). */
export function checkNewPassword(value: unknown, field = 'pwd'): string {
  const password = passwordField(value, field);
  if (password.length < ACCOUNT_LIMITS.passwordMin)
    throw accountError(400, 'password_too_short', field);
  return password;
}

/** A password typed to sign in: present and not absurdly long (argon2 gets no megabyte inputs). */
export function passwordField(value: unknown, field = 'pwd'): string {
  if (value === undefined || value === null || value === '')
    throw accountError(400, 'password_too_short', field);
  if (typeof value !== 'string') throw accountError(400, 'password_too_short', field);
  if (value.length > ACCOUNT_LIMITS.passwordMax)
    throw accountError(400, 'password_too_long', field);
  return value;
}
