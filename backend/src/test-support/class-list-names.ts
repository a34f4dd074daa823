import fs from 'node:fs';
import path from 'node:path';
import type { DeclineNameInput } from '@gramota/contracts';
import { readTableFile } from '../modules/spreadsheet/import';

/** The shared class lists, as schools export them (never edited to make a test pass). */
export const CLASS_LISTS = path.resolve(__dirname, '../../../fixtures/class-lists');

async function rowsOf(file: string): Promise<string[][]> {
  const read = await readTableFile(new Uint8Array(fs.readFileSync(path.join(CLASS_LISTS, file))));
  return [read.table.headers, ...read.table.rows];
}

/**
 * The rows under the header row that holds all of `headers` (wherever the reader put it: a
 * register's header is on row 4), as header → cell, without rows whose first named column is
 * empty (the blank row and «Итого: 25 обучающихся» under the pupils).
 */
async function pupilsOf(file: string, headers: string[]): Promise<Array<Record<string, string>>> {
  const rows = await rowsOf(file);
  const at = rows.findIndex((row) => headers.every((header) => row.includes(header)));
  if (at < 0) throw new Error(`${file}: no row with ${headers.join(', ')}`);
  const columns = headers.map((header) => rows[at]!.indexOf(header));
  return rows
    .slice(at + 1)
    .map((row) => Object.fromEntries(headers.map((header, i) => [header, row[columns[i]!] ?? ''])))
    .filter((pupil) => pupil[headers[0]!]!.trim() !== '');
}

const GENDERS: Record<string, 'm' | 'f'> = { М: 'm', Ж: 'f' };

/** register-5b-title-rows.xlsx: the ФИО column and the Пол column ('М' / 'Ж'). */
export async function registerPupils(): Promise<Array<{ text: string; gender: 'm' | 'f' }>> {
  const pupils = await pupilsOf('register-5b-title-rows.xlsx', ['ФИО', 'Пол']);
  return pupils.map((pupil) => ({ text: pupil['ФИО']!, gender: GENDERS[pupil['Пол']!.trim()]! }));
}

/** excel-7a-separate-names-cp1251.csv: Фамилия + Имя + Отчество (one pupil has none). */
export async function sevenAPupils(): Promise<DeclineNameInput[]> {
  const pupils = await pupilsOf('excel-7a-separate-names-cp1251.csv', [
    'Фамилия',
    'Имя',
    'Отчество',
  ]);
  return pupils.map((pupil) => ({
    text: [pupil['Фамилия'], pupil['Имя'], pupil['Отчество']].filter(Boolean).join(' '),
  }));
}

/** ua-3v-utf8-formula-like.csv: Прізвище + Ім'я + По батькові. */
export async function ukrainianPupils(): Promise<DeclineNameInput[]> {
  const pupils = await pupilsOf('ua-3v-utf8-formula-like.csv', ['Прізвище', "Ім'я", 'По батькові']);
  return pupils.map((pupil) => ({
    text: [pupil['Прізвище'], pupil["Ім'я"], pupil['По батькові']].filter(Boolean).join(' '),
  }));
}
