import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createTestDatabase,
  databases,
  type TestDatabase,
} from '../../../test-support/test-database';
import { Session } from '../session.entity';
import { hashSessionToken } from '../session-token';
import { SESSION_TOUCH_INTERVAL_MS, SessionService } from '../session.service';
import { UsersService } from '../users.service';

describe.each(databases)('SessionService on %s', (kind) => {
  let dataDir: string;
  let database: TestDatabase;
  let users: UsersService;
  let sessions: SessionService;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-sessions-'));
    database = await createTestDatabase(kind, dataDir);
    users = new UsersService(database.dataSource);
    sessions = new SessionService(database.dataSource, users);
  });

  afterAll(async () => {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const storedSession = (token: string) =>
    database.dataSource.getRepository(Session).findOneByOrFail({ id: hashSessionToken(token) });

  /** A first visit that then keeps something: the account and session are stored. */
  const keptVisitor = async (now = new Date()) => {
    const first = await sessions.resolve(undefined, now);
    const kept = await sessions.keep(first, now);
    return { ...kept, token: first.cookie!.token };
  };

  it('answers a first visit with an unsaved anonymous account with defaults, storing nothing', async () => {
    const before = await users.count();
    const sessionsBefore = await database.dataSource.getRepository(Session).count();
    const { user, cookie, pendingToken } = await sessions.resolve(undefined);
    expect(cookie?.token).toBeDefined();
    expect(pendingToken).toBe(cookie!.token);
    expect(user).toMatchObject({
      login: false,
      email: null,
      timezone: 'Europe/Moscow',
      currency: 'RUB',
      dev: '',
    });
    expect(JSON.parse(user.settings)).toEqual({});
    expect(await users.count()).toBe(before);
    expect(await database.dataSource.getRepository(Session).count()).toBe(sessionsBefore);
  });

  it('keeps one identity for a pending visitor across requests, and stores it on keep', async () => {
    const first = await sessions.resolve(undefined);
    const token = first.cookie!.token;
    const again = await sessions.resolve(token);
    expect(again.user).toMatchObject({ id: first.user.id, apiKey: first.user.apiKey });
    expect(again.cookie).toBeUndefined();

    const kept = await sessions.keep(again);
    expect(kept.pendingToken).toBeUndefined();
    expect(kept.user).toMatchObject({ id: first.user.id, apiKey: first.user.apiKey });
    expect((await storedSession(token)).userId).toBe(first.user.id);
    const later = await sessions.resolve(token);
    expect(later.pendingToken).toBeUndefined();
    expect(later.user.id).toBe(first.user.id);
  });

  it('stores one account when two requests of a new visitor keep something at once', async () => {
    const first = await sessions.resolve(undefined);
    const before = await users.count();
    const [a, b] = await Promise.all([sessions.keep(first), sessions.keep(first)]);
    expect(a.user.id).toBe(b.user.id);
    expect(await users.count()).toBe(before + 1);
  });

  it('answers a request that comes while the first keep is storing the account as that same visitor', async () => {
    // The e2e of two backends once lost a new visitor's document this way: the account was
    // stored, its session not yet, and a parallel request took the token for an ended one.
    const first = await sessions.resolve(undefined);
    const token = first.cookie!.token;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let accountInserted!: () => void;
    const inserted = new Promise<void>((resolve) => (accountInserted = resolve));
    const insert = users.insertAnonymousIfMissing.bind(users);
    const exists = users.exists.bind(users);
    const insertSpy = jest
      .spyOn(users, 'insertAnonymousIfMissing')
      .mockImplementation(async (identity, manager) => {
        await insert(identity, manager);
        accountInserted();
        await gate; // the session row is not written yet
      });
    // The parallel request has looked for the account before the keep may go on.
    const existsSpy = jest.spyOn(users, 'exists').mockImplementation(async (id) => {
      const answer = await exists(id);
      release();
      return answer;
    });
    try {
      const keeping = sessions.keep(first);
      await inserted;
      const [kept, parallel] = await Promise.all([keeping, sessions.resolve(token)]);
      expect(existsSpy).toHaveBeenCalled();
      expect(parallel.user.id).toBe(kept.user.id);
      expect(parallel.cookie).toBeUndefined();
      expect((await sessions.resolve(token)).user.id).toBe(kept.user.id);
    } finally {
      insertSpy.mockRestore();
      existsSpy.mockRestore();
    }
  });

  it('finds a kept user again from the token, without resending a fresh cookie', async () => {
    const first = await keptVisitor();
    const again = await sessions.resolve(first.token);
    expect(again.user.id).toBe(first.user.id);
    expect(again.cookie).toBeUndefined();
  });

  it('gives a malformed token a new identity and stores nothing', async () => {
    const before = await users.count();
    const unknown = await sessions.resolve('A'.repeat(43));
    const malformed = await sessions.resolve('not a token');
    expect(unknown.cookie).toBeUndefined();
    expect(malformed.cookie).toBeDefined();
    expect(malformed.user.id).not.toBe(unknown.user.id);
    expect(await users.count()).toBe(before);
  });

  it('treats an expired session as unknown and deletes it', async () => {
    const now = new Date();
    const first = await keptVisitor(now);
    const later = new Date(now.getTime() + 400 * 24 * 3600 * 1000);
    const after = await sessions.resolve(first.token, later);
    expect(after.user.id).not.toBe(first.user.id);
    expect(
      await database.dataSource
        .getRepository(Session)
        .countBy({ id: hashSessionToken(first.token) }),
    ).toBe(0);
  });

  it('slides the expiry at most once a day and then resends the cookie', async () => {
    const now = new Date();
    const first = await keptVisitor(now);
    const token = first.token;
    const nextDay = new Date(now.getTime() + SESSION_TOUCH_INTERVAL_MS + 1000);
    const touched = await sessions.resolve(token, nextDay);
    expect(touched.user.id).toBe(first.user.id);
    expect(touched.cookie?.token).toBe(token);
    expect(touched.cookie!.expires.getTime()).toBeGreaterThan(first.cookie!.expires.getTime());
    const stored = await storedSession(token);
    expect(Math.abs(stored.lastSeenAt.getTime() - nextDay.getTime())).toBeLessThan(1000);
  });

  it('removes the sessions of a deleted user (foreign key with cascade)', async () => {
    const first = await keptVisitor();
    await users.remove(first.user.id);
    const repository = database.dataSource.getRepository(Session);
    expect(await repository.countBy({ id: hashSessionToken(first.token) })).toBe(0);
    await expect(
      repository.insert({
        id: 'f'.repeat(64),
        userId: 'no-such-user',
        lastSeenAt: new Date(),
        expiresAt: new Date(),
      }),
    ).rejects.toThrow();
  });

  it('ends a session so its token no longer works, not even as a new visitor of that account', async () => {
    const first = await keptVisitor();
    await sessions.end(first.token);
    const after = await sessions.resolve(first.token);
    expect(after.user.id).not.toBe(first.user.id);
    expect(after.cookie?.token).not.toBe(first.token);
    const kept = await sessions.keep(after);
    expect(kept.user.id).not.toBe(first.user.id);
  });

  it('ends every session of an account but the one kept', async () => {
    const first = await keptVisitor();
    const second = await sessions.startFor(first.user.id);
    const third = await sessions.startFor(first.user.id);
    await sessions.endAllOf(first.user.id, third.sessionId);
    const repository = database.dataSource.getRepository(Session);
    expect(await repository.countBy({ id: hashSessionToken(first.token) })).toBe(0);
    expect(await repository.countBy({ id: second.sessionId })).toBe(0);
    expect(await repository.countBy({ id: third.sessionId })).toBe(1);
  });
});
