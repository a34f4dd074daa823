import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pdfFacts } from '@gramota/app-harness';
import { RedactorPage } from '../pages/redactor.page';
import { WorkshopPage } from '../pages/workshop.page';
import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher } from '../pages/use-teacher';
import { readUntil } from '../support/wait';

jest.setTimeout(300_000);

/** What a poppler tool (pdffonts, pdfinfo) prints about a PDF. */
function poppler(tool: string, pdf: Buffer): string {
  const file = path.join(os.tmpdir(), `workshop-pdf-${process.pid}-${Date.now()}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync(tool, [file], { encoding: 'utf8' });
  } finally {
    fs.rmSync(file, { force: true });
  }
}

describe("A document made from a teacher's own template", () => {
  const handle = useAppAndBrowser();
  const teacher = useTeacher(handle);

  test('prints its title and text as real text: the PDF can be searched and copied from, named after the document', async () => {
    const { page, steps } = teacher;
    const { baseUrl } = handle.app;
    await page.setViewportSize({ width: 1400, height: 1000 });
    await steps.registerAs('teacher.pdf@school.test', 'correct horse battery', 'Ольга Петровна');
    const workshop = new WorkshopPage(page, baseUrl);
    await workshop.open();
    const id = await workshop.createTemplate('Грамота за олимпиаду');

    // The title: the teacher's own words.
    await workshop.openTab('title');
    const titleText = workshop.byTestId('workshop-title-text');
    await titleText.fill('Победитель олимпиады');
    await titleText.blur();
    await readUntil(
      () => workshop.savedScene(id),
      (stored) => stored.title.text === 'Победитель олимпиады',
      30_000,
    );

    // Ready: the page picture is made, back to My templates; then a document from it.
    await workshop.byTestId('workshop-ready').click();
    await readUntil(
      async () => new URL(page.url()).pathname,
      (current) => current === '/app/workshop/',
      60_000,
    );
    await workshop.item('Грамота за олимпиаду').click();
    await workshop.pressToolbar('Create a document');
    await readUntil(
      async () => new URL(page.url()).pathname,
      (current) => /^\/app\/redactor\/\d+\/$/.test(current),
      30_000,
    );
    const editor = new RedactorPage(page, baseUrl);
    await editor.waitForEditor();
    await editor.typeNewParagraph('Сидоров Пётр, 7 «А» класс');
    await editor.waitUntilSaved();

    // The free file: the donation offer, then the JPEG; the done dialog offers the PDF.
    const downloaded = page.waitForEvent('download', { timeout: 120_000 });
    await editor.button('creator-export').click();
    await editor.continueFree();
    const progress = page.locator('[data-testid="creator-progress"]');
    await progress.waitFor();
    await downloaded;
    await readUntil(
      () => progress.getAttribute('data-phase'),
      (phase) => phase === 'ready',
      60_000,
    );
    const pdfHref = await progress.locator('a[href$=".pdf"]').getAttribute('href');
    const answer = await page.request.get(new URL(pdfHref!, baseUrl).href);
    expect(answer.status()).toBe(200);
    const pdf = await answer.body();

    // pdftotext finds the title from the canvas and the teacher's line: real text, not a picture.
    const facts = await pdfFacts(pdf);
    const text = facts.text.replace(/\s+/g, ' ');
    expect(text).toContain('Победитель олимпиады');
    expect(text).toContain('Сидоров Пётр, 7 «А» класс');
    // The fonts travel inside the file (the title's Philosopher among them).
    // pdffonts: one row per font, "yes" in the emb column when embedded.
    const fonts = poppler('pdffonts', pdf).split('\n').slice(2).filter(Boolean);
    expect(fonts.length).toBeGreaterThanOrEqual(1);
    expect(fonts.every((row) => /\byes\b/.test(row))).toBe(true);
    expect(fonts.some((row) => /Philosopher/i.test(row))).toBe(true);
    // A viewer's title bar shows the document's name, not «render».
    const info = poppler('pdfinfo', pdf);
    expect(info).toMatch(/^Title:\s+Грамота за олимпиаду$/m);
  });
});
