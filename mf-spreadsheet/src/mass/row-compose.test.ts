/** @jest-environment node */
import { defaultSpreadsheetSettings, type SpreadsheetMeta } from '@gramota/contracts';
import {
  readCsvFixture,
  readXlsxFixture,
  sheetFromRows,
} from '../test-support/class-list-fixtures';
import { docKeys } from './key-columns';
import { composeRun, joinedValue } from './row-compose';

const NAME = 'Фамилия и имя участника';
const meta = (
  keys: string[],
  gendered: '0' | '1' = '0',
): Pick<SpreadsheetMeta, 'keys' | 'gendered'> => ({
  keys: keys.join(';;'),
  gendered,
});

/** Excel's Windows-1251 export of class 7А: surname, first name and patronymic apart. */
function class7a(settings = defaultSpreadsheetSettings()) {
  const [headers, ...rest] = readCsvFixture('excel-7a-separate-names-cp1251.csv', 'windows-1251');
  const pupils = rest.filter((row) => row.some((cell) => cell !== ''));
  return sheetFromRows(
    headers!,
    pupils,
    {
      Фамилия: NAME,
      Имя: NAME,
      Отчество: NAME,
      'Телефон родителя': 'Телефон',
      'E-mail родителя': 'E-mail',
      Номинация: 'Номинация',
    },
    settings,
  );
}

