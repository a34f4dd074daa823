import {
  ACCOUNT_LIMITS,
  accountErrors,
  accountPaths,
  apiPaths,
  type ErrorAnswer,
} from '@gramota/contracts';
import { launchSmtp, type LaunchedSmtp } from '../../../../../packages/test-stand-ins/launch.cjs';
import {
  anonymousVisitor,
  GOOD_PASSWORD,
  profileOf,
  registeredVisitor,
  uniqueEmail,
} from '../../../test-support/accounts';
import { databases, startTestApp, type TestApp } from '../../../test-support/test-app';
import type { Visitor } from '../../../test-support/visitor';
import { CODE_SENDS_PER_EMAIL } from '../rate-limit.service';

const errorOf = async (response: Response) => (await response.json()) as ErrorAnswer;
const WINDOW_MS = ACCOUNT_LIMITS.failureWindowMinutes * 60 * 1000;

let smtp: LaunchedSmtp;

beforeAll(async () => {
  smtp = await launchSmtp();
});

afterAll(async () => {
  await smtp.stop();
});

describe.each(databases)('one-time codes through a real SMTP server on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(kind, { config: { smtpUrl: smtp.url } });
  });

  afterAll(async () => {
    await app.close();
  });

  afterEach(() => {
    app.clock.advance(WINDOW_MS + 1000);
  });

  /** A registered account, logged out again: the state in which someone asks for a code. */
  async function loggedOutAccount(): Promise<{ email: string; visitor: Visitor; id: string }> {
    const visitor = await registeredVisitor(app);
    const id = (await profileOf(visitor)).id;
    await visitor.get(accountPaths.logout);
    await visitor.loginCheck();
    return { email: visitor.email, visitor, id };
  }

  async function codeFor(visitor: Visitor, path: string, email: string, headers = {}) {
    const response = await visitor.post(path, { email }, headers);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: 'success' });
    const message = await smtp.waitForMessage(email);
    return { code: smtp.extractCode(message), message };
  }

  it('logs in with a code e-mailed in Russian by default', async () => {
    const { email, visitor, id } = await loggedOutAccount();
    const { code, message } = await codeFor(visitor, accountPaths.loginQuick, email);
    expect(code).toMatch(/^\d{6}$/);
    expect(message.subject).toBe(`Код для входа в Грамоту: ${code}`);
    expect(message.text).toContain(`Ваш код для входа: ${code}`);
    expect(message.html).toContain(`<b>${code}</b>`);

    const login = await visitor.post(accountPaths.loginQuickAuth, { email, code });
    expect(login.status).toBe(200);
    expect((await profileOf(visitor)).id).toBe(id);

    // Single use.
    await visitor.get(accountPaths.logout);
    const again = await visitor.post(accountPaths.loginQuickAuth, { email, code });
    expect(again.status).toBe(400);
    expect((await errorOf(again)).error_code).toBe('code_used');
  });

  it('writes in English for an English interface or browser', async () => {
    const { email, visitor } = await loggedOutAccount();
    const byBrowser = await codeFor(visitor, accountPaths.loginQuick, email, {
      'Accept-Language': 'en-GB,en;q=0.9,ru;q=0.3',
    });
    expect(byBrowser.message.subject).toBe(`Your Gramota sign-in code: ${byBrowser.code}`);

    const english = await registeredVisitor(app);
    await english.post(apiPaths.profileSetSettings(), { settings: '{"lng":"en"}' });
    await english.get(accountPaths.logout);
    const bySettings = await codeFor(english, accountPaths.loginNewPwd, english.email);
    expect(bySettings.message.subject).toBe(`Your Gramota password reset code: ${bySettings.code}`);
  });

  it('answers success for an unknown address but sends nothing', async () => {
    const visitor = await anonymousVisitor(app);
    const unknown = uniqueEmail('unknown');
    for (const path of [accountPaths.loginQuick, accountPaths.loginNewPwd]) {
      const response = await visitor.post(path, { email: unknown });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ result: 'success' });
    }
    // Mail is sent before the answer: a later message to a real account arriving first shows
    // that nothing went to the unknown one.
    const { email } = await loggedOutAccount();
    await codeFor(visitor, accountPaths.loginQuick, email);
    expect(smtp.messages.filter((message) => message.to.includes(unknown))).toEqual([]);
    const wrong = await visitor.post(accountPaths.loginQuickAuth, {
      email: unknown,
      code: '123456',
    });
    expect(wrong.status).toBe(401);
    expect((await errorOf(wrong)).error_code).toBe('code_wrong');
  });

  it('refuses a wrong code, then burns the code after 5 wrong tries', async () => {
    const { email, visitor } = await loggedOutAccount();
    const { code } = await codeFor(visitor, accountPaths.loginQuick, email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.codeMaxAttempts; attempt += 1) {
      const response = await visitor.post(accountPaths.loginQuickAuth, { email, code: wrongCode });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        result: 'error',
        error_code: 'code_wrong',
        error_text: accountErrors.code_wrong,
        name: 'code',
      });
    }
    const right = await visitor.post(accountPaths.loginQuickAuth, { email, code });
    expect(right.status).toBe(429);
    expect((await errorOf(right)).error_code).toBe('too_many_attempts');
    expect((await visitor.loginCheck()).login).toBe(false);
  });

  it('refuses an expired code (10 minutes)', async () => {
    const { email, visitor } = await loggedOutAccount();
    const { code } = await codeFor(visitor, accountPaths.loginQuick, email);
    app.clock.advance(ACCOUNT_LIMITS.codeTtlMinutes * 60 * 1000 + 1000);
    const response = await visitor.post(accountPaths.loginQuickAuth, { email, code });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      result: 'error',
      error_code: 'code_expired',
      error_text: accountErrors.code_expired,
      name: 'code',
    });
    expect((await visitor.loginCheck()).login).toBe(false);
  });

  it('a new code replaces the previous one', async () => {
    const { email, visitor } = await loggedOutAccount();
    const first = await codeFor(visitor, accountPaths.loginQuick, email);
    const second = await codeFor(visitor, accountPaths.loginQuick, email);
    if (first.code !== second.code) {
      const old = await visitor.post(accountPaths.loginQuickAuth, { email, code: first.code });
      expect(old.status).toBe(401);
    }
    const current = await visitor.post(accountPaths.loginQuickAuth, { email, code: second.code });
    expect(current.status).toBe(200);
  });

  it('resets the password in three steps, and refuses the code once used', async () => {
    const { email, visitor, id } = await loggedOutAccount();
    const { code } = await codeFor(visitor, accountPaths.loginNewPwd, email);

    const checked = await visitor.post(accountPaths.loginNewPwdAuth, { email, code });
    expect(checked.status).toBe(200);
    expect(await checked.json()).toEqual({ result: 'success' });
    // Checking does not log in and does not use the code up.
    expect((await visitor.loginCheck()).login).toBe(false);

    const tooShort = await visitor.post(accountPaths.loginNewPwdSetPwd, {
      email,
      code,
      pwd: 'short',
    });
    expect(tooShort.status).toBe(400);
    expect((await errorOf(tooShort)).error_code).toBe('password_too_short');

    const newPassword = 'a brand new password';
    const set = await visitor.post(accountPaths.loginNewPwdSetPwd, {
      email,
      code,
      pwd: newPassword,
    });
    expect(set.status).toBe(200);
    expect((await profileOf(visitor)).id).toBe(id);

    const replay = await visitor.post(accountPaths.loginNewPwdSetPwd, {
      email,
      code,
      pwd: 'yet another password',
    });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({
      result: 'error',
      error_code: 'code_used',
      error_text: accountErrors.code_used,
      name: 'code',
    });
    const replayCheck = await visitor.post(accountPaths.loginNewPwdAuth, { email, code });
    expect((await errorOf(replayCheck)).error_code).toBe('code_used');

    await visitor.get(accountPaths.logout);
    const old = await visitor.post(accountPaths.loginAuth, { email, pwd: GOOD_PASSWORD });
    expect(old.status).toBe(401);
    const fresh = await visitor.post(accountPaths.loginAuth, { email, pwd: newPassword });
    expect(fresh.status).toBe(200);
  });

  it('ends every session signed in before a password reset (security review, finding 6)', async () => {
    const { email, visitor: owner } = await loggedOutAccount();
    // Someone else signed in earlier (a stolen password), and the owner on a second device.
    const thief = await anonymousVisitor(app);
    expect((await thief.post(accountPaths.loginAuth, { email, pwd: GOOD_PASSWORD })).status).toBe(
      200,
    );
    const otherDevice = await anonymousVisitor(app);
    await otherDevice.post(accountPaths.loginAuth, { email, pwd: GOOD_PASSWORD });
    expect((await thief.loginCheck()).login).toBe(true);

    const { code } = await codeFor(owner, accountPaths.loginNewPwd, email);
    const set = await owner.post(accountPaths.loginNewPwdSetPwd, {
      email,
      code,
      pwd: 'the owner takes it back',
    });
    expect(set.status).toBe(200);

    expect((await owner.loginCheck()).login).toBe(true);
    expect((await thief.loginCheck()).login).toBe(false);
    expect((await otherDevice.loginCheck()).login).toBe(false);
    // The old token does not lead back into the account either.
    expect(
      await thief.get(apiPaths.profileGet((await owner.loginCheck()).user_key)),
    ).toHaveProperty('status', 403);
  });

  it.each([
    ['letters', 'abcdef'],
    ['too few digits', '12345'],
    ['too many digits', '1234567'],
    ['nothing', ''],
  ])('refuses a code made of %s with 400 code_wrong', async (_case, code) => {
    const { email, visitor } = await loggedOutAccount();
    const response = await visitor.post(accountPaths.loginQuickAuth, { email, code });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).error_code).toBe('code_wrong');
  });

  it('refuses an empty or malformed address when asking for a code', async () => {
    const visitor = await anonymousVisitor(app);
    const empty = await visitor.post(accountPaths.loginQuick, { email: '' });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).error_code).toBe('email_empty');
    const malformed = await visitor.post(accountPaths.loginNewPwd, { email: 'not-an-address' });
    expect((await errorOf(malformed)).error_code).toBe('email_invalid');
  });

  it('limits the codes sent to one address', async () => {
    const visitor = await anonymousVisitor(app);
    const email = uniqueEmail('flood');
    for (let attempt = 0; attempt < CODE_SENDS_PER_EMAIL; attempt += 1) {
      expect((await visitor.post(accountPaths.loginQuick, { email })).status).toBe(200);
    }
    const blocked = await visitor.post(accountPaths.loginQuick, { email });
    expect(blocked.status).toBe(429);
    expect((await errorOf(blocked)).error_code).toBe('too_many_attempts');
  });
});

describe('when the mail server is down', () => {
  let app: TestApp;

  beforeAll(async () => {
    // Port 9 (discard) has nobody listening here: the connection is refused at once.
    app = await startTestApp('sqlite', { config: { smtpUrl: 'smtp://127.0.0.1:9' } });
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers 503 mail_failed, not 500', async () => {
    const { email } = await registeredVisitor(app);
    const visitor = await anonymousVisitor(app);
    const response = await visitor.post(accountPaths.loginQuick, { email });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      result: 'error',
      error_code: 'mail_failed',
      error_text: accountErrors.mail_failed,
    });
  });
});
