import type { Page } from 'playwright-core';
import { areaTitles, type AreaName } from '../pages/areas';
import { DocsPage } from '../pages/docs.page';
import { RedactorPage } from '../pages/redactor.page';
import { StoragePage } from '../pages/storage.page';
import { describeFindings, seriousViolations } from '../support/axe';
import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher } from '../pages/use-teacher';

/** A free A4 diploma of the seed catalogue. */
const PLAIN_TEMPLATE = 'ru:101:0';

/** The first screen of each area a signed-in teacher opens from the sidebar. */
const AREAS: AreaName[] = ['docs', 'templates', 'ready', 'storage', 'drive', 'workshop', 'pay'];

/**
 * The page once the area has drawn its content: its heading, no request in flight, nothing still
 * marked busy (lists load after the heading shows).
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

describe('Every screen a teacher meets passes WCAG 2.1 AA (axe-core: no serious or critical violation)', () => {
  const handle = useAppAndBrowser();
  const teacher = useTeacher(handle);

  /** What axe finds per screen; a passing run is a record of empty lists. */
  const found: Record<string, string[]> = {};
  async function check(screen: string): Promise<void> {
    await settled(teacher.page);
    found[screen] = describeFindings(await seriousViolations(teacher.page));
  }
  const emptyFor = (screens: string[]) =>
    Object.fromEntries(screens.map((screen) => [screen, [] as string[]]));

  test('the login page, logged out', async () => {
    const { steps } = teacher;
    await steps.login.open();
    await steps.login.stepBecomes('email');
    await check('login');
    await steps.login.enterEmail('reader@example.org');
    await steps.login.stepBecomes('register');
    await check('login, registration step');

    expect(found).toEqual(emptyFor(['login', 'login, registration step']));
  });

  test("every area's first screen, the editor and the mass creation table", async () => {
    const { steps, shell, page } = teacher;
    await steps.registerAs('axe@example.org', 'long enough password', 'Anna Axe');

    const editor = new RedactorPage(page, handle.app.baseUrl);
    const docId = await editor.createFromTemplate(PLAIN_TEMPLATE);
    await editor.waitForEditor();
    await check('redactor');

    for (const area of AREAS) {
      await shell.open(`/app/${area}/`);
      await shell.waitForArea(area);
      expect(await shell.expectedHeadingOf(area)).toBe(areaTitles[area]);
      await check(area);
    }

    await shell.open(`/app/spreadsheet/${docId}/`);
    await page.locator('[data-testid="sheet-grid"]').waitFor({ timeout: 30_000 });
    await check('spreadsheet');

    const screens = ['redactor', ...AREAS, 'spreadsheet'];
    expect(Object.fromEntries(screens.map((screen) => [screen, found[screen]]))).toEqual(
      emptyFor(screens),
    );
  });

  test('the new folder and share modals', async () => {
    const { steps, page } = teacher;
    await steps.registerAs('modals@example.org', 'long enough password', 'Boris Modal');
    const storage = new StoragePage(page, handle.app.baseUrl);
    await storage.open();

    await storage.pressToolbar('New folder');
    await storage.modal.locator('[data-testid="name-form"]').waitFor();
    await check('new folder modal');
    await storage.submitName('Class 5A');
    await storage.modal.waitFor({ state: 'detached' });
    await storage.namesOnceShown('Class 5A');

    await storage.openShare('Class 5A');
    await check('share modal');

    expect({ new: found['new folder modal'], share: found['share modal'] }).toEqual({
      new: [],
      share: [],
    });
  });

  test('a modal opened from the keyboard keeps the focus inside and gives it back on Escape', async () => {
    const { steps, page } = teacher;
    await steps.registerAs('keyboard@example.org', 'long enough password', 'Vera Keys');
    const docs = new DocsPage(page, handle.app.baseUrl);
    await docs.open();

    const opener = docs.toolbar.getByRole('button', { name: 'New folder', exact: true });
    await opener.focus();
    await page.keyboard.press('Enter');
    await docs.modal.locator('[data-testid="name-form"]').waitFor();
    const focusIsInModal = () =>
      page.evaluate(() => {
        const dialog = [...document.querySelectorAll('[aria-modal="true"]')].pop();
        return !!dialog && dialog.contains(document.activeElement);
      });
    const focusedName = () =>
      page.evaluate(() => document.activeElement?.getAttribute('name') ?? null);
    expect({ inside: await focusIsInModal(), field: await focusedName() }).toEqual({
      inside: true,
      field: 'name',
    });

    const outside: number[] = [];
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press(press < 8 ? 'Tab' : 'Shift+Tab');
      if (!(await focusIsInModal())) outside.push(press);
    }
    expect(outside).toEqual([]);

    await page.keyboard.press('Escape');
    await docs.modal.waitFor({ state: 'detached' });
    const backOn = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      const css = active ? getComputedStyle(active) : null;
      return {
        text: active?.textContent?.trim(),
        ring: css && `${css.outlineStyle} ${css.outlineWidth}`,
      };
    });
    expect(backOn).toEqual({ text: 'New folder', ring: 'solid 2px' });
  });
});
