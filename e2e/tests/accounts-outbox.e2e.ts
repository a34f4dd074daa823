import { OutboxPage } from '../pages/outbox.page';
import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher } from '../pages/use-teacher';

/**
 * Journeys 2 and 5 on a fresh install without a mail server: codes are read from the operator's
 * outbox page; what a visitor did before registering stays with the new account.
 */
describe('A newcomer on a server without e-mail', () => {
  const handle = useAppAndBrowser();
  const teacher = useTeacher(handle);

  test('registers, logs out, and logs back in with the code from the outbox page', async () => {
    const { steps, shell, context } = teacher;
    await steps.registerAs('newcomer@school.test', 'newcomer password');
    await steps.menu.logOut();

    await steps.login.open();
    await steps.login.enterEmail('newcomer@school.test');
    await steps.login.stepBecomes('password');
    await steps.login.askForCode();
    const [outboxTab] = await Promise.all([
      context.waitForEvent('page'),
      steps.login.outboxLink.click(),
    ]);
    const code = await new OutboxPage(outboxTab).newestCodeFor('newcomer@school.test');
    await outboxTab.close();
    await steps.login.enterQuickCode(code);
    await steps.login.waitUntilSignedIn();

    expect(await shell.pathBecomes('/app/docs/')).toBe('/app/docs/');
    expect(await steps.isLoggedIn()).toBe(true);

    // Logged in, the login address leads to the profile (seed 001 §2 Login).
    await shell.open('/app/login/');
    expect(await shell.pathBecomes('/app/profile/')).toBe('/app/profile/');
    expect(await steps.profile.email.textContent()).toBe('newcomer@school.test');
  });

  test("a visitor's settings survive registration", async () => {
    const { steps, shell, page } = teacher;
    await shell.open('/app/docs/');
    await shell.waitForArea('docs');
    await shell.openLanguageChooser();
    await shell.modal.locator('[data-language="ru"]').click();
    expect((await steps.languageButton.textContent())?.trim()).toBe('RU');

    await steps.registerAs('visitor@school.test', 'visitor password');
    await page.reload();
    await shell.waitForArea('docs');

    expect(await steps.isLoggedIn()).toBe(true);
    expect((await steps.languageButton.textContent())?.trim()).toBe('RU');
    expect((await shell.areaHeading('docs').textContent())?.trim()).toBe('Мои документы');
  });

  test('an anonymous visitor is invited to log in every two minutes, but not on the login page', async () => {
    const { steps, shell, page } = teacher;
    await page.clock.install();
    await shell.open('/app/docs/');
    await shell.waitForArea('docs');
    expect(await steps.toasts.count()).toBe(0);
    // Let the area's lazy chunks arrive first: two minutes at once would also fire webpack's
    // 120 s chunk-loading timeout on one still on its way.
    await page.waitForLoadState('networkidle');

    await page.clock.fastForward(120_000);
    const invitation = steps.toasts.filter({ hasText: 'Log in or register' });
    await invitation.waitFor();
    expect(await invitation.locator('a').getAttribute('href')).toBe('/app/login/');

    await invitation.locator('a').click();
    await page.locator('[data-area="login"]').waitFor();
    await page.clock.fastForward(120_000);
    await invitation.waitFor({ state: 'detached' });
    await page.clock.fastForward(120_000);
    expect(await steps.toasts.count()).toBe(0);
  });
});
