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

  it('starts an anonymous user with defaults when there is no cookie', async () => {
    const { user, cookie } = await sessions.resolve(undefined);
    expect(cookie?.token).toBeDefined();
    expect(user).toMatchObject({
      login: false,
      email: null,
      timezone: 'Europe/Moscow',
      currency: 'RUB',
      dev: '',
    });
    expect(JSON.parse(user.settings)).toEqual({});
    expect((await storedSession(cookie!.token)).userId).toBe(user.id);
  });

  it('finds the same user again from the token, without resending a fresh cookie', async () => {
    const first = await sessions.resolve(undefined);
    const again = await sessions.resolve(first.cookie!.token);
    expect(again.user.id).toBe(first.user.id);
    expect(again.cookie).toBeUndefined();
  });

  it('gives an unknown or malformed token a new user', async () => {
    const before = await users.count();
    const unknown = await sessions.resolve('A'.repeat(43));
    const malformed = await sessions.resolve('not a token');
    expect(unknown.cookie).toBeDefined();
    expect(malformed.user.id).not.toBe(unknown.user.id);
    expect(await users.count()).toBe(before + 2);
  });

  it('treats an expired session as unknown and deletes it', async () => {
    const now = new Date();
    const first = await sessions.resolve(undefined, now);
    const later = new Date(now.getTime() + 400 * 24 * 3600 * 1000);
    const after = await sessions.resolve(first.cookie!.token, later);
    expect(after.user.id).not.toBe(first.user.id);
    expect(
      await database.dataSource
        .getRepository(Session)
        .countBy({ id: hashSessionToken(first.cookie!.token) }),
    ).toBe(0);
  });

  it('slides the expiry at most once a day and then resends the cookie', async () => {
    const now = new Date();
    const first = await sessions.resolve(undefined, now);
    const token = first.cookie!.token;
    const nextDay = new Date(now.getTime() + SESSION_TOUCH_INTERVAL_MS + 1000);
    const touched = await sessions.resolve(token, nextDay);
    expect(touched.user.id).toBe(first.user.id);
    expect(touched.cookie?.token).toBe(token);
    expect(touched.cookie!.expires.getTime()).toBeGreaterThan(first.cookie!.expires.getTime());
    const stored = await storedSession(token);
    expect(Math.abs(stored.lastSeenAt.getTime() - nextDay.getTime())).toBeLessThan(1000);
  });

  it('removes the sessions of a deleted user (foreign key with cascade)', async () => {
    const first = await sessions.resolve(undefined);
    await users.remove(first.user.id);
    const repository = database.dataSource.getRepository(Session);
    expect(await repository.countBy({ id: hashSessionToken(first.cookie!.token) })).toBe(0);
    await expect(
      repository.insert({
        id: 'f'.repeat(64),
        userId: 'no-such-user',
        lastSeenAt: new Date(),
        expiresAt: new Date(),
      }),
    ).rejects.toThrow();
  });

  it('ends a session so its token no longer works', async () => {
    const first = await sessions.resolve(undefined);
    await sessions.end(first.cookie!.token);
    expect((await sessions.resolve(first.cookie!.token)).user.id).not.toBe(first.user.id);
  });
});
