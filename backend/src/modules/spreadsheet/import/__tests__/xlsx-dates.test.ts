import fs from 'node:fs';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { readTableFile, readXlsx } from '..';

const CLASS_LISTS = path.resolve(__dirname, '../../../../../../fixtures/class-lists');
const register = () =>
  new Uint8Array(fs.readFileSync(path.join(CLASS_LISTS, 'register-5b-title-rows.xlsx')));

const xml = (text: string) =>
  strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`);

/**
 * A one-row workbook of number cells, each with Excel's built-in format `numFmtId` (14 a date,
 * 22 a date with time, 0 General): the minimal parts Excel writes.
 */
function workbook(cells: readonly { value: string; format: number }[]): Uint8Array {
  const formats = [...new Set(cells.map((cell) => cell.format))];
  const row = cells
    .map(
      (cell, index) =>
        `<c r="${String.fromCharCode(65 + index)}1" s="${formats.indexOf(cell.format)}"><v>${cell.value}</v></c>`,
    )
    .join('');
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return zipSync({
    '[Content_Types].xml': xml(
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        '</Types>',
    ),
    '_rels/.rels': xml(
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        `<Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/>` +
        '</Relationships>',
    ),
    'xl/workbook.xml': xml(
      `<workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': xml(
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        `<Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId3" Type="${rel}/styles" Target="styles.xml"/>` +
        '</Relationships>',
    ),
    'xl/worksheets/sheet1.xml': xml(
      `<worksheet xmlns="${main}"><sheetData><row r="1">${row}</row></sheetData></worksheet>`,
    ),
    'xl/styles.xml': xml(
      `<styleSheet xmlns="${main}"><cellXfs count="${formats.length}">` +
        formats.map((id) => `<xf numFmtId="${id}" applyNumberFormat="1"/>`).join('') +
        '</cellXfs></styleSheet>',
    ),
  });
}

/** Абдуллаева Амина's row of the register: her birth date is 12 March 2015. */
async function firstPupil(language?: Parameters<typeof readXlsx>[1]) {
  const table = await readXlsx(register(), language);
  return table.rows.find((row) => row[1] === 'Абдуллаева Амина Рашидовна');
}

describe('an .xlsx date written as the teacher’s language writes dates', () => {
  it.each([
    ['ru', '12.03.2015'],
    ['uk', '12.03.2015'],
    ['be', '12.03.2015'],
    ['de', '12.03.2015'],
    ['kz', '12.03.2015'],
    ['en', '03/12/2015'],
    ['it', '12/03/2015'],
  ] as const)('%s: the register’s 12 March 2015 reads %s', async (language, shown) => {
    expect(await firstPupil(language)).toEqual(['1', 'Абдуллаева Амина Рашидовна', shown, 'Ж']);
  });

  it('without a language it is the Russian date, through readTableFile too', async () => {
    expect((await firstPupil())?.[2]).toBe('12.03.2015');
    const read = await readTableFile(register(), 'en');
    expect(read.table.rows).toContainEqual(['5', 'Дьячков Фёдор Павлович', '12/31/2014', 'М']);
  });

  it('writes the time only when the cell has one, in 24 hours, and numbers as stored', async () => {
    // 46266 is 1 Sept 2026; .5625 of a day is 13:30. A General number keeps its digits.
    const bytes = workbook([
      { value: '46266', format: 14 },
      { value: '46266.5625', format: 22 },
      { value: '0.30000000000000004', format: 0 },
      { value: '12345678901234', format: 0 },
    ]);
    expect((await readXlsx(bytes, 'ru')).headers).toEqual([
      '01.09.2026',
      '01.09.2026 13:30',
      '0.3',
      '12345678901234',
    ]);
    expect((await readXlsx(bytes, 'en')).headers.slice(0, 2)).toEqual([
      '09/01/2026',
      '09/01/2026 13:30',
    ]);
  });
});
