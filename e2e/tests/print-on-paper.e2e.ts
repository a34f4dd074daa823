import { pdfFacts } from '@gramota/app-harness';
import { makeClassOfTwelve } from '../pages/class-of-twelve';
import { downloaded } from '../support/downloads';
import { useAppAndBrowser } from '../support/fixtures';
import { TWELVE_PUPILS } from '../support/twelve-pupils';
import { useTeacher } from '../pages/use-teacher';
import { grantLicence } from '../support/operator';

/**
 * Issue 36: a teacher calibrates a printer for pre-printed blanks, saves it, and prints a class of
 * 12 on A5 two to an A4 sheet, by mouse and keyboard and visible text, reading the downloaded
 * PDFs as poppler does.
 */

/** «Зимняя сказка», an A5 грамота: «награждается [Фамилия Имя]…». */
const WINTER_A5 = 'ru:110:0';

const MM_TO_PT = 72 / 25.4;

jest.setTimeout(420_000);

describe('A teacher prints on paper', () => {
  const handle = useAppAndBrowser();
  const teacher = useTeacher(handle);

  test('calibrates a printer, saves it, and prints a class of 12 on A5 two to a sheet', async () => {
    const { page, steps } = teacher;
    const { baseUrl } = handle.app;
    await steps.registerAs('paper@school.test', 'correct horse battery', 'Ирина Павловна');
    grantLicence(handle.app, 'paper@school.test');

    // Settings: the calibration sheet, then the printer with the shift measured on it.
    await page.goto(`${baseUrl}/app/settings/`);
    const printers = page.getByTestId('printers-settings');
    await printers.getByText('No printers yet.').waitFor();
    const sheet = await page.request.get(
      new URL(
        (await printers
          .getByRole('link', { name: 'Download the calibration sheet' })
          .getAttribute('href'))!,
        baseUrl,
      ).href,
    );
    expect(sheet.status()).toBe(200);
    const sheetFacts = await pdfFacts(await sheet.body());
    expect(sheetFacts.tagged).toBe(true);
    expect(sheetFacts.text).toContain('Printer calibration sheet');

    // A mistyped shift is refused at its field, and nothing is saved.
    await printers.getByRole('textbox', { name: 'Printer name' }).fill('Кабинет 12');
    await printers.getByRole('textbox', { name: 'Shift right, mm' }).fill('500');
    await printers.getByRole('button', { name: 'Add a printer' }).click();
    await printers.getByText('The shift must be a number of millimetres from -30 to 30').waitFor();
    expect(await printers.getByText('No printers yet.').count()).toBe(1);

    await printers.getByRole('textbox', { name: 'Shift right, mm' }).fill('1,5');
    await printers.getByRole('textbox', { name: 'Shift down, mm' }).fill('-2');
    await printers.getByRole('button', { name: 'Add a printer' }).click();
    await page.getByText('Printer saved').first().waitFor();
    await printers.getByText('shift 1.5 × -2 mm, scale 100 %').waitFor();

    // The class: an A5 грамота, its table from the school's CSV, ФИО put in the name's place.
    const table = await makeClassOfTwelve(page, baseUrl, WINTER_A5);
    expect(await table.ready.getByRole('status').innerText()).toBe('Files ready: 12 of 12');

    // Ready files: the class printed two to a sheet, the sheet count shown before printing.
    await table.ready.getByRole('button', { name: 'Open the files' }).click();
    await page.getByRole('button', { name: 'Print the class' }).click();
    const dialog = page.getByTestId('class-print');
    await dialog.getByRole('radio', { name: 'Several on a sheet' }).check();
    await dialog.getByRole('combobox', { name: 'How many on a sheet' }).selectOption('two');
    expect(await dialog.getByTestId('print-sheet-count').innerText()).toBe('6 sheets needed');
    const twoUp = await downloaded(page, () =>
      dialog.getByRole('link', { name: 'Download PDF' }).click(),
    );
    const facts = await pdfFacts(twoUp);
    expect(facts.pages).toBe(6);
    expect(facts.tagged).toBe(true);
    // A landscape A4 sheet holding two A5 pages, pupils in the table's order.
    expect(facts.widthPt).toBeCloseTo(297 * MM_TO_PT, 0);
    expect(facts.heightPt).toBeCloseTo(210 * MM_TO_PT, 0);
    const text = facts.text.replace(/\s+/g, ' ');
    const at = TWELVE_PUPILS.map((name) => text.indexOf(name));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);

    // The same class onto blanks, through the saved printer: one sheet each, no artwork.
    await page.getByRole('button', { name: 'Print the class' }).click();
    await dialog.getByRole('radio', { name: 'On a pre-printed blank' }).check();
    await dialog.getByRole('combobox', { name: 'Printer' }).selectOption({ label: 'Кабинет 12' });
    const blanks = await downloaded(page, () =>
      dialog.getByRole('link', { name: 'Download PDF' }).click(),
    );
    const blankFacts = await pdfFacts(blanks);
    expect(blankFacts.pages).toBe(12);
    expect(blankFacts.widthPt).toBeCloseTo(148 * MM_TO_PT, 0);
  });
});
