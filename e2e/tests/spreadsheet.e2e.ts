import { backendRequire, pdfFacts } from '@gramota/app-harness';
import { RedactorPage } from '../pages/redactor.page';
import { SpreadsheetFrame } from '../pages/spreadsheet.page';
import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher } from '../pages/use-teacher';
import { grantLicence } from '../support/operator';
import { readUntil } from '../support/wait';

const iconv = backendRequire('iconv-lite') as { encode(text: string, encoding: string): Buffer };
const fflate = backendRequire('fflate') as {
  unzipSync(data: Uint8Array): Record<string, Uint8Array>;
};

/** The participant certificate: fields mode, its variable field 'Фамилия и имя участника'. */
const CERTIFICATE = 'ru:302:0';
const LONG_NAME = 'Константинопольская-Преображенская Александра-Виктория Максимилиановна';
/**
 * Twelve pupils under a header line: the 8th repeats the 2nd, the 11th is too long for its 28 pt
 * line. The table and the file number them as Excel does (the header is row 1): 9, 3 and 12.
 */
const PUPILS = [
  'Иванова Мария',
  'Петров Алексей',
  'Сидорова Анна',
  'Кузнецов Дмитрий',
  'Смирнова Ольга',
  'Попов Никита',
  'Васильева Екатерина',
  'Петров Алексей',
  'Новиков Артём',
  'Фёдорова Софья',
  LONG_NAME,
  'Морозов Иван',
];

/** What Excel writes for "CSV (разделители — точки с запятой)" on a Russian Windows. */
function excelCsv(): Buffer {
  const lines = ['Фамилия и имя участника;Класс', ...PUPILS.map((name) => `${name};5 «А»`)];
  return iconv.encode(`${lines.join('\r\n')}\r\n`, 'win1251');
}

/** Text compared without spaces and hyphens: pdftotext drops the hyphen where a name wraps. */
const squeezed = (text: string) => text.replace(/[\s-]+/g, '');

jest.setTimeout(300_000);

describe('A teacher makes a certificate for every pupil of a class', () => {
  const handle = useAppAndBrowser();
  const teacher = useTeacher(handle);

  test('uploads an Excel CSV of 12 pupils, is warned of the repeat and the long name, makes 12 files, downloads the ZIP and one PDF', async () => {
    const { page, steps } = teacher;
    const { baseUrl } = handle.app;
    await steps.registerAs('marina@school.test', 'correct horse battery', 'Марина Викторовна');
    grantLicence(handle.app, 'marina@school.test');

    const editor = new RedactorPage(page, baseUrl);
    await editor.createFromTemplate(CERTIFICATE);
    // Fields mode: the editor shows the form and the page; the toolbar opens the table.
    await editor.button('creator-mass').click();

    const sheet = new SpreadsheetFrame(page);
    await sheet.grid.waitFor({ timeout: 60_000 });
    await sheet.upload('5a.csv', 'text/csv', excelCsv());
    // The table keeps what was read (the grid is a canvas: its saved state is what we can see).
    await sheet.frame
      .locator('[data-testid="save-indicator"][data-state="saved"]')
      .waitFor({ timeout: 30_000 });

    await sheet.byTestId('mass-create').click();
    await sheet.byTestId('mass-warnings').waitFor({ timeout: 90_000 });
    const warnings = await sheet.warnings.allInnerTexts();
    expect(warnings).toHaveLength(2);
    const repeat = warnings.find((text) => text.includes('Repeats row 3'));
    const tooLong = warnings.find((text) => text.includes('Does not fit'));
    expect(repeat).toMatch(/^9\b/);
    expect(tooLong).toMatch(/^12\b/);

    await sheet.frame.getByRole('button', { name: 'Create anyway' }).click();
    await sheet.byTestId('mass-progress').waitFor();
    await sheet.ready.waitFor({ timeout: 180_000 });
    expect(await sheet.ready.getByRole('status').innerText()).toBe('Files ready: 12 of 12');

    // The whole class as one ZIP: a PDF per pupil, named after them, each holding the name.
    const zipHref = await sheet.byTestId('mass-zip').getAttribute('href');
    const zipAnswer = await page.request.get(new URL(zipHref!, baseUrl).href);
    expect(zipAnswer.status()).toBe(200);
    const entries = Object.entries(fflate.unzipSync(await zipAnswer.body()));
    expect(entries).toHaveLength(12);
    for (const [index, [name, pdf]] of entries.entries()) {
      expect(name).toMatch(/\.pdf$/);
      const facts = await pdfFacts(Buffer.from(pdf));
      expect(squeezed(facts.text)).toContain(squeezed(PUPILS[index]!));
    }
    // Each file is named after its pupil, in table order; the repeated name gets a number.
    expect(entries.map(([name]) => name)).toEqual(
      PUPILS.map((name, index) => (index === 7 ? `${name} (2).pdf` : `${name}.pdf`)),
    );

    // One PDF to print: every page of the run, in table order.
    const pdfHref = await sheet.byTestId('mass-pdf').getAttribute('href');
    const pdfAnswer = await page.request.get(new URL(pdfHref!, baseUrl).href);
    expect(pdfAnswer.status()).toBe(200);
    const all = await pdfFacts(await pdfAnswer.body());
    expect(all.pages).toBe(12);
    const text = squeezed(all.text);
    const order = PUPILS.map((name, index) =>
      text.indexOf(squeezed(name), index === 7 ? text.indexOf(squeezed(name)) + 1 : 0),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    // "Open the files": the editor's frame closes and Ready files shows the run.
    await sheet.ready.getByRole('button', { name: 'Open the files' }).click();
    await readUntil(
      async () => new URL(page.url()).pathname,
      (path) => path.startsWith('/app/ready/mass/'),
      30_000,
    );
    const readyArea = page.locator('[data-area="ready"]');
    await readUntil(
      () => readyArea.locator('[data-item-id]').count(),
      (count) => count === 12,
      60_000,
    );
    await readyArea.locator('[data-testid="mass-downloads"] a').first().waitFor();
  });
});
