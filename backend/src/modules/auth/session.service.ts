import type { DataSource, Repository } from 'typeorm';
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

function isLive(session: Session | null, now: Date): session is Session & { user: User } {
  return Boolean(session?.user) && session!.expiresAt.getTime() > now.getTime();
}

/**
 * Finds the user behind a cookie token, or treats the visitor as a pending anonymous account.
 * Everything lives in the database, so any backend instance can serve any request
 * (ARCHITECTURE §7); a pending visitor's identity follows from the token alone.
 */
export class SessionService {
  private readonly sessions: Repository<Session>;
  private readonly lookup: SessionLookup;
  /**
   * First keeps under way in this process, by session id. Only for SQLite's one shared
   * connection, where a parallel request can read the account before the transaction ends; on
   * PostgreSQL the transaction alone keeps other requests and other backends right.
   */
  private readonly storing = new Map<string, Promise<void>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly clock: Clock = systemClock,
  ) {
    this.sessions = dataSource.getRepository(Session);
    this.lookup = new SessionLookup(dataSource);
  }

  async resolve(token: string | undefined, now: Date = this.clock()): Promise<ResolvedSession> {
    if (isWellFormedSessionToken(token)) {
      const sessionId = hashSessionToken(token);
      const session = await this.lookup.find(sessionId);
      if (isLive(session, now)) return this.keepAlive(session, session.user, token, now);
      if (session) await this.sessions.delete({ id: sessionId });
      // A token with no session is a pending visitor's, unless its account was stored and the
      // session has since ended (logout, password reset, expiry): that token opens nothing.
      else if (!(await this.users.exists(pendingIdentity(token).id)))
        return this.pending(token, now);
      else {
        // Or the account was stored a moment ago together with its session: by another backend
        // (one transaction, so both rows are visible now) or by this process, still under way.
        await this.storing.get(sessionId);
        const stored = await this.lookup.find(sessionId);
        if (isLive(stored, now)) return this.keepAlive(stored, stored.user, token, now);
      }
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
    let storing = this.storing.get(sessionId);
    if (!storing) {
      storing = this.store(identity, sessionId, now).finally(() => this.storing.delete(sessionId));
      this.storing.set(sessionId, storing);
    }
    await storing;
    const user = await this.users.findById(identity.id);
    if (!user) throw new Error('keep: the stored account vanished');
    return { user, sessionId, actingOwnerId: null, cookie: resolved.cookie };
  }

  /**
   * The account and its session in one transaction, so no other backend ever sees the account
   * without its session: that is how `resolve` tells an ended session from one being stored
   * (a parallel request of the same first visit, which used to get a new cookie and lose the
   * visitor's document). Inserts that ignore a duplicate, because a unique violation would abort
   * a PostgreSQL transaction and a parallel first write may have stored both rows already.
   */
  private store(identity: { id: string; apiKey: string }, sessionId: string, now: Date) {
    return this.dataSource.transaction(async (manager) => {
      await this.users.insertAnonymousIfMissing(identity, manager);
      await manager
        .createQueryBuilder()
        .insert()
        .into(Session)
        .values({
          id: sessionId,
          userId: identity.id,
          lastSeenAt: now,
          expiresAt: sessionExpiry(now),
          actingOwnerId: null,
        })
        .orIgnore()
        .execute();
    });
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
