import { DocsPage } from '../pages/docs.page';
import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher } from '../pages/use-teacher';
import { waitUntilOfflineReady } from '../support/offline-ready';

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
    await waitUntilOfflineReady(page);
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

  // Issue 34: a warm worker must not be slower than the plain HTTP cache.
  test('a repeat visit takes the hashed scripts without waiting for the worker; with the browser cache gone and offline, the worker still has them', async () => {
    const { page, context } = teacher;
    await teacher.steps.registerAs('pavel@school.test', TEACHER.password, 'Pavel');
    const docs = new DocsPage(page, handle.app.baseUrl);
    await docs.open();
    await docs.createFolder('Kept twice');
    await waitUntilOfflineReady(page);

    await page.reload();
    await docs.waitForList();
    // How the browser routed each script of the repeat visit (static routes of service-worker.ts).
    const routed = await page.evaluate(() =>
      (
        performance.getEntriesByType('resource') as Array<
          PerformanceResourceTiming & {
            workerMatchedSourceType?: string;
          }
        >
      )
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => [new URL(entry.name).pathname, entry.workerMatchedSourceType ?? 'none']),
    );
    const sourceOf = (pattern: RegExp) => [
      ...new Set(routed.filter(([name]) => pattern.test(name!)).map(([, source]) => source)),
    ];
    expect(sourceOf(/^\/shell\/main\.[0-9a-f]{8}\.js$/)).toEqual([
      'race-network-and-fetch-handler',
    ]);
    expect(sourceOf(/^\/mf\/docs\/[^/]+\.[0-9a-f]{8}\.js$/)).toEqual([
      'race-network-and-fetch-handler',
    ]);
    // remoteEntry.js keeps its name across deploys: the worker's network-first route decides.
    expect(sourceOf(/^\/mf\/docs\/remoteEntry\.js$/)).toEqual(['fetch-event']);

    // The HTTP cache evicted and no network: every script comes from the worker's copy.
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.clearBrowserCache');
    teacher.errors.expect(OFFLINE_CONSOLE);
    await context.setOffline(true);
    await page.reload();
    await docs.waitForList();
    expect(await docs.namesOnceShown('Kept twice')).toContain('Kept twice');
    await context.setOffline(false);
  });
});