describe('a run composed from the table', () => {
  test("docKeys splits meta.keys in the document's order", () => {
    expect(docKeys({ keys: 'Фамилия Имя;;Класс;;Учитель' })).toEqual([
      'Фамилия Имя',
      'Класс',
      'Учитель',
    ]);
    expect(docKeys({ keys: '' })).toEqual([]);
  });

  test('Excel 7А: surname, first name and patronymic joined in column order, cells as typed', () => {
    const run = composeRun(class7a(), meta([NAME, 'Номинация', 'Телефон']));
    expect(run.problem).toBeNull();
    expect(run.rows.map((row) => row.values[NAME])).toEqual([
      'Воробьёва Дарья Максимовна',
      'Гусев Пётр Алексеевич',
      // No patronymic: no trailing space, no double space.
      "Д'Арк Жанна",
      'Ершова-Блинова Полина Юрьевна',
      'Киселёв Семён Ильич',
      'Лыкова Агафья Карповна',
      'Мельников Кузьма Саввич',
      'Никитина Любовь Петровна',
      'Орлов Павел Павлович',
      'Сафина Диляра Ильдаровна',
    ]);
    const [first, , darc, , kiselev, , , , orlov] = run.rows;
    expect(first).toMatchObject({
      index: 0,
      values: {
        Телефон: '+7 912 345-67-01',
        Номинация: 'За победу в олимпиаде по математике; 1 место',
      },
      email: 'vorobyova.parent@example.ru',
    });
    expect(darc).toMatchObject({ index: 2, values: { Телефон: '' }, email: '' });
    expect(kiselev!.values).toMatchObject({ Телефон: '-', Номинация: '"Лучший проект" года' });
    expect(orlov!.values).toMatchObject({
      Телефон: '8 (912) 345-67-09',
      Номинация: 'За помощь\nв организации праздника',
    });
    // Every row keeps its place in the table.
    expect(run.rows.map((row) => row.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(run.emailColumn).toBe(true);
  });

  test("the key's separator joins its columns: a comma, or nothing at all", () => {
    const withSeparator = (separator: string) => ({
      ...defaultSpreadsheetSettings(),
      keys: { [NAME]: { separator } },
    });
    const comma = composeRun(class7a(withSeparator(', ')), meta([NAME]));
    expect(comma.rows[0]!.values[NAME]).toBe('Воробьёва, Дарья, Максимовна');
    expect(comma.rows[2]!.values[NAME]).toBe("Д'Арк, Жанна");
    const none = composeRun(class7a(withSeparator('')), meta([NAME]));
    expect(none.rows[1]!.values[NAME]).toBe('ГусевПётрАлексеевич');
  });

  test('joinedValue skips blank cells and trims only the ends of each', () => {
    expect(joinedValue(['1', " Д'Арк ", '  ', 'Жанна'], [1, 2, 3])).toBe("Д'Арк Жанна");
    expect(joinedValue(['1', '', ''], [1, 2])).toBe('');
  });

  test('a Ukrainian list: formula-looking cells stay text, apostrophes kept, read as Ukrainian', () => {
    const [headers, ...rest] = readCsvFixture('ua-3v-utf8-formula-like.csv', 'utf-8');
    const pupils = rest.filter((row) => row.some((cell) => cell !== ''));
    const sheet = sheetFromRows(headers!, pupils, {
      Прізвище: NAME,
      "Ім'я": NAME,
      'По батькові': NAME,
      Примітка: 'Примітка',
    });
    const run = composeRun(sheet, meta([NAME, 'Примітка'], '1'));
    expect(run.rows.map((row) => [row.values[NAME], row.values.Примітка])).toEqual([
      ["З'явкін Остап Миколайович", '=ПЕРЕМОЖЕЦЬ'],
      ['Ґудзь Ївга Степанівна', '+1 бал'],
      ['Єрмоленко Соломія Ігорівна', '@класний керівник'],
      ['Пʼятничук Ярема Богданович', '-'],
      ['Ковальчук Олеся Вікторівна', '=1+2'],
      ['Іваницька Злата Тарасівна', ''],
    ]);
    // The document's words follow the gender and no name is declined: the pupils' names are
    // read in the nominative of their language only to learn each gender.
    expect(run.names).toEqual({
      declined: [],
      pupil: { key: NAME, grammar: { language: 'uk', case: 'nominative' } },
      genderOnly: true,
      gendered: true,
    });
    expect(run.emailColumn).toBe(false);
  });

  describe("the register's export (title rows, ФИО in one column, a Пол column)", () => {
    const rows = readXlsxFixture('register-5b-title-rows.xlsx');
    const headerRow = rows.findIndex((row) => row.includes('ФИО'));
    const headers = rows[headerRow]!;
    // As the import takes it: the rows under the header that hold a pupil (not the footer).
    const pupils = rows.slice(headerRow + 1).filter((row) => /^\d+$/.test(row[0] ?? ''));
    const sheet = (settings = defaultSpreadsheetSettings()) =>
      sheetFromRows(headers, pupils, { ФИО: NAME, Пол: 'Пол' }, settings);

    test('25 pupils, each gender read from the column as the register writes it (Ж / М)', () => {
      expect(headers).toEqual(['№ п/п', 'ФИО', 'Дата рождения', 'Пол']);
      const run = composeRun(sheet(), meta([NAME]));
      expect(run.rows).toHaveLength(25);
      expect(run.rows[0]).toMatchObject({
        values: { [NAME]: 'Абдуллаева Амина Рашидовна' },
        tableGender: 'f',
        gender: 'f',
        unreadGender: '',
      });
      expect(run.rows[1]).toMatchObject({
        values: { [NAME]: 'Белоусов Артём Игоревич' },
        tableGender: 'm',
      });
      const aigerim = run.rows.find((row) => row.values[NAME] === 'Нурланкызы Айгерим');
      expect(aigerim?.tableGender).toBe('f');
      expect(run.rows.filter((row) => row.tableGender === 'f')).toHaveLength(13);
      expect(run.rows.filter((row) => row.tableGender === 'm')).toHaveLength(12);
    });

    test("a case chosen for the name field: that key is declined, its names are the pupils'", () => {
      const settings = {
        ...defaultSpreadsheetSettings(),
        keys: { [NAME]: { grammar: { language: 'ru' as const, case: 'dative' as const } } },
      };
      const run = composeRun(sheet(settings), meta([NAME], '1'));
      expect(run.names).toEqual({
        declined: [{ key: NAME, grammar: { language: 'ru', case: 'dative' } }],
        pupil: { key: NAME, grammar: { language: 'ru', case: 'dative' } },
        genderOnly: false,
        gendered: true,
      });
    });

    test("a gendered document without a case: the ФИО column's names read in Russian nominative", () => {
      const run = composeRun(sheet(), meta([NAME], '1'));
      expect(run.names.pupil).toEqual({
        key: NAME,
        grammar: { language: 'ru', case: 'nominative' },
      });
      // Not gendered, nothing declined: no name goes anywhere.
      expect(composeRun(sheet(), meta([NAME])).names.pupil).toBeNull();
    });

    test("an unreadable gender cell is reported as typed, the row's gender left unknown", () => {
      const odd = sheet();
      odd.data[3]![4] = 'не указан';
      const row = composeRun(odd, meta([NAME])).rows[3]!;
      expect(row).toMatchObject({ tableGender: null, gender: null, unreadGender: 'не указан' });
    });
  });

  describe('nothing to make says why', () => {
    const sheet = () => class7a();
    test("no column is given to any of the document's fields", () => {
      const plain = sheet();
      plain.columns = plain.columns.map((column) =>
        column.type === 'key'
          ? { ...column, title: column.source!, type: 'text' as const }
          : column,
      );
      expect(composeRun(plain, meta([NAME]))).toMatchObject({ problem: 'no-columns', rows: [] });
      // Only the e-mail column: no field of the document is filled either.
      expect(composeRun(sheet(), meta(['Класс']))).toMatchObject({ problem: 'no-columns' });
    });

    test('no row is ticked', () => {
      const unticked = sheet();
      unticked.data = unticked.data.map((row) => ['', ...row.slice(1)]);
      expect(composeRun(unticked, meta([NAME]))).toMatchObject({
        problem: 'none-ticked',
        rows: [],
      });
    });

    test('the ticked rows are empty in the columns given to fields', () => {
      const empty = sheet();
      empty.data = empty.data.map((row, index) =>
        index < 3 ? ['1', '', '', '', '7А', '', '', ''] : ['', ...row.slice(1)],
      );
      expect(composeRun(empty, meta([NAME]))).toMatchObject({ problem: 'no-data', rows: [] });
    });
  });
});
