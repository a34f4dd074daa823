import fs from 'node:fs';
import path from 'node:path';
import {
  ACCOUNT_LIMITS,
  accountErrors,
  accountPaths,
  SESSION_COOKIE,
  type ErrorAnswer,
} from '@gramota/contracts';
import { GOOD_PASSWORD, uniqueEmail } from '../../../test-support/accounts';
import {
  databases,
  startTestApp,
  type DatabaseKind,
  type TestApp,
  type TestAppOptions,
} from '../../../test-support/test-app';
import { Visitor } from '../../../test-support/visitor';
import { outboxDir, readEml } from '../../mail';
import { CODE_GUESSES_PER_ACCOUNT, MAX_FAILURE_DELAY_MS } from '../rate-limit.service';

const DAY_MS = 24 * 60 * 60 * 1000;
const WINDOW_MS = ACCOUNT_LIMITS.failureWindowMinutes * 60 * 1000;
const WRONG = 'a wrong password';

/** What the nearest proxy tells the app about the client (TEST-NET addresses: headers only). */
const from = (address: string) => ({ 'X-Forwarded-For': address });

let addressCounter = 0;
/** A fresh client address per call: 198.51.100.x, then 203.0.113.x. */
function newAddress(): string {
  addressCounter += 1;
  return addressCounter < 250
    ? `198.51.100.${addressCounter}`
    : `203.0.113.${addressCounter - 249}`;
}

const errorOf = async (response: Response) => (await response.json()) as ErrorAnswer;

async function expectRefused(response: Response): Promise<void> {
  expect(response.status).toBe(429);
  expect(await response.json()).toEqual({
    result: 'error',
    error_code: 'too_many_attempts',
    error_text: accountErrors.too_many_attempts,
  });
}

/** One sign-in attempt by a new browser at `address`. */
function signIn(app: TestApp, email: string, pwd: string, address: string): Promise<Response> {
  return new Visitor(app).post(accountPaths.loginAuth, { email, pwd }, from(address));
}

/** An account registered from `address` (its usual address from then on), logged out again. */
async function accountAt(app: TestApp, address: string): Promise<string> {
  const email = uniqueEmail('owner');
  const visitor = new Visitor(app);
  const registered = await visitor.post(
    accountPaths.loginReg,
    { email, pwd: GOOD_PASSWORD },
    from(address),
  );
  expect(registered.status).toBe(200);
  await visitor.get(accountPaths.logout, from(address));
  return email;
}

/** The code of the newest e-mail to `email` in the outbox folder (no SMTP_URL in these apps). */
function latestCode(app: TestApp, email: string): string {
  const dir = outboxDir(app.config.dataDir);
  const names = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse();
  for (const name of names) {
    const message = readEml(fs.readFileSync(path.join(dir, name), 'utf8'));
    if (message.to === email) return /(\d{6})/.exec(message.text)![1]!;
  }
  throw new Error(`no e-mail to ${email}`);
}

async function sendQuickCode(app: TestApp, email: string, address: string): Promise<string> {
  const response = await new Visitor(app).post(accountPaths.loginQuick, { email }, from(address));
  expect(response.status).toBe(200);
  return latestCode(app, email);
}

function quickSignIn(app: TestApp, email: string, code: string, address: string) {
  return new Visitor(app).post(accountPaths.loginQuickAuth, { email, code }, from(address));
}

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

function startBehindProxy(kind: DatabaseKind, config: TestAppOptions['config'] = {}) {
  return startTestApp(kind, { config: { trustProxy: true, ...config } });
}

