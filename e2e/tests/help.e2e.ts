import { RedactorPage } from '../pages/redactor.page';
import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher } from '../pages/use-teacher';

/** Free A4 portrait diploma without fields (seed catalogue). */
const PLAIN_TEMPLATE = 'ru:101:0';

describe('Help pages and the help modal', () => {
  const handle = useAppAndBrowser();
  const teacher = useTeacher(handle);

  test('the student report card help opens as a page of its own', async () => {
    const page = teacher.page;
    await page.goto(`${handle.app.baseUrl}/app/help/how/make-student-report-card/`);
    const title = page.locator('[data-area="help"] h1');
    await title.waitFor();
    expect(await title.textContent()).toMatch(
      /^(Как сделать табель успеваемости ученика|How to make a student report card)$/,
    );
    // Real steps as text, and links to the other topics.
    expect(await page.locator('[data-testid="help-article"] ol li').count()).toBeGreaterThan(5);
    expect(await page.locator('[data-area="help"] a[href="/app/help/redactor/"]').count()).toBe(1);
  });

  test('the editor’s Help opens the editor help in a resizable modal that closes', async () => {
    const editor = new RedactorPage(teacher.page, handle.app.baseUrl);
    await editor.createFromTemplate(PLAIN_TEMPLATE);
    await editor.waitForEditor();
    await editor.button('help').click();

    const box = teacher.page.locator('[data-testid="help-modal"]');
    await box.waitFor();
    const dialog = teacher.page.locator('[role="dialog"]', { has: box });
    const titleId = await dialog.getAttribute('aria-labelledby');
    expect(await teacher.page.locator(`[id="${titleId}"]`).textContent()).toMatch(
      /^(Как работать в редакторе|Working in the editor)$/,
    );
    expect(await box.locator('[data-testid="help-article"] h3').count()).toBeGreaterThan(4);
    const style = await box.evaluate((element) => {
      const css = getComputedStyle(element);
      return { resize: css.resize, minWidth: css.minWidth, minHeight: css.minHeight };
    });
    expect(style).toEqual({ resize: 'both', minWidth: '300px', minHeight: '100px' });
    // Dragged far past the limits (as a corner drag sets it), it stops at 1080 or the window.
    const dragged = await box.evaluate((element) => {
      element.style.width = '5000px';
      element.style.height = '5000px';
      const rect = element.getBoundingClientRect();
      return { width: rect.width, height: rect.height, vw: innerWidth, vh: innerHeight };
    });
    expect(dragged.width).toBe(Math.min(1080, dragged.vw - 48));
    expect(dragged.height).toBeLessThanOrEqual(dragged.vh);

    await dialog.locator('header button').click();
    await box.waitFor({ state: 'detached' });
    // The editor is still there under it.
    await editor.surface.waitFor();
  });
});
