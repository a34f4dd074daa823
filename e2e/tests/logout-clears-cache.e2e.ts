import type { Page } from 'playwright-core';
import { DocsPage } from '../pages/docs.page';
import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher } from '../pages/use-teacher';
import { waitUntilOfflineReady } from '../support/offline-ready';
import { readUntil } from '../support/wait';

const TEACHER = {
  email: 'olga.private@school.test',
  password: 'teacher password',
  name: 'Olga',
};
const FOLDER = 'Pupils with learning plans';

/** Every Cache Storage entry of the site whose body mentions one of `words` (cache name, URL). */
function cachedMentions(page: Page, words: string[]): Promise<string[]> {
  return page.evaluate(async (wanted) => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const body = response ? await response.text() : '';
        for (const word of wanted)
          if (body.includes(word)) found.push(`${name} ${request.url}: ${word}`);
      }
    }
    return found;
  }, words);
}

/**
 * Issue 28, finding 7: the service worker copies a few API answers for offline use (who is signed
 * in, the profile, My documents). After Log out none of them may be left in the browser.
 */
describe('Logging out leaves no account data in the browser', () => {
  const handle = useAppAndBrowser();
  const teacher = useTeacher(handle);

  test('after Log out no Cache Storage entry holds the e-mail or a document name', async () => {
    const { page } = teacher;
    await teacher.steps.registerAs(TEACHER.email, TEACHER.password, TEACHER.name);
    const docs = new DocsPage(page, handle.app.baseUrl);
    await docs.open();
    await waitUntilOfflineReady(page);
    // Made while the worker controls the page: the list it copies names the folder.
    await docs.createFolder(FOLDER);
    const words = [TEACHER.email, FOLDER];
    const before = await readUntil(
      () => cachedMentions(page, words),
      (found) => words.every((word) => found.some((entry) => entry.endsWith(`: ${word}`))),
    );
    // The precondition: the worker did copy both (otherwise the check below proves nothing).
    expect(before.some((entry) => entry.endsWith(`: ${TEACHER.email}`))).toBe(true);
    expect(before.some((entry) => entry.endsWith(`: ${FOLDER}`))).toBe(true);

    await teacher.steps.menu.logOut();

    const after = await readUntil(
      () => cachedMentions(page, words),
      (found) => found.length === 0,
    );
    expect(after).toEqual([]);
    // The page goes on as a visitor, and the worker keeps working for the new session.
    expect(await teacher.steps.isLoggedIn()).toBe(false);
  });
});
