import { createHash, randomUUID } from 'node:crypto';
import { ACCOUNT_LIMITS } from '@gramota/contracts';
import { In, LessThan, MoreThan, Not, type DataSource, type Repository } from 'typeorm';
import { accountError } from '../../errors';
import type { Clock } from '../../shared/clock';
import { AuthAttempt, type AuthAttemptKind } from './auth-attempt.entity';
import { addressKey } from './client-address';
import { SignInAddress } from './sign-in-address.entity';
import { User } from './user.entity';

/** Codes e-mailed per address (and per IP) in one window: enough for typos, not for mail bombing. */
export const CODE_SENDS_PER_EMAIL = 5;
export const CODE_SENDS_PER_IP = 30;
/**
 * Wrong guesses at an account's live codes in a day, from addresses it never signed in from. A
 * code dies after 5 wrong tries anyway; this caps what many addresses and many codes add up to:
 * a 6-digit code stays a 1 in 50,000 chance a day.
 */
export const CODE_GUESSES_PER_ACCOUNT = 20;
/** The longest wait before checking a guess (the wait grows with the pair's failures). */
export const MAX_FAILURE_DELAY_MS = 2000;
/** A successful sign-in makes its address a usual one of the account for this long. */
export const USUAL_ADDRESS_DAYS = 180;

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const WINDOW_MS = ACCOUNT_LIMITS.failureWindowMinutes * MINUTE_MS;

const LIMITS: Record<AuthAttemptKind, { limit: number; windowMs: number }> = {
  fail_pair: { limit: ACCOUNT_LIMITS.failuresPerPair, windowMs: WINDOW_MS },
  fail_ip: { limit: ACCOUNT_LIMITS.failuresPerIp, windowMs: WINDOW_MS },
  fail_email: { limit: ACCOUNT_LIMITS.failuresPerAccount, windowMs: WINDOW_MS },
  // A browser the account signed in from: its own failures only, as many as an address pair.
  fail_device: { limit: ACCOUNT_LIMITS.failuresPerPair, windowMs: WINDOW_MS },
  code_email: { limit: CODE_GUESSES_PER_ACCOUNT, windowMs: DAY_MS },
  send_email: { limit: CODE_SENDS_PER_EMAIL, windowMs: WINDOW_MS },
  send_ip: { limit: CODE_SENDS_PER_IP, windowMs: WINDOW_MS },
};

/** The wait before checking a guess, by the pair's failures so far: 0, 0, 0, 0.25 s, 0.5 s, 1 s, 2 s… */
export function failureDelayMs(failures: number): number {
  return failures < 3 ? 0 : Math.min(MAX_FAILURE_DELAY_MS, 250 * 2 ** (failures - 3));
}

export type Sleep = (ms: number) => Promise<void>;

/** What a sign_in_addresses row remembers: an address or a browser the account signed in from. */
type KnownKind = 'usual' | 'device';

export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const sha256 = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\n'), 'utf8').digest('hex');

export interface AttemptSource {
  email: string;
  /** The client address as Koa sees it (`ctx.ip`: the proxy's word only with TRUST_PROXY). */
  ip: string;
  /** The browser's device cookie (device-cookie.ts), when it sent one. */
  device?: string;
}

interface Row {
  id: string;
  kind: AuthAttemptKind;
  target: string;
}

/** One password or code check under way. Its failure is written before the check (see begin). */
export interface Guess {
  readonly email: string;
  readonly address: string;
  readonly device?: string;
  readonly rows: readonly Row[];
}

/**
 * Sign-in throttling that a stranger cannot turn against the owner (security review, finding 5).
 * Failed passwords and codes count in the database (every instance sees the same, ARCHITECTURE
 * §7) over a sliding 15-minute window:
 * - per account and client address pair: 10, then that pair is refused (429 too_many_attempts),
 *   and from the 4th failure on each try waits first (0.25 s doubling, at most 2 s);
 * - per address across accounts: 50; per account across addresses: 100 passwords (codes: 20 wrong
 *   guesses a day). These two never refuse an address the account signed in from before (its
 *   usual addresses, kept half a year), so failures from elsewhere never lock the owner out there,
 *   and from a new address the owner can still sign in with an e-mailed code.
 * - a browser the account signed in from before (its device cookie, OWASP's advice) counts only
 *   its own failures (10 in the window) and is refused by none of the counters above, so a
 *   stranger sharing the owner's address (one school behind one NAT) cannot lock the owner out
 *   even there.
 * A guess is written as a failure before it is checked and forgiven when it was right, so guesses
 * sent all at once cannot slip past a limit in between.
 */