describe.each(databases)('sign-in throttling behind a proxy (TRUST_PROXY on) on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startBehindProxy(kind);
  });

  afterAll(async () => {
    await app.close();
  });

  afterEach(() => {
    // Every count (the codes' daily one too) starts again; usual addresses are kept half a year.
    app.clock.advance(DAY_MS + 1000);
    app.clock.slept.length = 0;
  });

  it("a stranger's 30 wrong passwords do not lock the owner out: the stranger is refused after 10, the owner gets in", async () => {
    const owner = newAddress();
    const email = await accountAt(app, owner);
    const stranger = newAddress();
    const answers: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1)
      answers.push((await signIn(app, email, WRONG, stranger)).status);
    expect(answers).toEqual([
      ...Array<number>(ACCOUNT_LIMITS.failuresPerPair).fill(401),
      ...Array<number>(30 - ACCOUNT_LIMITS.failuresPerPair).fill(429),
    ]);
    // Refused means refused: the stranger gets no answer on the password either.
    await expectRefused(await signIn(app, email, GOOD_PASSWORD, stranger));

    const usual = await signIn(app, email, GOOD_PASSWORD, owner);
    expect(usual.status).toBe(200);
    // A new address of the owner's is not locked either: only the stranger's pair is.
    expect((await signIn(app, email, GOOD_PASSWORD, newAddress())).status).toBe(200);

    // The stranger's window passes like any other.
    app.clock.advance(WINDOW_MS + 1000);
    expect((await signIn(app, email, WRONG, stranger)).status).toBe(401);
  });

  it("behind one school NAT, a stranger's failures lock the pair but not the browser the owner signed in from before (device cookie); that browser counts its own", async () => {
    const school = newAddress();
    const email = uniqueEmail('nat-owner');
    const ownersBrowser = new Visitor(app);
    const registered = await ownersBrowser.post(
      accountPaths.loginReg,
      { email, pwd: GOOD_PASSWORD },
      from(school),
    );
    expect(registered.status).toBe(200);
    expect(registered.headers.getSetCookie().join('\n')).toMatch(
      /gramota_device=[\w-]{22}.*HttpOnly/i,
    );
    await ownersBrowser.get(accountPaths.logout, from(school));

    const strangersBrowser = new Visitor(app);
    const answers: number[] = [];
    for (let attempt = 0; attempt < 15; attempt += 1)
      answers.push(
        (await strangersBrowser.post(accountPaths.loginAuth, { email, pwd: WRONG }, from(school)))
          .status,
      );
    expect(answers.slice(-3)).toEqual([429, 429, 429]);
    // A made-up device cookie is no key: the stranger stays refused.
    const forged = await new Visitor(app).post(
      accountPaths.loginAuth,
      { email, pwd: GOOD_PASSWORD },
      { ...from(school), Cookie: 'gramota_device=AAAAAAAAAAAAAAAAAAAAAA' },
    );
    await expectRefused(forged);
    // A browser the account never signed in from, at the same address, shares the locked pair.
    await expectRefused(await signIn(app, email, GOOD_PASSWORD, school));

    const back = await ownersBrowser.post(
      accountPaths.loginAuth,
      { email, pwd: GOOD_PASSWORD },
      from(school),
    );
    expect(back.status).toBe(200);
    await ownersBrowser.get(accountPaths.logout, from(school));

    // The owner's browser is no free pass: its own wrong passwords stop after 10 too.
    const own: number[] = [];
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.failuresPerPair + 2; attempt += 1)
      own.push(
        (await ownersBrowser.post(accountPaths.loginAuth, { email, pwd: WRONG }, from(school)))
          .status,
      );
    expect(own).toEqual([...Array<number>(ACCOUNT_LIMITS.failuresPerPair).fill(401), 429, 429]);
  });

  it('refuses one address guessing many accounts after 50 failures, but not an account signing in from its usual address there', async () => {
    const school = newAddress();
    // A teacher who signs in from the school's address, and one who never did.
    const teacher = await accountAt(app, school);
    const elsewhere = await accountAt(app, newAddress());
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.failuresPerIp; attempt += 1) {
      const response = await signIn(app, uniqueEmail('spray'), WRONG, school);
      expect(response.status).toBe(401);
    }
    await expectRefused(await signIn(app, uniqueEmail('spray'), WRONG, school));
    await expectRefused(await signIn(app, elsewhere, GOOD_PASSWORD, school));
    expect((await signIn(app, teacher, GOOD_PASSWORD, school)).status).toBe(200);
    // Another address is not touched by this one's ceiling.
    expect((await signIn(app, uniqueEmail('spray'), WRONG, newAddress())).status).toBe(401);
  });

  it('after 100 failures against one account from many addresses, the password works only from addresses it signed in from; a code still works from a new one', async () => {
    const owner = newAddress();
    const email = await accountAt(app, owner);
    const perAddress = 5;
    for (let round = 0; round < ACCOUNT_LIMITS.failuresPerAccount / perAddress; round += 1) {
      const attacker = newAddress();
      for (let attempt = 0; attempt < perAddress; attempt += 1)
        expect((await signIn(app, email, WRONG, attacker)).status).toBe(401);
    }
    const traveller = newAddress();
    await expectRefused(await signIn(app, email, GOOD_PASSWORD, traveller));
    expect((await signIn(app, email, GOOD_PASSWORD, owner)).status).toBe(200);

    const code = await sendQuickCode(app, email, traveller);
    expect((await quickSignIn(app, email, code, traveller)).status).toBe(200);
    // Having signed in there, the traveller's address is a usual one from now on.
    expect((await signIn(app, email, GOOD_PASSWORD, traveller)).status).toBe(200);
  });

  it('counts guesses sent all at once: of 25 parallel wrong passwords from one address at most 10 are checked', async () => {
    const owner = newAddress();
    const email = await accountAt(app, owner);
    const attacker = newAddress();
    const statuses = await Promise.all(
      Array.from({ length: 25 }, () => signIn(app, email, WRONG, attacker).then((r) => r.status)),
    );
    const checked = statuses.filter((status) => status === 401).length;
    // Some may be refused although fewer than 10 were checked: never more are.
    expect(checked).toBeLessThanOrEqual(ACCOUNT_LIMITS.failuresPerPair);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25 - checked);
    // Guesses refused in the crowd count for nothing: the pair has exactly 10 in all.
    let later = 0;
    while (later <= 25 && (await signIn(app, email, WRONG, attacker)).status === 401) later += 1;
    expect(checked + later).toBe(ACCOUNT_LIMITS.failuresPerPair);
    await expectRefused(await signIn(app, email, WRONG, attacker));
    expect((await signIn(app, email, GOOD_PASSWORD, owner)).status).toBe(200);
  });

  it('slows a guessing address down step by step, at most 2 s a try, and never the owner', async () => {
    const owner = newAddress();
    const email = await accountAt(app, owner);
    const stranger = newAddress();
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.failuresPerPair; attempt += 1)
      await signIn(app, email, WRONG, stranger);
    // No wait for the first three tries, then 0.25 s doubling up to the cap.
    expect(app.clock.slept).toEqual([250, 500, 1000, 2000, 2000, 2000, 2000]);
    expect(MAX_FAILURE_DELAY_MS).toBe(2000);
    // A refused try is answered at once.
    await signIn(app, email, WRONG, stranger);
    expect(app.clock.slept).toHaveLength(7);

    app.clock.slept.length = 0;
    expect((await signIn(app, email, GOOD_PASSWORD, owner)).status).toBe(200);
    expect(app.clock.slept).toEqual([]);
  });

  it('lets the owner who typed a wrong password a few times in, and forgets those failures', async () => {
    const owner = newAddress();
    const email = await accountAt(app, owner);
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.failuresPerPair - 1; attempt += 1)
      expect((await signIn(app, email, WRONG, owner)).status).toBe(401);
    expect((await signIn(app, email, GOOD_PASSWORD, owner)).status).toBe(200);
    app.clock.slept.length = 0;
    // Counting starts again after the sign-in: a typo is neither refused nor slowed.
    expect((await signIn(app, email, WRONG, owner)).status).toBe(401);
    expect(app.clock.slept).toEqual([]);
  });

  it('a code takes at most 5 guesses, even sent all at once from many addresses', async () => {
    const email = await accountAt(app, newAddress());
    const code = await sendQuickCode(app, email, newAddress());
    const wrong = wrongCodeFor(code);
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => quickSignIn(app, email, wrong, newAddress())),
    );
    const codes = await Promise.all(responses.map(async (r) => (await errorOf(r)).error_code));
    expect(codes.filter((c) => c === 'code_wrong')).toHaveLength(ACCOUNT_LIMITS.codeMaxAttempts);
    expect(codes.filter((c) => c === 'too_many_attempts')).toHaveLength(
      12 - ACCOUNT_LIMITS.codeMaxAttempts,
    );
    const right = await quickSignIn(app, email, code, newAddress());
    expect(right.status).toBe(429);
    expect((await errorOf(right)).error_code).toBe('too_many_attempts');
  });

  it('wrong codes from addresses an account never used stop after 20 a day; its usual address still gets a code in', async () => {
    const owner = newAddress();
    const email = await accountAt(app, owner);
    const rounds = CODE_GUESSES_PER_ACCOUNT / ACCOUNT_LIMITS.codeMaxAttempts;
    for (let round = 0; round < rounds; round += 1) {
      const wrong = wrongCodeFor(await sendQuickCode(app, email, newAddress()));
      for (let attempt = 0; attempt < ACCOUNT_LIMITS.codeMaxAttempts; attempt += 1) {
        const response = await quickSignIn(app, email, wrong, newAddress());
        expect((await errorOf(response)).error_code).toBe('code_wrong');
      }
    }
    const fresh = await sendQuickCode(app, email, newAddress());
    await expectRefused(await quickSignIn(app, email, wrongCodeFor(fresh), newAddress()));
    // Even the right code: the account takes no more code guesses from new addresses today.
    await expectRefused(await quickSignIn(app, email, fresh, newAddress()));
    await expectRefused(
      await new Visitor(app).post(
        accountPaths.loginNewPwdAuth,
        { email, code: fresh },
        from(newAddress()),
      ),
    );

    // Once the sends' window has passed, the owner asks for a code at home and signs in.
    app.clock.advance(WINDOW_MS + 1000);
    const mine = await sendQuickCode(app, email, owner);
    await expectRefused(await quickSignIn(app, email, mine, newAddress()));
    expect((await quickSignIn(app, email, mine, owner)).status).toBe(200);
  });

  it('limits two clients behind the proxy separately, by the address the proxy saw', async () => {
    const first = newAddress();
    const second = newAddress();
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.failuresPerIp; attempt += 1)
      expect((await signIn(app, uniqueEmail('spray'), WRONG, first)).status).toBe(401);
    await expectRefused(await signIn(app, uniqueEmail('spray'), WRONG, first));
    expect((await signIn(app, uniqueEmail('spray'), WRONG, second)).status).toBe(401);
    // A client's own X-Forwarded-For comes first; the proxy appends the address it saw.
    await expectRefused(await signIn(app, uniqueEmail('spray'), WRONG, `${second}, ${first}`));
    expect((await signIn(app, uniqueEmail('spray'), WRONG, `${first}, ${second}`)).status).toBe(
      401,
    );
  });

  it('counts an IPv6 client by its /64: rotating addresses inside it gains nothing', async () => {
    const email = await accountAt(app, newAddress());
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.failuresPerPair; attempt += 1) {
      const address = `2001:db8:1:2:${attempt.toString(16)}::${attempt + 1}`;
      expect((await signIn(app, email, WRONG, address)).status).toBe(401);
    }
    await expectRefused(await signIn(app, email, WRONG, '2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect((await signIn(app, email, WRONG, '2001:db8:1:3::1')).status).toBe(401);
  });

  it('makes the session cookie Secure when the proxy says the request came over https', async () => {
    const email = await accountAt(app, newAddress());
    const response = await new Visitor(app).post(
      accountPaths.loginAuth,
      { email, pwd: GOOD_PASSWORD },
      { 'X-Forwarded-Proto': 'https', ...from(newAddress()) },
    );
    expect(response.status).toBe(200);
    const cookie = response.headers
      .getSetCookie()
      .find(
        (line) => line.startsWith(`${SESSION_COOKIE}=`) && !line.startsWith(`${SESSION_COOKIE}=;`),
      );
    expect(cookie).toMatch(/; secure/i);
    const plain = await signIn(app, email, GOOD_PASSWORD, newAddress());
    expect(plain.headers.getSetCookie().join('\n')).not.toMatch(/; secure/i);
  });
});

