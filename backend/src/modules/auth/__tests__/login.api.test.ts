import {
  ACCOUNT_LIMITS,
  accountErrors,
  accountPaths,
  apiPaths,
  REDIR_TO_APP_COOKIE,
  SESSION_COOKIE,
  type ErrorAnswer,
  type LoginCheckAnswer,
} from '@gramota/contracts';
import * as argon2 from 'argon2';
import {
  anonymousVisitor,
  GOOD_PASSWORD,
  profileOf,
  registeredVisitor,
  uniqueEmail,
  userByEmail,
} from '../../../test-support/accounts';
import { databases, startTestApp, type TestApp } from '../../../test-support/test-app';
import { Visitor } from '../../../test-support/visitor';
import { LicencesService } from '../../licences';
import type { AccountMerger } from '../account-mergers';
import { Session } from '../session.entity';
import { User } from '../user.entity';

const errorOf = async (response: Response) => (await response.json()) as ErrorAnswer;
const WINDOW_MS = ACCOUNT_LIMITS.failureWindowMinutes * 60 * 1000;

describe.each(databases)('login and registration over HTTP on %s', (kind) => {
  let app: TestApp;
  // The merger a test watches merges with, set for that test only (the app's mergers are fixed).
  let watchedMerger: AccountMerger | undefined;

  beforeAll(async () => {
    app = await startTestApp(kind, {
      moreAccountMergers: [async (...merge) => watchedMerger?.(...merge)],
    });
  });

  afterAll(async () => {
    await app.close();
  });

  afterEach(() => {
    // Rate-limit windows are per app; each test starts with a clean slate.
    app.clock.advance(WINDOW_MS + 1000);
  });

  it('registers, logs out, and logs back in with the password', async () => {
    const email = uniqueEmail();
    const visitor = await anonymousVisitor(app);
    const anonymousKey = (await visitor.loginCheck()).user_key;

    expect(
      await (await visitor.get(`${accountPaths.loginCheckEmail}?email=${email}`)).json(),
    ).toEqual({
      result: 'success',
      dialog: 'reg',
    });
    const registered = await visitor.post(accountPaths.loginReg, {
      email: ` ${email.toUpperCase()} `,
      pwd: GOOD_PASSWORD,
      name: 'Anna Teacher',
    });
    expect(registered.status).toBe(200);
    expect(await registered.json()).toEqual({ result: 'success', user_key: anonymousKey });
    expect(visitor.cookie(REDIR_TO_APP_COOKIE)).toBe('true');
    const stored = await userByEmail(app, email);
    expect(stored).toMatchObject({ login: true, name: 'Anna Teacher' });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await visitor.loginCheck()).toMatchObject({ login: true, user_key: anonymousKey });
    expect(
      await (await visitor.get(`${accountPaths.loginCheckEmail}?email=${email}`)).json(),
    ).toEqual({
      result: 'success',
      dialog: 'login',
    });

    const loggedOut = await visitor.get(accountPaths.logout);
    expect(loggedOut.status).toBe(200);
    expect(visitor.cookie(SESSION_COOKIE)).toBeUndefined();
    expect(visitor.cookie(REDIR_TO_APP_COOKIE)).toBe('false');
    const afterLogout = await visitor.loginCheck();
    expect(afterLogout.login).toBe(false);
    expect(afterLogout.user_key).not.toBe(anonymousKey);

    const login = await visitor.post(accountPaths.loginAuth, { email, pwd: GOOD_PASSWORD });
    expect(login.status).toBe(200);
    expect(await login.json()).toEqual({ result: 'success', user_key: anonymousKey });
    expect(await visitor.loginCheck()).toMatchObject({ login: true, user_key: anonymousKey });
    expect(visitor.cookie(REDIR_TO_APP_COOKIE)).toBe('true');
  });

  it('sets redir_to_app readable by scripts, expiring before 2038, and rotates the session token', async () => {
    const visitor = await anonymousVisitor(app);
    const before = visitor.cookie(SESSION_COOKIE);
    const response = await visitor.post(accountPaths.loginReg, {
      email: uniqueEmail(),
      pwd: GOOD_PASSWORD,
    });
    const redir = response.headers.getSetCookie().find((line) => line.startsWith('redir_to_app='));
    expect(redir).toMatch(/^redir_to_app=true;/);
    expect(redir).not.toMatch(/httponly/i);
    const expires = new Date(/expires=([^;]+)/i.exec(redir!)![1]!);
    expect(expires.getUTCFullYear()).toBeLessThan(2038);
    expect(visitor.cookie(SESSION_COOKIE)).not.toBe(before);
    // The old token opens nothing any more.
    const stale = await app.request(apiPaths.loginCheck(), {
      cookie: `${SESSION_COOKIE}=${before}`,
    });
    expect(((await stale.json()) as LoginCheckAnswer).login).toBe(false);
  });

  it('ends the session on logout: the old cookie no longer works', async () => {
    const visitor = await registeredVisitor(app);
    const token = visitor.cookie(SESSION_COOKIE)!;
    await visitor.get(accountPaths.logout);
    expect(await app.dataSource.getRepository(Session).count({ where: {} })).toBeGreaterThan(0);
    const reused = await app.request(apiPaths.loginCheck(), {
      cookie: `${SESSION_COOKIE}=${token}`,
    });
    expect(((await reused.json()) as LoginCheckAnswer).login).toBe(false);
  });

  it('refuses a wrong password, and an unknown e-mail, with the same 401', async () => {
    const { email } = await registeredVisitor(app);
    const visitor = await anonymousVisitor(app);
    for (const attempt of [
      { email, pwd: 'wrong password' },
      { email: uniqueEmail('nobody'), pwd: GOOD_PASSWORD },
    ]) {
      const response = await visitor.post(accountPaths.loginAuth, attempt);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        result: 'error',
        error_code: 'wrong_password',
        error_text: accountErrors.wrong_password,
        name: 'pwd',
      });
    }
    expect((await visitor.loginCheck()).login).toBe(false);
  });

  it('registers a separate new account when someone logged in registers another address', async () => {
    const visitor = await registeredVisitor(app);
    const first = await profileOf(visitor);
    const email = uniqueEmail('second');
    const response = await visitor.post(accountPaths.loginReg, { email, pwd: GOOD_PASSWORD });
    expect(response.status).toBe(200);
    const second = await profileOf(visitor);
    expect(second.id).not.toBe(first.id);
    expect(second.email).toBe(email);
    expect((await app.dataSource.getRepository(User).findOneByOrFail({ id: first.id })).email).toBe(
      visitor.email,
    );
  });

  it('refuses to register an address twice (409 email_taken)', async () => {
    const { email } = await registeredVisitor(app);
    const visitor = await anonymousVisitor(app);
    const response = await visitor.post(accountPaths.loginReg, { email, pwd: GOOD_PASSWORD });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).error_code).toBe('email_taken');
    expect((await visitor.loginCheck()).login).toBe(false);
  });

  it.each([
    ['no e-mail', { pwd: GOOD_PASSWORD }, 'email_empty', 'email'],
    ['an empty e-mail', { email: '  ', pwd: GOOD_PASSWORD }, 'email_empty', 'email'],
    ['a malformed e-mail', { email: 'teacher@', pwd: GOOD_PASSWORD }, 'email_invalid', 'email'],
    [
      'an e-mail with spaces',
      { email: 'a b@example.com', pwd: GOOD_PASSWORD },
      'email_invalid',
      'email',
    ],
    [
      'an overlong e-mail',
      { email: `${'a'.repeat(250)}@example.com`, pwd: GOOD_PASSWORD },
      'email_invalid',
      'email',
    ],
    ['no password', { email: 'new@example.com' }, 'password_too_short', 'pwd'],
    ['a short password', { email: 'new@example.com', pwd: 'short' }, 'password_too_short', 'pwd'],
    [
      'an overlong password',
      { email: 'new@example.com', pwd: 'x'.repeat(129) },
      'password_too_long',
      'pwd',
    ],
    [
      'an overlong name',
      { email: 'new@example.com', pwd: GOOD_PASSWORD, name: 'n'.repeat(101) },
      'name_too_long',
      'name',
    ],
  ])('refuses registration with %s, changing nothing', async (_case, fields, code, field) => {
    const visitor = await anonymousVisitor(app);
    const users = await app.dataSource.getRepository(User).count();
    const response = await visitor.post(accountPaths.loginReg, fields);
    expect(response.status).toBe(400);
    const answer = await errorOf(response);
    expect(answer).toMatchObject({ result: 'error', error_code: code, name: field });
    expect(answer.error_text).toBe(accountErrors[code as keyof typeof accountErrors]);
    expect((await visitor.loginCheck()).login).toBe(false);
    expect(await app.dataSource.getRepository(User).count()).toBe(users);
  });

  it('refuses wrong types in a JSON body with 400, never 500', async () => {
    const visitor = await anonymousVisitor(app);
    for (const body of [
      { email: ['a@example.com'], pwd: GOOD_PASSWORD },
      { email: 'a@example.com', pwd: 12345678 },
      { email: { $ne: null }, pwd: GOOD_PASSWORD },
      { email: 'a@example.com', pwd: GOOD_PASSWORD, name: 5 },
    ]) {
      const response = await visitor.postJson(accountPaths.loginReg, body);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).result).toBe('error');
    }
    const overlong = await visitor.postJson(accountPaths.loginAuth, {
      email: 'a@example.com',
      pwd: 'x'.repeat(1000),
    });
    expect(overlong.status).toBe(400);
    expect((await errorOf(overlong)).error_code).toBe('password_too_long');
  });

  it('answers login-check-email for bad input with the field error', async () => {
    const visitor = await anonymousVisitor(app);
    const empty = await visitor.get(`${accountPaths.loginCheckEmail}?email=`);
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toMatchObject({
      error_code: 'email_empty',
      error_text: 'Please enter your email address',
    });
    const twice = await visitor.get(`${accountPaths.loginCheckEmail}?email=a@b.cd&email=c@d.ef`);
    expect((await errorOf(twice)).error_code).toBe('email_invalid');
  });

  it('only accepts secrets in a POST body', async () => {
    const visitor = await anonymousVisitor(app);
    const response = await visitor.get(`${accountPaths.loginAuth}?email=a@example.com&pwd=x`);
    expect(response.status).toBe(405);
  });

  it('rate-limits failed logins per account and address: 429 from that address even for the right password, until the window passes', async () => {
    // Every request here comes from 127.0.0.1 (no TRUST_PROXY): the owner's address too.
    // (throttling.api.test.ts shows that other addresses' failures do not lock the owner out.)
    const { email } = await registeredVisitor(app);
    const visitor = await anonymousVisitor(app);
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.failuresPerPair; attempt += 1) {
      const response = await visitor.post(accountPaths.loginAuth, { email, pwd: 'wrong password' });
      expect(response.status).toBe(401);
    }
    const blocked = await visitor.post(accountPaths.loginAuth, { email, pwd: GOOD_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({
      result: 'error',
      error_code: 'too_many_attempts',
      error_text: accountErrors.too_many_attempts,
    });
    expect((await visitor.loginCheck()).login).toBe(false);
    // Another address from the same IP is not blocked yet.
    const other = await visitor.post(accountPaths.loginAuth, {
      email: uniqueEmail(),
      pwd: GOOD_PASSWORD,
    });
    expect(other.status).toBe(401);

    app.clock.advance(WINDOW_MS + 1000);
    const later = await visitor.post(accountPaths.loginAuth, { email, pwd: GOOD_PASSWORD });
    expect(later.status).toBe(200);
  });

  it('rate-limits failed logins per IP across addresses', async () => {
    const visitor = await anonymousVisitor(app);
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.failuresPerIp; attempt += 1) {
      const response = await visitor.post(accountPaths.loginAuth, {
        email: uniqueEmail('spray'),
        pwd: 'wrong password',
      });
      expect(response.status).toBe(401);
    }
    const blocked = await visitor.post(accountPaths.loginAuth, {
      email: uniqueEmail('spray'),
      pwd: 'wrong password',
    });
    expect(blocked.status).toBe(429);
  });

  it('keeps the anonymous account and its data when registering', async () => {
    const visitor = await anonymousVisitor(app);
    const before = await profileOf(visitor);
    await visitor.post(apiPaths.profileSetSettings(), { settings: '{"docs_view":"list"}' });
    await visitor.post(accountPaths.loginReg, { email: uniqueEmail(), pwd: GOOD_PASSWORD });
    const after = await profileOf(visitor);
    expect(after.id).toBe(before.id);
    expect(after.login).toBe(true);
    expect(after.settings).toEqual({ docs_view: 'list' });
  });

  it('moves the anonymous data into the account on login (mergers, settings: the account wins) and deletes the empty anonymous account', async () => {
    const calls: Array<[string, string]> = [];
    watchedMerger = async (from, to, manager) => {
      calls.push([from, to]);
      // A merger works inside the login's transaction.
      expect(await manager.getRepository(User).findOneBy({ id: from })).not.toBeNull();
    };
    try {
      const owner = await registeredVisitor(app);
      await owner.post(apiPaths.profileSetSettings(), {
        settings: '{"docs_view":"thumbnail","sidebar":"open"}',
      });
      const ownerId = (await profileOf(owner)).id;
      await owner.get(accountPaths.logout);

      const visitor = await anonymousVisitor(app);
      const anonymous = await profileOf(visitor);
      await visitor.post(apiPaths.profileSetSettings(), {
        settings: '{"docs_view":"list","ready_view":"list"}',
      });
      await new LicencesService(app.dataSource, app.clock.now).grant(anonymous.id, {
        kind: 'all-templates',
        until: '2099-01-01',
      });

      const login = await visitor.post(accountPaths.loginAuth, {
        email: owner.email,
        pwd: GOOD_PASSWORD,
      });
      expect(login.status).toBe(200);
      expect(calls).toEqual([[anonymous.id, ownerId]]);
      const merged = await profileOf(visitor);
      expect(merged.id).toBe(ownerId);
      expect(merged.settings).toEqual({
        docs_view: 'thumbnail',
        sidebar: 'open',
        ready_view: 'list',
      });
      expect(merged.is_template_all_active).toBe('1');
      expect(await app.dataSource.getRepository(User).findOneBy({ id: anonymous.id })).toBeNull();
    } finally {
      watchedMerger = undefined;
    }
  });

  it('lets a logged-in account without an e-mail set one (login-set-email)', async () => {
    const visitor = await registeredVisitor(app);
    const again = await visitor.post(accountPaths.loginSetEmail, { email: uniqueEmail() });
    expect(again.status).toBe(400);
    expect((await errorOf(again)).error_code).toBe('email_already_set');

    const noEmail = await registeredVisitor(app);
    const id = (await profileOf(noEmail)).id;
    await app.dataSource.getRepository(User).update({ id }, { email: null });
    const taken = await noEmail.post(accountPaths.loginSetEmail, { email: visitor.email });
    expect(taken.status).toBe(409);
    const email = uniqueEmail();
    const set = await noEmail.post(accountPaths.loginSetEmail, { email });
    expect(set.status).toBe(200);
    expect((await profileOf(noEmail)).email).toBe(email);

    const anonymous = await anonymousVisitor(app);
    const refused = await anonymous.post(accountPaths.loginSetEmail, { email: uniqueEmail() });
    expect(refused.status).toBe(401);
    expect((await errorOf(refused)).error_code).toBe('login_required');
  });

  it('hashes with argon2id and upgrades an old-cost hash on login', async () => {
    const { email } = await registeredVisitor(app);
    const oldHash = await argon2.hash(GOOD_PASSWORD, {
      type: argon2.argon2id,
      memoryCost: 2048,
      timeCost: 2,
      parallelism: 1,
    });
    await app.dataSource.getRepository(User).update({ email }, { passwordHash: oldHash });
    const visitor = new Visitor(app);
    const response = await visitor.post(accountPaths.loginAuth, { email, pwd: GOOD_PASSWORD });
    expect(response.status).toBe(200);
    const upgraded = (await userByEmail(app, email)).passwordHash!;
    expect(upgraded).not.toBe(oldHash);
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=1024,/);
  });
});