export class RateLimitService {
  private readonly attempts: Repository<AuthAttempt>;
  private readonly addresses: Repository<SignInAddress>;
  private readonly users: Repository<User>;
  private lastPrune = 0;

  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
    private readonly sleep: Sleep = realSleep,
  ) {
    this.attempts = dataSource.getRepository(AuthAttempt);
    this.addresses = dataSource.getRepository(SignInAddress);
    this.users = dataSource.getRepository(User);
  }

  /** Before checking a password or a code: refuses (429), or waits a little and lets it be checked. */
  async begin(what: 'password' | 'code', source: AttemptSource): Promise<Guess> {
    const { email } = source;
    const address = addressKey(source.ip);
    const userId = await this.userIdOf(email);
    const device = source.device;
    if (userId && device && (await this.isKnown(userId, device, 'device'))) {
      const rows = await this.reserve([
        { kind: 'fail_device', target: sha256('device', email, device) },
      ]);
      const [failures = 0] = await this.countEach(rows);
      if (failures > LIMITS.fail_device.limit) {
        await this.release(rows);
        throw accountError(429, 'too_many_attempts');
      }
      const delay = failureDelayMs(failures - 1);
      if (delay > 0) await this.sleep(delay);
      return { email, address, device, rows };
    }
    const usual = userId ? await this.isKnown(userId, address, 'usual') : false;
    const rows = await this.reserve([
      { kind: 'fail_pair', target: sha256('pair', email, address) },
      { kind: 'fail_ip', target: address },
      { kind: what === 'password' ? 'fail_email' : 'code_email', target: email },
    ]);
    const [pair = 0, ip = 0, account = 0] = await this.countEach(rows);
    const over = (row: Row | undefined, count: number) =>
      row !== undefined && count > LIMITS[row.kind].limit;
    if (over(rows[0], pair) || (!usual && (over(rows[1], ip) || over(rows[2], account)))) {
      await this.release(rows);
      throw accountError(429, 'too_many_attempts');
    }
    const delay = failureDelayMs(pair - 1);
    if (delay > 0) await this.sleep(delay);
    return { email, address, device, rows };
  }

  /**
   * The guess was wrong: it stays counted. `againstAccount: false` for a code failure that guessed
   * at no live code (none sent, or used): it cannot have opened the account.
   */
  async failed(guess: Guess, options: { againstAccount?: boolean } = {}): Promise<void> {
    if (options.againstAccount === false)
      await this.release(guess.rows.filter((row) => row.kind === 'code_email'));
  }

  /** The guess was right, or no guess at all (an expired code): it counts for nothing. */
  async forgive(guess: Guess): Promise<void> {
    await this.release(guess.rows);
  }

  /**
   * Signed in with this guess: the pair's (or the browser's) failures are forgiven, and the
   * address and the browser (`device`, the cookie the sign-in set) become known ones.
   */
  async signedIn(guess: Guess, userId: string, device: string): Promise<void> {
    await this.forgive(guess);
    for (const row of guess.rows.filter(
      ({ kind }) => kind === 'fail_pair' || kind === 'fail_device',
    ))
      await this.attempts.delete({ kind: row.kind, target: row.target });
    await this.rememberKey(userId, guess.address, 'usual');
    await this.rememberKey(userId, device, 'device');
  }

  /** A sign-in without a guess (registration): its address and browser become known ones. */
  async remember(userId: string, ip: string, device: string): Promise<void> {
    await this.rememberKey(userId, addressKey(ip), 'usual');
    await this.rememberKey(userId, device, 'device');
  }

  /** Before e-mailing a code; counts the send. */
  async takeSend(source: AttemptSource): Promise<void> {
    const rows = await this.reserve([
      { kind: 'send_ip', target: addressKey(source.ip) },
      { kind: 'send_email', target: source.email },
    ]);
    const counts = await this.countEach(rows);
    if (rows.some((row, index) => (counts[index] ?? 0) > LIMITS[row.kind].limit)) {
      await this.release(rows);
      throw accountError(429, 'too_many_attempts');
    }
  }

  private async userIdOf(email: string): Promise<string | undefined> {
    const user = await this.users.findOne({ where: { email }, select: { id: true } });
    return user?.id;
  }

  /**
   * Whether the account signed in from this address (`usual`) or this browser (`device`) within
   * half a year. Both are kept as sign_in_addresses rows, under a hash of what they are.
   */
  private async isKnown(userId: string, what: string, kind: KnownKind): Promise<boolean> {
    const known = await this.addresses.findOneBy({ id: sha256(kind, userId, what) });
    const since = this.clock().getTime() - USUAL_ADDRESS_DAYS * DAY_MS;
    return known !== null && known.lastSeenAt.getTime() > since;
  }

  private async rememberKey(userId: string, what: string, kind: KnownKind): Promise<void> {
    const now = this.clock();
    await this.addresses.upsert({ id: sha256(kind, userId, what), userId, lastSeenAt: now }, [
      'id',
    ]);
    await this.addresses.delete({
      userId,
      lastSeenAt: LessThan(new Date(now.getTime() - USUAL_ADDRESS_DAYS * DAY_MS)),
    });
  }

  private async reserve(specs: Array<Omit<Row, 'id'>>): Promise<Row[]> {
    const now = this.clock();
    const rows = specs.map((spec) => ({ id: randomUUID(), ...spec }));
    await this.attempts.insert(rows.map((row) => ({ ...row, createdAt: now })));
    await this.prune(now);
    return rows;
  }

  /** How many rows of each one's kind and target are in that kind's window, itself included. */
  private async countEach(rows: readonly Row[]): Promise<number[]> {
    const now = this.clock().getTime();
    const counts: number[] = [];
    for (const { kind, target } of rows) {
      const since = new Date(now - LIMITS[kind].windowMs);
      counts.push(
        await this.attempts.count({ where: { kind, target, createdAt: MoreThan(since) } }),
      );
    }
    return counts;
  }

  private async release(rows: readonly Row[]): Promise<void> {
    if (rows.length > 0) await this.attempts.delete({ id: In(rows.map((row) => row.id)) });
  }

  /** Rows past their window count for nothing any more; swept at most once a minute. */
  private async prune(now: Date): Promise<void> {
    if (Math.abs(now.getTime() - this.lastPrune) < MINUTE_MS) return;
    this.lastPrune = now.getTime();
    await this.attempts.delete({
      kind: Not('code_email'),
      createdAt: LessThan(new Date(now.getTime() - WINDOW_MS)),
    });
    await this.attempts.delete({ createdAt: LessThan(new Date(now.getTime() - DAY_MS)) });
  }
}
