import { DocsPage } from '../pages/docs.page';
import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher } from '../pages/use-teacher';

const TEACHER = { email: 'olga@school.test', password: 'teacher password', name: 'Olga' };
/** What Chromium logs for the calls that fail while offline: part of this scenario. */
const OFFLINE_CONSOLE =
  /ERR_INTERNET_DISCONNECTED|Failed to load resource|FetchEvent|Failed to fetch|network error/i;

/**
 * Issue 18 "Installable and offline": after one visit the service worker keeps the shell, the
 * docs area and the last list, so My documents opens without the network, says it is offline, and
 * what needs the server says so instead of failing.
 */
describe('Offline after one visit', () => {
  const handle = useAppAndBrowser();
  const teacher = useTeacher(handle);

  test('My documents opens offline with its last list, the offline note, and a server action says it failed', async () => {
    const { page, shell, context } = teacher;
    await teacher.steps.registerAs(TEACHER.email, TEACHER.password, TEACHER.name);
    const docs = new DocsPage(page, handle.app.baseUrl);
    await docs.open();

    // The worker (scope '/') controls the page and has kept what this first visit loaded.
    await page.waitForFunction(
      () =>
        navigator.serviceWorker.controller !== null &&
        document.documentElement.dataset.offlineReady === 'true',
      undefined,
      { timeout: 30_000 },
    );
    const scope = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.scope,
    );
    expect(scope).toBe(`${handle.app.baseUrl}/`);

    // Made after the worker took over: the list it keeps is the newest one the server sent.
    await docs.createFolder('Kept offline');
    expect(await shell.dataErrorBanner.count()).toBe(0);

    teacher.errors.expect(OFFLINE_CONSOLE);
    await context.setOffline(true);
    const started = Date.now();
    await page.reload();
    await docs.waitForList();
    console.log(`offline reload: My documents listed in ${Date.now() - started} ms`);
    expect(await docs.namesOnceShown('Kept offline')).toContain('Kept offline');
    await shell.dataErrorBanner.waitFor();
    expect(await shell.dataErrorBanner.textContent()).toContain('Data retrieval error');

    // Creating a folder needs the server: the form says so, the page stays.
    await docs.pressToolbar('New folder');
    await docs.submitName('Not now');
    await docs.modal.getByText('No connection to the server').waitFor();
    expect(await docs.item('Not now').count()).toBe(0);
    expect(await shell.topbar.isVisible()).toBe(true);

    // An /app/ address never opened is still the shell (every page is the same index.html).
    await page.goto(`${handle.app.baseUrl}/app/ready/`);
    await shell.topbar.waitFor();

    // Back online, the next answer from the network takes the note away.
    await context.setOffline(false);
    await page.goto(`${handle.app.baseUrl}/app/docs/`);
    await docs.waitForList();
    await shell.dataErrorBanner.waitFor({ state: 'detached' });
  });
});
