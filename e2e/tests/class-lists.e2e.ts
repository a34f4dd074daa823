import fs from 'node:fs';
import path from 'node:path';
import { pdfFacts } from '@gramota/app-harness';
import type { Page } from 'playwright-core';
import { RedactorPage } from '../pages/redactor.page';
import { SpreadsheetFrame } from '../pages/spreadsheet.page';
import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher } from '../pages/use-teacher';
import { grantLicence } from '../support/operator';
import { readUntil } from '../support/wait';

/**
 * Issue 29: a teacher takes the class lists schools really export (fixtures/class-lists, used as
 * they are) from upload to a class set of certificates, without renaming a column in Excel first.
 * The interface is Russian, as these teachers use it.
 */

/** «Благодарность ученику»: «объявляется [Фамилия Имя], [ученику|ученице] [5 «Б»] класса…». */
const PUPIL_THANKS = 'ru:409:0';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const fixture = (name: string) =>
  fs.readFileSync(path.resolve(__dirname, '..', '..', 'fixtures', 'class-lists', name));

jest.setTimeout(420_000);

describe('A teacher makes a class set from the list the school exported', () => {
  const handle = useAppAndBrowser();
  const teacher = useTeacher(handle, '', { locale: 'ru-RU' });

  /** A signed-in PRO teacher in the editor of a new «Благодарность ученику», table open. */
  async function openTable(email: string): Promise<{ page: Page; sheet: SpreadsheetFrame }> {
    const { page, steps } = teacher;
    await steps.registerAs(email, 'correct horse battery', 'Марина Викторовна');
    grantLicence(handle.app, email);
    const editor = new RedactorPage(page, handle.app.baseUrl);
    await editor.createFromTemplate(PUPIL_THANKS);
    await editor.button('creator-mass').click();
    const sheet = new SpreadsheetFrame(page);
    await sheet.grid.waitFor({ timeout: 60_000 });
    return { page, sheet };
  }

  /**
   * Picks a field for the column headed `header`, by mouse, from the header's menu, and the case
   * its names print in (the menu stays open on a field for that), then closes the menu.
   */
  async function assign(sheet: SpreadsheetFrame, header: string, field: string, grammarCase = '') {
    await sheet.frame.getByRole('button', { name: header, exact: true }).click();
    await sheet.frame.getByRole('menuitem', { name: `%${field}`, exact: true }).click();
    if (grammarCase) await sheet.frame.getByLabel('Падеж').selectOption({ label: grammarCase });
    await sheet.frame.getByRole('button', { name: 'Готово' }).click();
  }

  async function saved(sheet: SpreadsheetFrame) {
    await sheet.frame
      .locator('[data-testid="save-indicator"][data-state="saved"]')
      .waitFor({ timeout: 30_000 });
  }

  /** Every page's text of the run's one PDF, in table order. */
  async function runPages(page: Page, sheet: SpreadsheetFrame): Promise<string[]> {
    const href = await sheet.byTestId('mass-pdf').getAttribute('href');
    const answer = await page.request.get(new URL(href!, handle.app.baseUrl).href);
    expect(answer.status()).toBe(200);
    const facts = await pdfFacts(await answer.body());
    const pages = facts.text.split('\f').filter((text) => text.trim() !== '');
    expect(pages).toHaveLength(facts.pages);
    // pdftotext breaks lines where the page does: compare with single spaces.
    return pages.map((text) => text.replace(/\s+/g, ' '));
  }

  test('the register’s .xlsx: header from row 4, 25 pupils, ФИО in the dative, ученику / ученице by each pupil’s gender', async () => {
    const { page, sheet } = await openTable('register@school.test');
    await sheet.upload('5Б.xlsx', XLSX, fixture('register-5b-title-rows.xlsx'));

    // The school's title rows and the «Итого» line are not pupils, and the teacher is told so.
    const notice = sheet.byTestId('header-row-text');
    await notice.waitFor({ timeout: 60_000 });
    const told = await notice.innerText();
    expect(told).toContain('Заголовки взяты из строки 4: № п/п, ФИО, Дата рождения, Пол');
    expect(told).toContain('строк: 25');
    expect(told).toContain('Итого: 25 обучающихся');

    // The case of the name field: the letter says «объявляется» whom — the dative.
    await assign(sheet, 'ФИО', 'Фамилия Имя', 'русский — дательный (кому?)');
    await saved(sheet);

    // The Drive dialog fits the editor's 630 px frame, mails nothing without an E-mail column,
    // and Escape closes the dialog only.
    await sheet.byTestId('drive-create').click();
    const drive = sheet.byTestId('drive-create-form');
    await drive.waitFor({ timeout: 60_000 });
    const mailing = sheet.frame.getByLabel('Отправить каждый файл на e-mail из столбца E-mail');
    expect(await mailing.isChecked()).toBe(false);
    expect(await mailing.isDisabled()).toBe(true);
    const submit = sheet.byTestId('drive-create-submit');
    const frameBox = (await sheet.frameElement.boundingBox())!;
    const submitBox = (await submit.boundingBox())!;
    expect(submitBox.y + submitBox.height).toBeLessThanOrEqual(frameBox.y + frameBox.height);
    expect(
      await submit.evaluate((button) => {
        const box = button.getBoundingClientRect();
        return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === button;
      }),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await drive.waitFor({ state: 'detached' });
    expect(await sheet.frameElement.isVisible()).toBe(true);

    await sheet.byTestId('mass-create').click();
    // The check before making shows each name as it will print, with the pupil's gender.
    const names = sheet.byTestId('mass-names');
    await names.waitFor({ timeout: 90_000 });
    const printed = await sheet.byTestId('mass-name-printed').allInnerTexts();
    expect(printed).toHaveLength(25);
    expect(printed).toContain('Абдуллаевой Амине Рашидовне');
    expect(printed).toContain('Белоусову Артёму Игоревичу');
    expect(printed).toContain('Жукову-Островскому Льву Андреевичу');
    // A Kazakh name the library cannot vouch for is printed as written, and said so.
    expect(printed).toContain('Нурланкызы Айгерим');
    const doubtful = names
      .locator('[data-testid="mass-name-row"]')
      .filter({ hasText: 'Нурланкызы Айгерим' });
    await expect(doubtful.getByTestId('mass-name-doubt').innerText()).resolves.toContain(
      'напечатается как в списке',
    );
    await doubtful.getByRole('button', { name: /^Оставить как в списке/ }).click();

    await sheet.frame.getByRole('button', { name: 'Всё равно создать' }).click();
    await sheet.ready.waitFor({ timeout: 300_000 });
    expect(await sheet.ready.getByRole('status').innerText()).toBe('Готово файлов: 25 из 25');

    const pages = await runPages(page, sheet);
    expect(pages).toHaveLength(25);
    const pageOf = (name: string) => pages.find((text) => text.includes(name)) ?? '';
    expect(pageOf('Абдуллаевой Амине Рашидовне')).toContain('Рашидовне ученице');
    expect(pageOf('Абдуллаевой Амине Рашидовне')).toContain('её старание');
    expect(pageOf('Белоусову Артёму Игоревичу')).toContain('Игоревичу ученику');
    expect(pageOf('Белоусову Артёму Игоревичу')).toContain('его старание');
    expect(pageOf('Нурланкызы Айгерим')).toContain('Айгерим ученице');
    expect(pages.some((text) => text.includes('|'))).toBe(false);
    // In table order: the register numbers its pupils alphabetically.
    expect(pages.findIndex((text) => text.includes('Абдуллаевой'))).toBe(0);
    expect(pages.findIndex((text) => text.includes('Белоусову'))).toBe(1);
    // Nothing of the school's title or footer became a certificate.
    expect(pages.some((text) => text.includes('Итого'))).toBe(false);
  });

  test('Excel’s cp1251 CSV: Фамилия + Имя joined when the teacher accepts, phones and quoted «; 1 место» kept as typed', async () => {
    const { page, sheet } = await openTable('excel@school.test');
    await sheet.upload('7А.csv', 'text/csv', fixture('excel-7a-separate-names-cp1251.csv'));

    // Separate surname and first name columns: the join is proposed, not made silently.
    const proposal = sheet.frame.getByRole('group', { name: /^Соединить/ });
    await proposal.waitFor({ timeout: 60_000 });
    await proposal.getByRole('button', { name: 'Фамилия + Имя', exact: true }).click();
    // What the school wrote in other columns prints as typed when a field takes it.
    await assign(sheet, 'Телефон родителя', '5 «Б»');
    await assign(sheet, 'Номинация', 'МБОУ СОШ № 1');
    await saved(sheet);

    // The first pupil's page as it will print, from the row's 👁.
    const frame = page.frames().find((one) => one.url().includes('/app/spreadsheet/'))!;
    const header = await sheet.frame.getByRole('button', { name: /^Номинация/ }).boundingBox();
    await page.mouse.click(header!.x + header!.width / 2, header!.y + header!.height * 1.5);
    await sheet.frame.getByRole('button', { name: /^Просмотр строки 2/ }).click();
    const preview = frame.childFrames().find((one) => one.url().includes('/spreadsheet-preview/'));
    const previewFrame =
      preview ??
      (await readUntil(
        async () => frame.childFrames().find((one) => one.url().includes('/spreadsheet-preview/')),
        (found) => found !== undefined,
        30_000,
      ))!;
    await previewFrame.waitForLoadState();
    const text = (await previewFrame.locator('body').innerText()).replace(/\s+/g, ' ');
    expect(text).toContain('Воробьёва Дарья');
    expect(text).toContain('+7 912 345-67-01');
    expect(text).toContain('За победу в олимпиаде по математике; 1 место');
    expect(text).toContain('ученице');
  });

  test('a Ukrainian list: =1+2 and =ПЕРЕМОЖЕЦЬ printed literally, З’явкін with its apostrophe', async () => {
    const { page, sheet } = await openTable('ua@school.test');
    await sheet.upload('3-В.csv', 'text/csv', fixture('ua-3v-utf8-formula-like.csv'));
    const proposal = sheet.frame.getByRole('group', { name: /^Соединить/ });
    await proposal.waitFor({ timeout: 60_000 });
    await proposal.getByRole('button', { name: "Прізвище + Ім'я", exact: true }).click();
    await assign(sheet, 'Примітка', 'МБОУ СОШ № 1');
    await saved(sheet);

    await sheet.byTestId('mass-create').click();
    await sheet.byTestId('mass-names').waitFor({ timeout: 90_000 });
    await sheet.frame.getByRole('button', { name: 'Всё равно создать' }).click();
    await sheet.ready.waitFor({ timeout: 180_000 });
    const pages = await runPages(page, sheet);
    expect(pages).toHaveLength(6);
    expect(pages[0]).toContain("З'явкін Остап");
    expect(pages[0]).toContain('=ПЕРЕМОЖЕЦЬ');
    expect(pages[0]).toContain('ученику');
    expect(pages[4]).toContain('Ковальчук Олеся');
    expect(pages[4]).toContain('=1+2');
    expect(pages[4]).toContain('ученице');
    expect(pages[1]).toContain('+1 бал');
    expect(pages[2]).toContain('@класний керівник');
  });

  test('pressing «Массово» three times makes no file in Ready files', async () => {
    const { page, steps } = teacher;
    const email = 'thrice@school.test';
    await steps.registerAs(email, 'correct horse battery', 'Марина Викторовна');
    grantLicence(handle.app, email);
    const editor = new RedactorPage(page, handle.app.baseUrl);
    await editor.createFromTemplate(PUPIL_THANKS);
    const sheet = new SpreadsheetFrame(page);
    for (let press = 0; press < 3; press += 1) {
      await editor.button('creator-mass').click();
      await sheet.grid.waitFor({ timeout: 60_000 });
      await page.keyboard.press('Escape');
      await sheet.frameElement.waitFor({ state: 'detached', timeout: 30_000 });
    }
    await page.goto(`${handle.app.baseUrl}/app/ready/`);
    const readyArea = page.locator('[data-area="ready"]');
    // The list has loaded and says it is empty: no sample file per press.
    await readyArea.getByText('Готовых файлов пока нет').waitFor({ timeout: 30_000 });
    expect(await readyArea.locator('[data-item-id]').count()).toBe(0);
  });
});
