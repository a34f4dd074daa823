import type { DataSource, Repository } from 'typeorm';
import { Session } from './session.entity';
import { createSessionToken, hashSessionToken, isWellFormedSessionToken } from './session-token';
import type { User } from './user.entity';
import type { UsersService } from './users.service';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 365 * DAY_MS;
/** The seeds keep cookie expiry before 2038 (32-bit clients overflow on 2038-01-19). */
export const LATEST_SESSION_EXPIRY = new Date('2038-01-01T00:00:00.000Z');
/** How stale `lastSeenAt` may get before a request writes it again: one write a day, not one a request. */
export const SESSION_TOUCH_INTERVAL_MS = DAY_MS;

export function sessionExpiry(now: Date): Date {
  return new Date(Math.min(now.getTime() + SESSION_LIFETIME_MS, LATEST_SESSION_EXPIRY.getTime()));
}

export interface ResolvedSession {
  user: User;
  /** Present when the response must (re)send the cookie: a new session, or one whose expiry moved. */
  cookie?: { token: string; expires: Date };
}

/**
 * Finds the user behind a cookie token, or starts a new anonymous account. Everything lives in the
 * database, so any backend instance can serve any request (ARCHITECTURE §7).
 */
export class SessionService {
  private readonly sessions: Repository<Session>;

  constructor(
    dataSource: DataSource,
    private readonly users: UsersService,
  ) {
    this.sessions = dataSource.getRepository(Session);
  }

  async resolve(token: string | undefined, now: Date = new Date()): Promise<ResolvedSession> {
    if (isWellFormedSessionToken(token)) {
      const session = await this.sessions.findOne({
        where: { id: hashSessionToken(token) },
        relations: { user: true },
      });
      if (session?.user && session.expiresAt.getTime() > now.getTime()) {
        return this.keepAlive(session, session.user, token, now);
      }
      if (session) await this.sessions.delete({ id: session.id });
    }
    return this.start(now);
  }

  /** A new anonymous user with a fresh session. */
  async start(now: Date = new Date()): Promise<ResolvedSession> {
    const user = await this.users.createAnonymous();
    const token = createSessionToken();
    const expires = sessionExpiry(now);
    try {
      await this.sessions.insert({
        id: hashSessionToken(token),
        userId: user.id,
        lastSeenAt: now,
        expiresAt: expires,
      });
    } catch (error) {
      // Without its session the new account is unreachable: do not leave it behind.
      await this.users.remove(user.id).catch(() => undefined);
      throw error;
    }
    return { user, cookie: { token, expires } };
  }

  async end(token: string | undefined): Promise<void> {
    if (isWellFormedSessionToken(token))
      await this.sessions.delete({ id: hashSessionToken(token) });
  }

  /** Sliding expiry: an account in use is never logged out, at the cost of one write a day. */
  private async keepAlive(
    session: Session,
    user: User,
    token: string,
    now: Date,
  ): Promise<ResolvedSession> {
    if (now.getTime() - session.lastSeenAt.getTime() < SESSION_TOUCH_INTERVAL_MS) return { user };
    const expires = sessionExpiry(now);
    await this.sessions.update({ id: session.id }, { lastSeenAt: now, expiresAt: expires });
    return { user, cookie: { token, expires } };
  }
}
