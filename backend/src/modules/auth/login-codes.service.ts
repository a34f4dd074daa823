import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_LIMITS } from '@gramota/contracts';
import { IsNull, type DataSource, type Repository } from 'typeorm';
import { accountError, type CodedError } from '../../errors';
import type { Clock } from '../../shared/clock';
import { LoginCode, type LoginCodePurpose } from './login-code.entity';

const TTL_MS = ACCOUNT_LIMITS.codeTtlMinutes * 60 * 1000;
const CODE_PATTERN = new RegExp(`^\\d{${ACCOUNT_LIMITS.codeLength}}$`);

function hashCode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`, 'utf8').digest('hex');
}

/** A code field: digits only (spaces a mail client may add are dropped), else `code_wrong`. */
export function codeField(value: unknown, field = 'code'): string {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') throw accountError(400, 'code_wrong', field);
  const code = text.replace(/\s+/g, '');
  if (!CODE_PATTERN.test(code)) throw accountError(400, 'code_wrong', field);
  return code;
}

/**
 * `counts`: the failure is a guess the rate limits count; `guessed`: it was a wrong guess at a live
 * code (one that could have opened the account), which the account's own code limit counts.
 */
export type CodeCheck =
  { ok: true } | { ok: false; error: CodedError; counts: boolean; guessed: boolean };

/**
 * One-time codes: 6 random digits, stored as a salted SHA-256, valid 10 minutes, 5 tries (taken
 * before comparing, so tries sent all at once get no more), used once. A new code for the same
 * purpose replaces the unused ones.
 */
export class LoginCodesService {
  private readonly codes: Repository<LoginCode>;

  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    this.codes = dataSource.getRepository(LoginCode);
  }

  async issue(userId: string, purpose: LoginCodePurpose): Promise<string> {
    const now = this.clock();
    const code = String(randomInt(0, 10 ** ACCOUNT_LIMITS.codeLength)).padStart(
      ACCOUNT_LIMITS.codeLength,
      '0',
    );
    const salt = randomBytes(16).toString('hex');
    await this.codes.delete({ userId, purpose, usedAt: IsNull() });
    await this.codes.insert({
      id: randomUUID(),
      userId,
      purpose,
      codeHash: hashCode(salt, code),
      salt,
      attempts: 0,
      createdAt: now,
      expiresAt: new Date(now.getTime() + TTL_MS),
      usedAt: null,
    });
    return code;
  }

  /**
   * Checks `code` against the latest code of that purpose; with `consume` it is used up (exactly
   * once, even with two requests racing). `counts` tells whether the failure is a guess that the
   * rate limits should count.
   */
  async check(
    userId: string,
    purpose: LoginCodePurpose,
    code: string,
    options: { consume: boolean },
  ): Promise<CodeCheck> {
    const latest = await this.codes.findOne({
      where: { userId, purpose },
      order: { createdAt: 'DESC' },
    });
    const fail = (error: CodedError, counts: boolean, guessed = false): CodeCheck => ({
      ok: false,
      error,
      counts,
      guessed,
    });
    if (!latest) return fail(accountError(401, 'code_wrong', 'code'), true);
    if (latest.usedAt) return fail(accountError(400, 'code_used', 'code'), true);
    if (latest.expiresAt.getTime() <= this.clock().getTime())
      return fail(accountError(400, 'code_expired', 'code'), false);

    // Take a try first, in one statement: of guesses arriving together only the first 5 get one.
    const taken = await this.codes
      .createQueryBuilder()
      .update(LoginCode)
      .set({ attempts: () => 'attempts + 1' })
      .where('id = :id AND attempts < :max', { id: latest.id, max: ACCOUNT_LIMITS.codeMaxAttempts })
      .execute();
    if (taken.affected !== 1) return fail(accountError(429, 'too_many_attempts', 'code'), false);

    const expected = Buffer.from(latest.codeHash, 'hex');
    const given = Buffer.from(hashCode(latest.salt, code), 'hex');
    if (!timingSafeEqual(expected, given))
      return fail(accountError(401, 'code_wrong', 'code'), true, true);
    // The right code is no wrong try: give it back (a reset checks its code twice).
    await this.codes.decrement({ id: latest.id }, 'attempts', 1);
    if (options.consume) {
      const used = await this.codes.update(
        { id: latest.id, usedAt: IsNull() },
        { usedAt: this.clock() },
      );
      if (used.affected !== 1) return fail(accountError(400, 'code_used', 'code'), true);
    }
    return { ok: true };
  }
}
