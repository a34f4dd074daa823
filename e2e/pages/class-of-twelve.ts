import type { Page } from 'playwright-core';
import { twelvePupilsCsv } from '../support/twelve-pupils';
import { RedactorPage } from './redactor.page';
import { SpreadsheetFrame } from './spreadsheet.page';

/**
 * A class of 12 as a teacher makes it: a new document from `template`, «Mass creation», the
 * school's CSV uploaded, its ФИО column put in the name's place («%Фамилия Имя»), every row made.
 * Answers the table, showing its files ready.
 */
export async function makeClassOfTwelve(
  page: Page,
  baseUrl: string,
  template: string,
): Promise<SpreadsheetFrame> {
  const editor = new RedactorPage(page, baseUrl);
  await editor.createFromTemplate(template);
  await editor.button('creator-mass').click();
  const table = new SpreadsheetFrame(page);
  await table.grid.waitFor({ timeout: 60_000 });
  await table.upload('5a.csv', 'text/csv', twelvePupilsCsv('ФИО'));
  await table.frame.getByRole('button', { name: 'ФИО', exact: true }).click();
  await table.frame.getByRole('menuitem', { name: '%Фамилия Имя', exact: true }).click();
  await table.frame.getByRole('button', { name: 'Done' }).click();
  await table.saved();
  await table.createAll();
  return table;
}
