import fs from 'node:fs';
import path from 'node:path';
import { spreadsheetPaths, type SpreadsheetCsvAnswer } from '@gramota/contracts';
import { appForBlock, databases } from '../../../test-support/test-app';
import { docsFixtureForFile } from '../../../test-support/docs-test-kit';
import { answer } from '../../../test-support/redactor-test-kit';
import { SpreadsheetUpload } from '../spreadsheet-upload.entity';
import {
  SpreadsheetClient,
  spreadsheetRefusal as error,
} from '../../../test-support/spreadsheet-test-kit';

const docsFixture = docsFixtureForFile();
/** The shared class lists, read as they are. */
const CLASS_LISTS = path.resolve(__dirname, '../../../../../fixtures/class-lists');
const register = new Uint8Array(
  fs.readFileSync(path.join(CLASS_LISTS, 'register-5b-title-rows.xlsx')),
);
const ukrainian = new Uint8Array(
  fs.readFileSync(path.join(CLASS_LISTS, 'ua-3v-utf8-formula-like.csv')),
);

describe.each(databases)('an upload read in the teacher’s language on %s', (kind) => {
  const app = appForBlock(kind, () => ({ catalogueDir: docsFixture.catalogueDir }));
  const uploadsCount = () => app.dataSource.getRepository(SpreadsheetUpload).count();

  async function teacherWithDoc() {
    const teacher = await SpreadsheetClient.anonymous(app);
    const doc = await teacher.labelledDoc(docsFixture.free.id, 'Награждается [Фамилия Имя]');
    return { teacher, doc };
  }

  /** Uploads `bytes` with the form fields given and reads the kept table back. */
  async function readBack(
    teacher: SpreadsheetClient,
    doc: string,
    bytes: Uint8Array,
    fields: Record<string, string>,
  ) {
    const uploaded = await answer(
      await teacher.visitor.upload(spreadsheetPaths.upload(doc), bytes, fields),
    );
    expect(uploaded.status).toBe(200);
    const csv = await teacher.get(spreadsheetPaths.getCsv(uploaded.body.data_id as string));
    expect(csv.status).toBe(200);
    return ((await csv.json()) as SpreadsheetCsvAnswer).table;
  }

  const birthDate = (table: SpreadsheetCsvAnswer['table']) =>
    table.rows.find((row) => row[1] === 'Абдуллаева Амина Рашидовна')?.[2];

  it('writes the register’s birth dates as Russian, Ukrainian and English teachers write them', async () => {
    const { teacher, doc } = await teacherWithDoc();
    expect(birthDate(await readBack(teacher, doc, register, { lang: 'ru' }))).toBe('12.03.2015');
    expect(birthDate(await readBack(teacher, doc, register, { lang: 'uk' }))).toBe('12.03.2015');
    expect(birthDate(await readBack(teacher, doc, register, { lang: 'en' }))).toBe('03/12/2015');
    expect(birthDate(await readBack(teacher, doc, register, { lang: 'it' }))).toBe('12/03/2015');
  });

  it('reads an unknown, empty, missing or markup lang as Russian, never refusing the file', async () => {
    const { teacher, doc } = await teacherWithDoc();
    for (const lang of ['xx', '', 'RU', 'en-US', '<script>', 'ru'.repeat(400)])
      expect(birthDate(await readBack(teacher, doc, register, { lang }))).toBe('12.03.2015');
    expect(birthDate(await readBack(teacher, doc, register, {}))).toBe('12.03.2015');
  });

  it('leaves a CSV’s cells as typed whatever the language', async () => {
    const { teacher, doc } = await teacherWithDoc();
    const table = await readBack(teacher, doc, ukrainian, { lang: 'en' });
    expect(table.headers).toEqual(['Прізвище', "Ім'я", 'По батькові', 'Клас', 'Примітка']);
    expect(table.rows.map((row) => row[4])).toEqual([
      '=ПЕРЕМОЖЕЦЬ',
      '+1 бал',
      '@класний керівник',
      '-',
      '=1+2',
      '',
    ]);
  });

  it('refuses a register of 10,000 pupils under its title rows whole: nothing kept, the saved table untouched', async () => {
    const { teacher, doc } = await teacherWithDoc();
    const before = await teacher.meta(doc);
    const kept = await uploadsCount();
    const lines = [
      'МБОУ «Средняя общеобразовательная школа № 12»;;;',
      'Список учащихся;;;',
      ';;;',
      '№ п/п;ФИО;Дата рождения;Пол',
      ...Array.from({ length: 10_000 }, (_, index) => `${index + 1};Ученик ${index + 1};;М`),
      'Итого: 10000 обучающихся;;;',
    ];
    const refused = await answer(
      await teacher.visitor.upload(spreadsheetPaths.upload(doc), lines.join('\r\n'), {
        lang: 'ru',
      }),
    );
    expect(refused).toEqual(error('too_many_rows'));
    expect(await uploadsCount()).toBe(kept);
    expect(await teacher.meta(doc)).toEqual(before);
  });
});