describe('behind two proxies (TRUST_PROXY_HOPS=2)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startBehindProxy('sqlite', { trustProxyHops: 2 });
  });

  afterAll(async () => {
    await app.close();
  });

  it('takes the address the outer proxy saw, not what the client wrote before it', async () => {
    const client = newAddress();
    const proxy = newAddress();
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.failuresPerIp; attempt += 1) {
      const response = await signIn(app, uniqueEmail('spray'), WRONG, `${client}, ${proxy}`);
      expect(response.status).toBe(401);
    }
    await expectRefused(
      await signIn(app, uniqueEmail('spray'), WRONG, `${client}, ${newAddress()}`),
    );
    await expectRefused(
      await signIn(app, uniqueEmail('spray'), WRONG, `${newAddress()}, ${client}, ${proxy}`),
    );
    expect(
      (await signIn(app, uniqueEmail('spray'), WRONG, `${newAddress()}, ${proxy}`)).status,
    ).toBe(401);
  });
});

describe.each(databases)('without TRUST_PROXY on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(kind);
  });

  afterAll(async () => {
    await app.close();
  });

  afterEach(() => {
    app.clock.advance(DAY_MS + 1000);
  });

  it('ignores X-Forwarded-For: a client forging a new address on every try is still one client', async () => {
    const email = await accountAt(app, newAddress());
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.failuresPerPair; attempt += 1)
      expect((await signIn(app, email, WRONG, newAddress())).status).toBe(401);
    await expectRefused(await signIn(app, email, GOOD_PASSWORD, newAddress()));

    for (
      let attempt = 0;
      attempt < ACCOUNT_LIMITS.failuresPerIp - ACCOUNT_LIMITS.failuresPerPair;
      attempt += 1
    )
      expect((await signIn(app, uniqueEmail('spray'), WRONG, newAddress())).status).toBe(401);
    await expectRefused(await signIn(app, uniqueEmail('spray'), WRONG, newAddress()));
  });

  it('ignores X-Forwarded-Proto: over plain http the session cookie is not Secure', async () => {
    const email = await accountAt(app, newAddress());
    const response = await new Visitor(app).post(
      accountPaths.loginAuth,
      { email, pwd: GOOD_PASSWORD },
      { 'X-Forwarded-Proto': 'https' },
    );
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join('\n')).toMatch(new RegExp(`${SESSION_COOKIE}=`));
    expect(response.headers.getSetCookie().join('\n')).not.toMatch(/; secure/i);
  });
});
