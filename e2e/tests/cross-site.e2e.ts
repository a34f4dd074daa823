import type { Frame, Page } from 'playwright-core';
import { DocsPage } from '../pages/docs.page';
import { EmbedHostPage } from '../pages/embed-host.page';
import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher } from '../pages/use-teacher';
import {
  SCHOOL_HOST,
  STRANGER_HOST,
  startPartnerSite,
  type PartnerSite,
} from '../support/partner-site';
import { readUntil } from '../support/wait';

const PASSWORD = 'correct horse battery';
let signups = 0;

/** The teacher's own view of a document, read through the app's API from the app's page. */
async function docState(page: Page, docId: string) {
  return page.evaluate(async (id) => {
    const headers = { 'X-Requested-With': 'XMLHttpRequest' };
    const check = await (await fetch('/api/login-check/', { headers })).json();
    const list = await (await fetch(`/api/docs-get/${check.user_key}/`, { headers })).json();
    const content = await (await fetch(`/api/get-doc/${id}/`, { headers })).text();
    return { login: check.login as boolean, name: list.docs[id]?.name as string, content };
  }, docId);
}

describe('Other sites and a signed-in teacher', () => {
  let school: PartnerSite;
  let stranger: PartnerSite;
  const handle = useAppAndBrowser(async () => {
    school = await startPartnerSite(SCHOOL_HOST);
    stranger = await startPartnerSite(STRANGER_HOST);
    return {};
  });
  const teacher = useTeacher(handle);

  afterAll(async () => {
    await school?.close();
    await stranger?.close();
  });

  /** Given I registered and have a certificate named "Royal Merit" in My documents. */
  async function teacherWithCertificate(): Promise<{ docs: DocsPage; docId: string }> {
    signups += 1;
    await teacher.steps.registerAs(`anna-${Date.now()}-${signups}@example.com`, PASSWORD);
    const docs = new DocsPage(teacher.page, handle.app.baseUrl);
    await docs.open();
    const [docId] = await docs.haveDocumentsFrom(['en:204:0']);
    await teacher.page.evaluate(async (id) => {
      await fetch('/api/docs-doc-rename/', {
        method: 'POST',
        headers: {
          'X-Requested-With': 'XMLHttpRequest',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: `data_id=${id}&name=Royal%20Merit`,
      });
    }, docId!);
    return { docs, docId: docId! };
  }

  test('a page on another site cannot wipe, rename or copy a document, nor sign the teacher out, whatever the case of the address', async () => {
    const { docId } = await teacherWithCertificate();
    const before = await docState(teacher.page, docId);
    expect(before).toMatchObject({ login: true, name: 'Royal Merit' });
    const app = handle.app.baseUrl;
    const tab = teacher.page;
    // The refusals below are the scenario: the browser logs each 403 page it is shown.
    teacher.errors.expect(
      /status of 403 \(Forbidden\) \(at http:\/\/127\.0\.0\.1:\d+\/(API|Api|api)\//,
    );

    // Links the teacher follows from the other site (top-level navigations carry the Lax cookie).
    for (const target of [
      `${app}/API/doc-clear/${docId}/`,
      `${app}/api/doc-clear/${docId}/`,
      `${app}/API/docs-copy/?data_id=${docId}`,
      `${app}/Api/docs-favorite/?data_id=${docId}&type=doc&do=1`,
      `${app}/API/logout/`,
    ]) {
      await tab.goto(`${school.baseUrl}/link?href=${encodeURIComponent(target)}`);
      const [response] = await Promise.all([tab.waitForNavigation(), tab.click('#go')]);
      expect({ target, status: response?.status() }).toEqual({ target, status: 403 });
    }
    // A form on the other site posted to the app.
    await tab.goto(
      `${school.baseUrl}/form?action=${encodeURIComponent(`${app}/API/docs-doc-rename/`)}&data_id=${docId}&name=Hacked`,
    );
    const [posted] = await Promise.all([tab.waitForNavigation(), tab.click('#go')]);
    expect(posted?.status()).toBe(403);

    await tab.goto(`${app}/app/docs/`);
    const after = await docState(tab, docId);
    expect(after).toEqual(before);
    const list = await tab.evaluate(async () => {
      const headers = { 'X-Requested-With': 'XMLHttpRequest' };
      const check = await (await fetch('/api/login-check/', { headers })).json();
      const docs = await (await fetch(`/api/docs-get/${check.user_key}/`, { headers })).json();
      return Object.values(docs.docs as Record<string, { favorite: string }>);
    });
    expect(list).toHaveLength(1);
    expect(list[0]!.favorite).toBe('0');
  });

  /** When I make an embed link for My documents that the school's site may show. */
  async function makePickerLink(origins: string): Promise<string> {
    return teacher.steps.profile.makePickerEmbedLink(origins);
  }

  async function appFrame(page: Page): Promise<Frame> {
    return readUntil(
      async () => page.frames().find((frame) => frame.url().includes('/app/docs/')),
      (frame) => frame !== undefined,
    ) as Promise<Frame>;
  }

  test("the school's site shows the owner's documents through an embed link, and the frame can do nothing else", async () => {
    const { docId } = await teacherWithCertificate();
    const url = await makePickerLink(school.baseUrl);
    expect(url).toContain('embed_key=');

    // A visitor of the school's site: a browser with no session of the app at all.
    const visitor = await handle.browser.newContext({ locale: 'en-US' });
    try {
      const page = await visitor.newPage();
      const host = new EmbedHostPage(page, school.baseUrl, '');
      await host.openEmbedding(url);
      const item = host.frame.locator(`[data-area="docs"] [data-item-id="${docId}"]`);
      await item.waitFor({ timeout: 30_000 });
      expect(await item.getAttribute('aria-label')).toBe('Royal Merit');
      expect(await host.chromeInFrame()).toEqual({ topbars: 0, sidebars: 0 });
      // The token left the frame's address once read.
      const frame = await appFrame(page);
      expect(frame.url()).not.toContain('embed_key');

      // What the link does not allow is refused, whoever asks from inside the frame.
      // The token is no secret to the page that embeds the link (it is in the link itself).
      const token = new URL(url).searchParams.get('embed_key') || '';
      const refused = await frame.evaluate(
        async ([id, token]) => {
          const headers = {
            'X-Requested-With': 'XMLHttpRequest',
            'X-Embed-Token': token,
            'Content-Type': 'application/x-www-form-urlencoded',
          };
          const statuses: number[] = [];
          for (const [path, body] of [
            ['/api/docs-doc-rename/', `data_id=${id}&name=Hacked`],
            [`/api/doc-clear/${id}/`, null],
            ['/api/create-doc/?template_id=en:204:0', null],
            ['/api/embed-links-get/', null],
          ] as const) {
            const response = await fetch(path, {
              method: body ? 'POST' : 'GET',
              headers,
              body: body ?? undefined,
            });
            statuses.push(response.status);
          }
          return statuses;
        },
        [docId, token] as const,
      );
      expect(refused).toEqual([403, 403, 403, 403]);
    } finally {
      await visitor.close();
    }
    const after = await docState(teacher.page, docId);
    expect(after).toMatchObject({ login: true, name: 'Royal Merit' });
  });

  test('a site the owner did not list, or a frame without a link, is not shown the area', async () => {
    await teacherWithCertificate();
    const url = await makePickerLink(school.baseUrl);
    const visitor = await handle.browser.newContext({ locale: 'en-US' });
    try {
      const page = await visitor.newPage();
      /** Whether the frame shows the area within a few seconds (an allowed frame takes ~1 s). */
      const areaShown = async (site: string, src: string) => {
        const host = new EmbedHostPage(page, site, '');
        await host.openEmbedding(src);
        const count = await readUntil(
          () => host.frame.locator('[data-area="docs"]').count(),
          (shown) => shown > 0,
          6_000,
        );
        return count > 0;
      };
      // Chromium replaces a frame its CSP forbids with an error page: no app, no area.
      expect(await areaShown(stranger.baseUrl, url)).toBe(false);
      expect(await areaShown(school.baseUrl, `${handle.app.baseUrl}/app/docs/?embed=true`)).toBe(
        false,
      );
      // The listed site with the link is shown it (the same check, seeing the area).
      expect(await areaShown(school.baseUrl, url)).toBe(true);
    } finally {
      await visitor.close();
    }
  });
});
