import { randomUUID } from 'node:crypto';
import { ACCOUNT_LIMITS } from '@gramota/contracts';
import { LessThan, MoreThan, type DataSource, type Repository } from 'typeorm';
import { CodedError } from '../../errors';
import type { Clock } from '../../shared/clock';
import { AuthAttempt, type AuthAttemptKind } from './auth-attempt.entity';

/** Codes e-mailed per address (and per IP) in one window: enough for typos, not for mail bombing. */
export const CODE_SENDS_PER_EMAIL = 5;
export const CODE_SENDS_PER_IP = 30;

const WINDOW_MS = ACCOUNT_LIMITS.failureWindowMinutes * 60 * 1000;

export interface AttemptSource {
  email?: string;
  ip: string;
}

/**
 * Counts failed sign-ins (and codes sent) per e-mail and per IP over a sliding 15-minute window,
 * in the database, and refuses with 429 `too_many_attempts` once a limit is reached.
 */
export class RateLimitService {
  private readonly attempts: Repository<AuthAttempt>;

  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    this.attempts = dataSource.getRepository(AuthAttempt);
  }

  /** Before checking a password or a code. */
  async assertMayTry(source: AttemptSource): Promise<void> {
    await this.assertUnder('fail_ip', source.ip, ACCOUNT_LIMITS.failuresPerIp);
    if (source.email)
      await this.assertUnder('fail_email', source.email, ACCOUNT_LIMITS.failuresPerEmail);
  }

  async recordFailure(source: AttemptSource): Promise<void> {
    await this.record('fail_ip', source.ip);
    if (source.email) await this.record('fail_email', source.email);
  }

  /** A successful sign-in forgives that address its failures (the IP count stays). */
  async clearFailures(email: string): Promise<void> {
    await this.attempts.delete({ kind: 'fail_email', target: email });
  }

  /** Before e-mailing a code; counts the send. */
  async takeSend(source: Required<AttemptSource>): Promise<void> {
    await this.assertUnder('send_ip', source.ip, CODE_SENDS_PER_IP);
    await this.assertUnder('send_email', source.email, CODE_SENDS_PER_EMAIL);
    await this.record('send_ip', source.ip);
    await this.record('send_email', source.email);
  }

  private async assertUnder(kind: AuthAttemptKind, target: string, limit: number): Promise<void> {
    const since = new Date(this.clock().getTime() - WINDOW_MS);
    const count = await this.attempts.count({
      where: { kind, target, createdAt: MoreThan(since) },
    });
    if (count >= limit) throw new CodedError(429, 'too_many_attempts');
  }

  private async record(kind: AuthAttemptKind, target: string): Promise<void> {
    const now = this.clock();
    await this.attempts.insert({ id: randomUUID(), kind, target, createdAt: now });
    // Rows outside the window count for nothing any more.
    await this.attempts.delete({ createdAt: LessThan(new Date(now.getTime() - WINDOW_MS)) });
  }
}
