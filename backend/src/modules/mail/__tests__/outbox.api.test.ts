import fs from 'node:fs';
import path from 'node:path';
import { accountPaths, type LoginProvidersAnswer } from '@gramota/contracts';
import { anonymousVisitor, registeredVisitor } from '../../../test-support/accounts';
import {
  databases,
  startTestApp,
  type TestApp,
  type TestAppOptions,
} from '../../../test-support/test-app';
import { outboxDir } from '../mail.service';
import { readEml } from '../eml-reader';

describe.each(databases)('mail without SMTP: the outbox on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(kind);
  });

  afterAll(async () => {
    await app.close();
  });

  it('writes the code e-mail as an .eml file, and the /outbox/ page shows it to the server machine', async () => {
    const account = await registeredVisitor(app);
    await account.get(accountPaths.logout);
    const visitor = await anonymousVisitor(app);
    expect((await visitor.post(accountPaths.loginQuick, { email: account.email })).status).toBe(
      200,
    );

    const dir = outboxDir(app.config.dataDir);
    const files = fs.readdirSync(dir).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const message = readEml(fs.readFileSync(path.join(dir, files[0]!), 'utf8'));
    expect(message.to).toBe(account.email);
    const code = /(\d{6})/.exec(message.text)![1]!;
    expect(message.subject).toBe(`Код для входа в Грамоту: ${code}`);

    const page = await app.rawGet('/outbox/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(account.email);
    expect(page.body).toContain(`Ваш код для входа: ${code}`);
    expect(page.body).toContain('Код для входа в Грамоту');

    // And the code from the page works.
    const login = await visitor.post(accountPaths.loginQuickAuth, { email: account.email, code });
    expect(login.status).toBe(200);
  });

  it('lists the newest message first', async () => {
    const first = await registeredVisitor(app);
    const second = await registeredVisitor(app);
    const visitor = await anonymousVisitor(app);
    await visitor.post(accountPaths.loginNewPwd, { email: first.email });
    await visitor.post(accountPaths.loginNewPwd, { email: second.email });
    const page = await app.rawGet('/outbox/');
    expect(page.body.indexOf(second.email)).toBeLessThan(page.body.indexOf(first.email));
  });

  it('tells the login page that codes go to the outbox', async () => {
    const visitor = await anonymousVisitor(app);
    const answer = (await (
      await visitor.get(accountPaths.loginProviders)
    ).json()) as LoginProvidersAnswer;
    expect(answer).toEqual({ result: 'success', providers: [], outbox: true });
  });

  it('hides the page from requests that came through a proxy', async () => {
    for (const header of ['X-Forwarded-For', 'Forwarded', 'X-Real-IP']) {
      const page = await app.rawGet('/outbox/', { [header]: '127.0.0.1' });
      expect(page.status).toBe(404);
      expect(page.body).not.toContain('Outbox');
    }
  });

  it('redirects /outbox to /outbox/', async () => {
    const page = await app.rawGet('/outbox');
    expect(page.status).toBe(302);
    expect(page.headers.location).toBe('/outbox/');
  });
});

describe('with SMTP_URL set', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp('sqlite', { config: { smtpUrl: 'smtp://127.0.0.1:9' } });
  });

  afterAll(async () => {
    await app.close();
  });

  it('has no outbox page and says so to the login page', async () => {
    expect((await app.rawGet('/outbox/')).status).toBe(404);
    const visitor = await anonymousVisitor(app);
    const answer = (await (
      await visitor.get(accountPaths.loginProviders)
    ).json()) as LoginProvidersAnswer;
    expect(answer.outbox).toBe(false);
  });
});

describe('the /outbox/ page switch (OUTBOX_PAGE)', () => {
  const cases: Array<[string, TestAppOptions['config'], boolean, boolean]> = [
    ['is off behind a proxy (TRUST_PROXY)', { trustProxy: true }, false, false],
    ['is on behind a proxy with OUTBOX_PAGE=1', { trustProxy: true, outboxPage: true }, true, true],
    [
      'is on with SMTP_URL and OUTBOX_PAGE=1, but codes go to the mail server',
      { smtpUrl: 'smtp://127.0.0.1:9', outboxPage: true },
      true,
      false,
    ],
    ['is off with OUTBOX_PAGE=0', { outboxPage: false }, false, false],
  ];

  it.each(cases)('%s', async (_case, config, page, hint) => {
    const app = await startTestApp('sqlite', { config });
    try {
      expect((await app.rawGet('/outbox/')).status).toBe(page ? 200 : 404);
      expect((await app.rawGet('/outbox')).status).toBe(page ? 302 : 404);
      // Whatever the switch, a request that came through a proxy never sees it.
      for (const header of ['X-Forwarded-For', 'Forwarded', 'X-Real-IP'])
        expect((await app.rawGet('/outbox/', { [header]: '127.0.0.1' })).status).toBe(404);
      const visitor = await anonymousVisitor(app);
      const answer = (await (
        await visitor.get(accountPaths.loginProviders)
      ).json()) as LoginProvidersAnswer;
      expect(answer.outbox).toBe(hint);
    } finally {
      await app.close();
    }
  });
});
