import fs from 'node:fs';
import path from 'node:path';
import { accountPaths, apiPaths } from '@gramota/contracts';
import { anonymousVisitor, registeredVisitor } from '../../../test-support/accounts';
import { databases, startTestApp, type TestApp } from '../../../test-support/test-app';
import { readEml } from '../eml-reader';
import { outboxDir } from '../mail.service';

describe.each(databases)('code e-mails in the reader’s language on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(kind);
  });

  afterAll(async () => {
    await app.close();
  });

  /** The outbox's message to this address (the app writes .eml files without SMTP). */
  function mailTo(email: string) {
    const dir = outboxDir(app.config.dataDir);
    const messages = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => readEml(fs.readFileSync(path.join(dir, name), 'utf8')))
      .filter((message) => message.to === email);
    expect(messages).toHaveLength(1);
    const message = messages[0]!;
    return { ...message, code: /(\d{6})/.exec(message.text)![1]! };
  }

  /** An account whose interface language is `lng`, logged out, asking for a code. */
  async function codeMailOf(lng: string | null, path: string, headers = {}) {
    const account = await registeredVisitor(app);
    if (lng) {
      const set = await account.post(apiPaths.profileSetSettings(), {
        settings: JSON.stringify({ lng }),
      });
      expect(set.status).toBe(200);
    }
    await account.get(accountPaths.logout);
    const visitor = await anonymousVisitor(app);
    expect((await visitor.post(path, { email: account.email }, headers)).status).toBe(200);
    return mailTo(account.email);
  }

  it('writes in Kazakh for an account with lng kz, whatever the browser says', async () => {
    const mail = await codeMailOf('kz', accountPaths.loginQuick, { 'Accept-Language': 'de' });
    expect(mail.subject).toBe(`Грамотаға кіру коды: ${mail.code}`);
    expect(mail.text).toContain(`Кіру кодыңыз: ${mail.code}`);
    expect(mail.text).toContain('Код 10 минут бойы жарамды');
  });

  it('writes in German for an account with lng de', async () => {
    const mail = await codeMailOf('de', accountPaths.loginNewPwd, { 'Accept-Language': 'ru' });
    expect(mail.subject).toBe(`Ihr Code zum Zurücksetzen des Gramota-Passworts: ${mail.code}`);
    expect(mail.text).toContain('Der Code ist 10 Minuten gültig');
  });

  it('follows the browser among the seven without a chosen language (kk-KZ is Kazakh)', async () => {
    const kazakh = await codeMailOf(null, accountPaths.loginQuick, {
      'Accept-Language': 'kk-KZ,kk;q=0.9,ru;q=0.8',
    });
    expect(kazakh.subject).toBe(`Грамотаға кіру коды: ${kazakh.code}`);
    const italian = await codeMailOf(null, accountPaths.loginQuick, {
      'Accept-Language': 'fr-FR,it;q=0.8,en;q=0.5',
    });
    expect(italian.subject).toBe(`Il tuo codice di accesso a Gramota: ${italian.code}`);
    const russian = await codeMailOf(null, accountPaths.loginQuick, { 'Accept-Language': 'fr' });
    expect(russian.subject).toBe(`Код для входа в Грамоту: ${russian.code}`);
  });
});
