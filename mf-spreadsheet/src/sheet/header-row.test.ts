import fs from 'node:fs';
import path from 'node:path';
import { SPREADSHEET_LIMITS, type ImportedTable } from '@gramota/contracts';
import {
  distinctHeaders,
  fileRows,
  findHeaderRow,
  isSummaryRow,
  layOutFile,
  layOutFromRow,
} from './header-row';

/**
 * The shared class lists (fixtures/class-lists) as the server's reader hands them to this area:
 * class-lists.read.json, written by fixtures/make-class-lists-read.cjs and checked against the
 * reader by the backend's class-lists-read-snapshot test, so the two cannot drift apart.
 */
const read = JSON.parse(
  fs.readFileSync(path.join(__dirname, 'fixtures', 'class-lists.read.json'), 'utf8'),
) as Record<string, { table: ImportedTable }>;
const fixture = (name: string) => fileRows(read[name]!.table);

const keys = ['Фамилия и имя участника', 'Класс'];

describe('the header row of a register’s .xlsx (title rows, an empty row, a footer)', () => {
  const rows = fixture('register-5b-title-rows.xlsx');
  const layout = layOutFile(rows, keys);

  test('is its 4th row, the two title rows and the empty row skipped', () => {
    expect(layout.header).toBe(3);
    expect(layout.skippedTop).toBe(3);
    expect(layout.headers).toEqual(['№ п/п', 'ФИО', 'Дата рождения', 'Пол']);
  });

  test('gives 25 pupils, dates as a Russian teacher writes them, and no «Итого» row', () => {
    expect(layout.rows).toHaveLength(25);
    expect(layout.rows[0]).toEqual(['1', 'Абдуллаева Амина Рашидовна', '12.03.2015', 'Ж']);
    expect(layout.rows[24]).toEqual(['25', 'Яковлев Илья Ильич', '30.03.2015', 'М']);
    expect(layout.rows.some((row) => row.some((cell) => cell.startsWith('Итого')))).toBe(false);
    // The file's 31st row (index 30), after the empty 30th.
    expect(layout.summaries).toEqual([{ index: 30, text: 'Итого: 25 обучающихся' }]);
  });

  test('the teacher may take another row: the 1st makes the titles the header', () => {
    const other = layOutFromRow(rows, 0);
    expect(other.headers[0]).toBe('МБОУ «Средняя общеобразовательная школа № 12» г. Казани');
    // Every row under it is kept but the empty one and the footer: 1 title, the header, 25.
    expect(other.rows).toHaveLength(27);
  });
});

describe('the header row of the lists saved from Excel and a spreadsheet app', () => {
  test('the Windows-1251 export: row 1, phones and quoted cells as typed', () => {
    const layout = layOutFile(fixture('excel-7a-separate-names-cp1251.csv'), keys);
    expect(layout.header).toBe(0);
    expect(layout.skippedTop).toBe(0);
    expect(layout.headers.slice(0, 3)).toEqual(['Фамилия', 'Имя', 'Отчество']);
    expect(layout.rows).toHaveLength(10);
    expect(layout.rows[0]![4]).toBe('+7 912 345-67-01');
    expect(layout.rows[0]![6]).toBe('За победу в олимпиаде по математике; 1 место');
    expect(layout.summaries).toEqual([]);
  });

  test('the Ukrainian list: row 1, and cells starting with = + - @ are pupils’ cells', () => {
    const layout = layOutFile(fixture('ua-3v-utf8-formula-like.csv'), keys);
    expect(layout.header).toBe(0);
    expect(layout.headers).toEqual(['Прізвище', "Ім'я", 'По батькові', 'Клас', 'Примітка']);
    expect(layout.rows.map((row) => row[4])).toEqual([
      '=ПЕРЕМОЖЕЦЬ',
      '+1 бал',
      '@класний керівник',
      '-',
      '=1+2',
      '',
    ]);
    expect(layout.rows.map((row) => row[0])).toContain("З'явкін");
  });
});

