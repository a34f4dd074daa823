import type { DataSource, Repository } from 'typeorm';
import { systemClock, type Clock } from '../../shared/clock';
import { Session } from './session.entity';
import { SessionLookup } from './session-lookup';
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

export interface SessionCookie {
  token: string;
  expires: Date;
}

export interface ResolvedSession {
  user: User;
  sessionId: string;
  /** The owner this session is switched into (granted access), as stored; not yet re-checked. */
  actingOwnerId: string | null;
  /** Present when the response must (re)send the cookie: a new session, or one whose expiry moved. */
  cookie?: SessionCookie;
}

/**
 * Finds the user behind a cookie token, or starts a new anonymous account. Everything lives in the
 * database, so any backend instance can serve any request (ARCHITECTURE §7).
 */
export class SessionService {
  private readonly sessions: Repository<Session>;
  private readonly lookup: SessionLookup;

  constructor(
    dataSource: DataSource,
    private readonly users: UsersService,
    private readonly clock: Clock = systemClock,
  ) {
    this.sessions = dataSource.getRepository(Session);
    this.lookup = new SessionLookup(dataSource);
  }

  async resolve(token: string | undefined, now: Date = this.clock()): Promise<ResolvedSession> {
    if (isWellFormedSessionToken(token)) {
      const session = await this.lookup.find(hashSessionToken(token));
      if (session?.user && session.expiresAt.getTime() > now.getTime()) {
        return this.keepAlive(session, session.user, token, now);
      }
      if (session) await this.sessions.delete({ id: session.id });
    }
    return this.start(now);
  }

  /** A new anonymous user with a fresh session. */
  async start(now: Date = this.clock()): Promise<ResolvedSession> {
    const user = await this.users.createAnonymous();
    try {
      const { sessionId, cookie } = await this.startFor(user.id, now);
      return { user, sessionId, actingOwnerId: null, cookie };
    } catch (error) {
      // Without its session the new account is unreachable: do not leave it behind.
      await this.users.remove(user.id).catch(() => undefined);
      throw error;
    }
  }

  /** A new session (a new token) for an existing user: after login, registration, password reset. */
  async startFor(
    userId: string,
    now: Date = this.clock(),
  ): Promise<{ sessionId: string; cookie: SessionCookie }> {
    const token = createSessionToken();
    const expires = sessionExpiry(now);
    const sessionId = hashSessionToken(token);
    await this.sessions.insert({
      id: sessionId,
      userId,
      lastSeenAt: now,
      expiresAt: expires,
      actingOwnerId: null,
    });
    return { sessionId, cookie: { token, expires } };
  }

  async end(token: string | undefined): Promise<void> {
    if (isWellFormedSessionToken(token))
      await this.sessions.delete({ id: hashSessionToken(token) });
  }

  async endById(sessionId: string): Promise<void> {
    await this.sessions.delete({ id: sessionId });
  }

  /** Switches the session into an owner's account (granted access), or back with null. */
  async setActingOwner(sessionId: string, ownerId: string | null): Promise<void> {
    await this.sessions.update({ id: sessionId }, { actingOwnerId: ownerId });
  }

  /** Sliding expiry: an account in use is never logged out, at the cost of one write a day. */
  private async keepAlive(
    session: Session,
    user: User,
    token: string,
    now: Date,
  ): Promise<ResolvedSession> {
    const resolved = { user, sessionId: session.id, actingOwnerId: session.actingOwnerId };
    if (now.getTime() - session.lastSeenAt.getTime() < SESSION_TOUCH_INTERVAL_MS) return resolved;
    const expires = sessionExpiry(now);
    await this.sessions.update({ id: session.id }, { lastSeenAt: now, expiresAt: expires });
    return { ...resolved, cookie: { token, expires } };
  }
}
