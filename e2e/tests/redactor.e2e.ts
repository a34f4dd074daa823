import { RedactorPage } from '../pages/redactor.page';
import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher } from '../pages/use-teacher';
import { readUntil } from '../support/wait';

/** Free A4 portrait diploma without fields; a certificate in fields mode (seed catalogue). */
const PLAIN_TEMPLATE = 'ru:101:0';
const FIELDS_TEMPLATE = 'ru:302:0';

describe('A teacher edits a document on its template page', () => {
  const handle = useAppAndBrowser();
  const teacher = useTeacher(handle);
  const redactor = () => new RedactorPage(teacher.page, handle.app.baseUrl);

  test('types and formats text, adds a table, moves a margin, and after a reload all is still there', async () => {
    const editor = redactor();
    const docId = await editor.createFromTemplate(PLAIN_TEMPLATE);
    await editor.waitForEditor();
    const page = editor.area.locator('[data-testid="page"]');
    expect(await page.evaluate((element) => element.getBoundingClientRect().height)).toBe(1132);

    // Text: a new paragraph, bold, 36 pt.
    await editor.typeNewParagraph('Best pupil of the year');
    await editor.button('bold').click();
    await editor.button('size-select').selectOption('36');
    expect(await editor.styleOf('Best pupil of the year')).toMatchObject({
      fontWeight: '700',
      fontSize: '48px',
    });

    // The document's font, through the fonts dialog.
    await editor.button('fonts-more').click();
    await teacher.page.locator('[data-testid="font-choice-PT Serif"]').click();
    await readUntil(
      () => editor.button('font-select').inputValue(),
      (value) => value === 'PT Serif',
    );

    // A table of 2 rows and 3 columns, its first cell filled in.
    await editor.blocks.last().click();
    await teacher.page.keyboard.press('Control+End');
    await editor.button('table-insert').click();
    await teacher.page.getByRole('gridcell', { name: 'Table 2 × 3' }).click();
    const table = editor.area.locator('[data-testid="object-table"]');
    await table.waitFor();
    expect(await table.locator('tr').count()).toBe(2);
    expect(await table.locator('tr').first().locator('td').count()).toBe(3);
    await table.locator('td').first().click();
    await teacher.page.keyboard.type('Mathematics');

    // The left page margin, with the ruler's handle: 4 steps of 5 px.
    const before = await editor.pageMargins();
    await editor.button('ruler-page-left').focus();
    for (let step = 0; step < 4; step += 1) await teacher.page.keyboard.press('ArrowRight');
    const moved = await readUntil(
      () => editor.pageMargins(),
      (margins) => margins.left === before.left + 20,
    );
    expect(moved.left).toBe(before.left + 20);

    await editor.waitUntilSaved();
    expect(await editor.saveIndicator.textContent()).toContain('All changes saved');

    await editor.open(docId);
    expect(await editor.styleOf('Best pupil of the year')).toMatchObject({
      fontWeight: '700',
      fontSize: '48px',
    });
    expect(await editor.button('font-select').inputValue()).toBe('PT Serif');
    const reloadedTable = editor.area.locator('[data-testid="object-table"]');
    expect(await reloadedTable.locator('td').first().textContent()).toBe('Mathematics');
    expect((await editor.pageMargins()).left).toBe(before.left + 20);
  });

  test('fills in a certificate in fields mode and switches to template editing', async () => {
    const editor = redactor();
    const docId = await editor.createFromTemplate(FIELDS_TEMPLATE);
    const form = editor.area.locator('[data-testid="fields-form"]');
    await form.waitFor({ timeout: 30_000 });
    const pupil = form.getByLabel('Фамилия и имя участника');
    await pupil.fill('Петров Пётр');
    const preview = editor.area.locator('[data-testid="fields-preview"]');
    await readUntil(
      async () => (await preview.textContent()) ?? '',
      (text) => text.includes('Петров Пётр'),
    );
    expect(await preview.textContent()).toContain('Петров Пётр');
    expect(await preview.textContent()).not.toContain('%participant%');
    await editor.waitUntilSaved();

    await teacher.page.goto(`${handle.app.baseUrl}/app/redactor/${docId}/`);
    await form.waitFor({ timeout: 30_000 });
    expect(await form.getByLabel('Фамилия и имя участника').inputValue()).toBe('Петров Пётр');

    await editor.button('fields-switch').click();
    await editor.area.locator('[data-testid="template-editing-banner"]').waitFor();
    await editor.waitForEditor();
  });

  test('a pasted script stays plain text, also after a reload; an enormous paste is refused', async () => {
    const editor = redactor();
    const docId = await editor.createFromTemplate(PLAIN_TEMPLATE);
    await editor.waitForEditor();
    const payload = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
    await editor.paste(`<b>${payload}</b><a href="javascript:window.__xss=3">link</a>`, payload);
    await readUntil(
      async () => (await editor.content.textContent()) ?? '',
      (text) => text.includes('onerror'),
    );
    const before = await editor.blocks.count();
    await editor.paste('', 'x'.repeat(150_000));
    await editor.notice.waitFor();
    expect(await editor.blocks.count()).toBe(before);
    await editor.waitUntilSaved();

    await editor.open(docId);
    expect(await editor.content.textContent()).toContain(payload);
    expect(
      await editor.content.locator('img[src="x"], script, a[href^="javascript"]').count(),
    ).toBe(0);
    expect(await teacher.page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    // What the renderer will print: the stored HTML holds the payload as text.
    const stored = await teacher.page.evaluate(async (id) => {
      const response = await fetch(`/api/get-doc/${id}/`, {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      return response.text();
    }, docId);
    const storedHtml = stored.slice(stored.lastIndexOf('<!--gramota:data-separator-->'));
    expect(storedHtml).toContain('&lt;img src=x onerror=');
    expect(storedHtml).not.toContain('<script>');
    expect(storedHtml).not.toContain('<img src');
  });
});
