import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { areaTitles, type AreaName } from '../pages/areas';
import { DocsPage } from '../pages/docs.page';
import { RedactorPage } from '../pages/redactor.page';
import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher } from '../pages/use-teacher';
import { readUntil } from '../support/wait';

/** The first screen of each area a signed-in teacher opens from the menu. */
const AREAS: AreaName[] = ['docs', 'templates', 'ready', 'storage', 'drive', 'workshop', 'pay'];
/** A free A4 diploma of the seed catalogue. */
const PLAIN_TEMPLATE = 'ru:101:0';
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };
const artifactsDir = path.resolve(__dirname, '..', 'artifacts');

/** The page once the area has drawn its content: no request in flight, nothing marked busy. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

/**
 * How many pixels the page, or the main panel beside the top bar, is wider than the window
 * (0: nothing to scroll sideways; a strip that scrolls on its own, like category tabs, is fine).
 */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const main = document.querySelector('main');
    const panel = main ? main.scrollWidth - main.clientWidth : 0;
    return Math.max(root.scrollWidth - root.clientWidth, panel);
  });
}

describe('A teacher on a phone (375 px) and on a wide screen (1440 px)', () => {
  const handle = useAppAndBrowser();
  const teacher = useTeacher(handle);
  let accounts = 0;
  const signIn = () =>
    teacher.steps.registerAs(
      `phone${++accounts}@example.org`,
      'long enough password',
      'Patricia Konstantinopolskaya',
    );

  test("every area's first screen fits the phone's width; screenshots of both widths are kept", async () => {
    const { shell, page } = teacher;
    await signIn();
    fs.mkdirSync(artifactsDir, { recursive: true });

    const overflow: Record<string, number> = {};
    for (const [label, size] of [
      ['phone-375', PHONE],
      ['desktop-1440', DESKTOP],
    ] as const) {
      await page.setViewportSize(size);
      for (const area of AREAS) {
        await shell.open(`/app/${area}/`);
        expect(await shell.expectedHeadingOf(area)).toBe(areaTitles[area]);
        await settled(page);
        await page.screenshot({ path: path.join(artifactsDir, `${label}-${area}.png`) });
        if (size === PHONE) overflow[area] = await sidewaysOverflow(page);
      }
    }
    expect(overflow).toEqual(Object.fromEntries(AREAS.map((area) => [area, 0])));
  });

  test('on the phone the sidebar gives way to the menu, whose links move between areas', async () => {
    const { shell, page } = teacher;
    await page.setViewportSize(PHONE);
    await signIn();
    await shell.open('/app/docs/');
    await shell.waitForArea('docs');
    expect(await shell.sidebar.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = shell.modal.locator('[data-testid="mobile-menu"]');
    await menu.waitFor({ state: 'visible' });
    expect(
      await menu.getByRole('link').evaluateAll((links) => links.map((a) => a.textContent)),
    ).toEqual([...AREAS.map((area) => areaTitles[area]), 'Settings']);

    await menu.getByRole('link', { name: areaTitles.ready }).click();
    expect(await shell.expectedHeadingOf('ready')).toBe(areaTitles.ready);
    await shell.modal.waitFor({ state: 'detached' });
    expect(new URL(page.url()).hash).toBe('');

    // One Back returns to the page the menu was opened on.
    await shell.pressBack();
    expect(await shell.pathBecomes('/app/docs/')).toBe('/app/docs/');
    expect(await shell.expectedHeadingOf('docs')).toBe(areaTitles.docs);
    expect(new URL(page.url()).hash).toBe('');
    expect(await shell.modal.count()).toBe(0);
  });

  test('the toolbar folds its buttons under More on the phone and shows them on the wide screen', async () => {
    const { page } = teacher;
    await signIn();
    const docs = new DocsPage(page, handle.app.baseUrl);
    await page.setViewportSize(DESKTOP);
    await docs.open();
    expect(
      await readUntil(
        () => docs.toolbarLabels(),
        (labels) => labels.includes('New folder'),
      ),
    ).toContain('New folder');

    await page.setViewportSize(PHONE);
    expect(
      await readUntil(
        () => docs.toolbarLabels(),
        (labels) => !labels.includes('New folder'),
      ),
    ).toContain('More');

    // Wide again: the buttons come back out of More.
    await page.setViewportSize(DESKTOP);
    expect(
      await readUntil(
        () => docs.toolbarLabels(),
        (labels) => labels.includes('New folder'),
      ),
    ).toContain('New folder');
  });

  test('on the phone Back closes an open modal and the page stays', async () => {
    const { shell, page } = teacher;
    await page.setViewportSize(PHONE);
    await signIn();
    const docs = new DocsPage(page, handle.app.baseUrl);
    await docs.open();

    await docs.pressToolbar('New folder');
    await shell.modal.waitFor({ state: 'visible' });
    expect(
      await readUntil(
        async () => new URL(page.url()).hash,
        (hash) => hash !== '',
      ),
    ).toBe('#modal');

    await shell.pressBack();
    await shell.modal.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/app/docs/');
    expect(new URL(page.url()).hash).toBe('');
    expect(await shell.expectedHeadingOf('docs')).toBe(areaTitles.docs);

    // Closed by its own button, the modal takes its history entry with it.
    await docs.pressToolbar('New folder');
    await shell.modal.getByRole('button', { name: 'Close' }).click();
    await shell.modal.waitFor({ state: 'detached' });
    expect(
      await readUntil(
        async () => new URL(page.url()).hash,
        (hash) => hash === '',
      ),
    ).toBe('');
    expect(new URL(page.url()).pathname).toBe('/app/docs/');
  });

  test("in the editor on the phone, the Edit modal's Undo takes back typing, and Back closes it", async () => {
    const { shell, page } = teacher;
    await page.setViewportSize(PHONE);
    await signIn();
    const editor = new RedactorPage(page, handle.app.baseUrl);
    const docId = await editor.createFromTemplate(PLAIN_TEMPLATE);
    await editor.waitForEditor();
    await settled(page);
    await page.screenshot({ path: path.join(artifactsDir, 'phone-375-redactor.png') });
    expect(await sidewaysOverflow(page)).toBe(0);

    await editor.typeNewParagraph('Typed on a phone');
    expect(await editor.surface.textContent()).toContain('Typed on a phone');
    await editor.button('mobile-editor').click();
    const menu = shell.modal.locator('[data-testid="mobile-editor-menu"]');
    await menu.waitFor({ state: 'visible' });
    expect(
      await menu.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.textContent)),
    ).toEqual(['Undo', 'Redo', 'Save', 'AI assistant']);
    await menu.getByRole('button', { name: 'Undo' }).click();
    expect(
      await readUntil(
        async () => (await editor.surface.textContent()) ?? '',
        (text) => !text.includes('Typed on a phone'),
      ),
    ).not.toContain('Typed on a phone');

    await shell.pressBack();
    await shell.modal.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/app/redactor/${docId}/`);
    expect(new URL(page.url()).hash).toBe('');
  });
});
