import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher } from '../pages/use-teacher';
import { launchSmtp, type LaunchedSmtp } from '../support/stand-ins';

/** Journey 1: e-mail + password, a code by e-mail, a password reset, with a real SMTP server. */
describe('A teacher keeps an account with e-mailed codes', () => {
  let smtp: LaunchedSmtp;
  const handle = useAppAndBrowser(async () => {
    smtp = await launchSmtp();
    return { env: { SMTP_URL: smtp.url, MAIL_FROM: 'Gramota <no-reply@gramota.test>' } };
  });
  afterAll(async () => {
    await smtp?.stop();
  });
  const teacher = useTeacher(handle);

  async function codeMailedTo(email: string): Promise<string> {
    const message = await smtp.waitForMessage(email, 15_000);
    return message.code ?? smtp.extractCode(message);
  }

  test('registers with e-mail and password, logs out, and logs in with a code from the e-mail', async () => {
    const { steps, shell } = teacher;
    await steps.registerAs('anna@school.test', 'correct horse battery', 'Anna Ivanovna');
    expect(await shell.pathBecomes('/app/docs/')).toBe('/app/docs/');
    expect(await steps.menu.items()).toContain('Log out');

    await steps.menu.logOut();
    expect(await steps.isLoggedIn()).toBe(false);

    await steps.login.open();
    await steps.login.enterEmail('anna@school.test');
    expect(await steps.login.stepBecomes('password')).toBe('password');
    await steps.login.askForCode();
    await steps.login.enterQuickCode(await codeMailedTo('anna@school.test'));
    await steps.login.waitUntilSignedIn();

    expect(await shell.pathBecomes('/app/docs/')).toBe('/app/docs/');
    expect(await steps.menu.shownName()).toBe('Anna Ivanovna');
  });

  test('forgets the password, resets it with the e-mailed code and logs in with the new one', async () => {
    const { steps, shell, errors } = teacher;
    errors.expect(/status of 401/); // the old password is refused, on purpose
    await steps.registerAs('boris@school.test', 'first password 1');
    await steps.menu.logOut();

    await steps.login.open();
    await steps.login.enterEmail('boris@school.test');
    await steps.login.stepBecomes('password');
    await steps.login.forgotPassword();
    await steps.login.enterResetCode(await codeMailedTo('boris@school.test'));
    await steps.login.setNewPassword('second password 2');
    await steps.login.waitUntilSignedIn();
    expect(await shell.pathBecomes('/app/docs/')).toBe('/app/docs/');
    await steps.menu.logOut();

    await steps.login.open();
    await steps.login.enterEmail('boris@school.test');
    await steps.login.stepBecomes('password');
    await steps.login.enterPassword('first password 1');
    expect(await steps.login.fieldError('pwd')).toBe('Wrong e-mail or password');

    await steps.login.enterPassword('second password 2');
    await steps.login.waitUntilSignedIn();
    expect(await shell.pathBecomes('/app/docs/')).toBe('/app/docs/');
    expect(await steps.isLoggedIn()).toBe(true);
  });
});