describe('lists with no header, or nothing but titles', () => {
  test('only numbers: the first row is a pupil’s, the columns unnamed', () => {
    const rows = [
      ['1', '12.03.2015', '5'],
      ['2', '02.11.2014', '4'],
    ];
    const layout = layOutFile(rows, keys);
    expect(layout.header).toBeNull();
    expect(layout.headers).toEqual(['', '', '']);
    expect(layout.rows).toEqual(rows);
  });

  test('one column of names: every name is a pupil, Latin letters too', () => {
    const rows = [['Иванов Иван'], ['Petrova Maria'], ['Нурланкызы Айгерим']];
    const layout = layOutFile(rows, keys);
    expect(layout.header).toBeNull();
    expect(layout.rows).toEqual(rows);
  });

  test('a list of names in Latin letters under a header is read like any other', () => {
    const layout = layOutFile(
      [
        ['Surname', 'First name', 'Class'],
        ['Smith', 'John', '5A'],
        ['Müller', 'Anna', '5A'],
      ],
      keys,
    );
    expect(layout.header).toBe(0);
    expect(layout.rows).toEqual([
      ['Smith', 'John', '5A'],
      ['Müller', 'Anna', '5A'],
    ]);
  });

  test('a one-column list under title lines: the titles are skipped, the names kept', () => {
    const layout = layOutFile(
      [['Список учащихся 5 «Б» класса'], [''], ['Иванов Иван'], ['Петрова Мария']],
      keys,
    );
    expect(layout.header).toBeNull();
    expect(layout.skippedTop).toBe(2);
    expect(layout.rows).toEqual([['Иванов Иван'], ['Петрова Мария']]);
  });

  test('only title rows: no header and no pupils', () => {
    const layout = layOutFile(
      [
        ['МБОУ «Средняя общеобразовательная школа № 12» г. Казани', ''],
        ['Список учащихся 5 «Б» класса на 2026/2027 учебный год', ''],
        ['', ''],
        ['Итого: 0 обучающихся', ''],
      ],
      keys,
    );
    expect(layout.header).toBeNull();
    expect(layout.rows).toEqual([]);
  });

  test('a header row with nothing under it: no pupils, the header is not one', () => {
    const layout = layOutFile([['Фамилия', 'Имя', 'Класс']], keys);
    expect(layout.header).toBeNull();
    expect(layout.rows).toEqual([]);
  });

  test('a single known header over one column is a header («Имя» over names)', () => {
    const layout = layOutFile([['Имя'], ['Анна'], ['Борис']], keys);
    expect(layout.header).toBe(0);
    expect(layout.rows).toEqual([['Анна'], ['Борис']]);
  });

  test('a header of words no list uses is taken when the column under it holds dates', () => {
    expect(
      findHeaderRow(
        [
          ['Ребёнок', 'Появился'],
          ['Аня', '01.02.2015'],
        ],
        [],
      ),
    ).toBe(0);
    // Names over names: nothing tells a header, the first row is a pupil's.
    expect(
      findHeaderRow(
        [
          ['Ребёнок', 'Кружок'],
          ['Аня', 'Шахматы'],
        ],
        [],
      ),
    ).toBeNull();
  });

  test('a document’s own key names a column too', () => {
    expect(
      findHeaderRow(
        [
          ['Награждаемый', 'Кружок'],
          ['Аня', 'Шахматы'],
        ],
        ['Награждаемый'],
      ),
    ).toBe(0);
  });
});

describe('duplicate header names and summary rows', () => {
  test('«Имя», «Имя» are both kept and told apart', () => {
    const layout = layOutFile(
      [
        ['Фамилия', 'Имя', 'Имя', 'Класс'],
        ['Иванов', 'Иван', 'Ваня', '5 А'],
      ],
      keys,
    );
    expect(layout.header).toBe(0);
    expect(layout.headers).toEqual(['Фамилия', 'Имя', 'Имя (2)', 'Класс']);
    expect(layout.rows).toEqual([['Иванов', 'Иван', 'Ваня', '5 А']]);
    expect(distinctHeaders(['Имя', 'имя', 'Имя (2)', '', ''])).toEqual([
      'Имя',
      'имя (2)',
      'Имя (2) (2)',
      '',
      '',
    ]);
  });

  test('«Итого», «Всего», «Разом», «Усього», «Total» rows are not pupils; a pupil is', () => {
    for (const text of ['Итого: 25 обучающихся', 'Всего 3', 'Разом: 6', 'Усього учнів: 6', 'Total'])
      expect(isSummaryRow([text, '', ''])).toBe(true);
    expect(isSummaryRow(['', 'Итого', '25'])).toBe(true);
    expect(isSummaryRow(['Итогова Анна', '5 А'])).toBe(false);
    expect(isSummaryRow(['Итого', 'Иванов'])).toBe(false);
    expect(isSummaryRow(['Всеволодов Пётр'])).toBe(false);
  });
});

describe('a large list', () => {
  test('10,000 rows under title rows: the header found, every pupil kept, no footer', () => {
    const count = 2 * SPREADSHEET_LIMITS.maxRows;
    const rows = [
      ['Школа № 1', '', ''],
      ['', '', ''],
      ['№', 'ФИО', 'Класс'],
      ...Array.from({ length: count }, (_, index) => [
        String(index + 1),
        `Ученик ${index + 1}`,
        '5 А',
      ]),
      ['Всего: 10000', '', ''],
    ];
    const layout = layOutFile(rows, keys);
    expect(layout.header).toBe(2);
    expect(layout.rows).toHaveLength(count);
    expect(layout.rows[count - 1]).toEqual(['10000', 'Ученик 10000', '5 А']);
    expect(layout.summaries).toHaveLength(1);
  });
});
