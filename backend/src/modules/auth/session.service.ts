import type { DataSource, Repository } from 'typeorm';
import { isUniqueViolation } from '../../shared/db-errors';
import { systemClock, type Clock } from '../../shared/clock';
import { Session } from './session.entity';
import { SessionLookup } from './session-lookup';
import {
  createSessionToken,
  hashSessionToken,
  isWellFormedSessionToken,
  pendingIdentity,
} from './session-token';
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
  /**
   * Set while the visitor has kept nothing: `user` is not stored and no session row exists.
   * `keep` stores both (security review, finding 8: a page view or a read makes no account).
   */
  pendingToken?: string;
}

async function ignoreDuplicate(insert: Promise<unknown>): Promise<void> {
  try {
    await insert;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

/**
 * Finds the user behind a cookie token, or treats the visitor as a pending anonymous account.
 * Everything lives in the database, so any backend instance can serve any request
 * (ARCHITECTURE §7); a pending visitor's identity follows from the token alone.
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
      // A token with no session is a pending visitor's, unless its account was stored and the
      // session has since ended (logout, password reset, expiry): that token opens nothing.
      else if (!(await this.users.exists(pendingIdentity(token).id)))
        return this.pending(token, now);
    }
    return this.pending(createSessionToken(), now, true);
  }

  /**
   * Stores a pending visitor's account and session (the first time they keep something). Safe
   * to race: two first writes of one visitor end in the same account.
   */
  async keep(resolved: ResolvedSession, now: Date = this.clock()): Promise<ResolvedSession> {
    const token = resolved.pendingToken;
    if (!token) return resolved;
    const identity = pendingIdentity(token);
    const sessionId = hashSessionToken(token);
    // Two plain inserts, not a transaction: SQLite's one connection cannot run two at once, and a
    // parallel first write of the same visitor may have stored either row already.
    await ignoreDuplicate(this.users.createAnonymous(identity));
    await ignoreDuplicate(
      this.sessions.insert({
        id: sessionId,
        userId: identity.id,
        lastSeenAt: now,
        expiresAt: sessionExpiry(now),
        actingOwnerId: null,
      }),
    );
    const user = await this.users.findById(identity.id);
    if (!user) throw new Error('keep: the stored account vanished');
    return { user, sessionId, actingOwnerId: null, cookie: resolved.cookie };
  }

  /** Ends every session of an account but `exceptSessionId` (after a password reset or change). */
  async endAllOf(userId: string, exceptSessionId?: string): Promise<void> {
    const query = this.sessions
      .createQueryBuilder()
      .delete()
      .from(Session)
      .where('user_id = :userId', { userId });
    if (exceptSessionId) query.andWhere('id != :exceptSessionId', { exceptSessionId });
    await query.execute();
  }

  private pending(token: string, now: Date, sendCookie = false): ResolvedSession {
    const user = this.users.unsavedAnonymous(pendingIdentity(token), now);
    return {
      user,
      sessionId: hashSessionToken(token),
      actingOwnerId: null,
      pendingToken: token,
      ...(sendCookie ? { cookie: { token, expires: sessionExpiry(now) } } : {}),
    };
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
