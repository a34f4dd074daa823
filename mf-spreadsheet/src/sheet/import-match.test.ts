import { defaultSpreadsheetSettings } from '@gramota/contracts';
import { headerName, importedColumns, tableFromImport, tableToImport } from './import-match';

const keys = ['Фамилия Имя', 'Класс'];

describe('import header matching', () => {
  test('headers equal to a key (case, spaces, %) become its column; others stay as text', () => {
    const columns = importedColumns(
      ['  фамилия   ИМЯ', 'Школа', '%класс', 'email', ''],
      keys,
      'ru',
    );
    expect(columns.map((c) => [c.title, c.type])).toEqual([
      ['%Фамилия Имя', 'key'],
      ['Школа', 'text'],
      ['%Класс', 'key'],
      ['%E-mail', 'key'],
      ['(выберите)', 'key'],
    ]);
    expect(headerName('Ё-мэйл')).toBe('емэйл');
  });

  test('a key is taken by the first matching header only', () => {
    const columns = importedColumns(['Класс', 'класс'], keys, 'en');
    expect(columns.map((c) => c.title)).toEqual(['%Класс', 'класс']);
  });

  test('rows are filled in (ragged rows padded, blank rows dropped) and checked', () => {
    const table = tableFromImport(
      { headers: ['Класс', 'Фамилия Имя'], rows: [['5 А', 'Аня'], [], ['5 Б']] },
      keys,
      'ru',
      defaultSpreadsheetSettings(),
    );
    expect(table.columns.slice(1, 3).map((c) => c.title)).toEqual(['%Класс', '%Фамилия Имя']);
    expect(table.data[0]!.slice(0, 3)).toEqual(['1', '5 А', 'Аня']);
    expect(table.data[1]!.slice(0, 3)).toEqual(['1', '5 Б', '']);
    expect(table.data).toHaveLength(30);
    expect(table.settings.colcount).toBe(2);
  });

  test('a class list saved from one table loads into another by header name', () => {
    const saved = tableToImport(
      tableFromImport(
        { headers: ['Фамилия Имя', 'Класс'], rows: [['Аня', '5 А']] },
        keys,
        'ru',
        defaultSpreadsheetSettings(),
      ),
    );
    expect(saved).toEqual({ headers: ['Фамилия Имя', 'Класс'], rows: [['Аня', '5 А']] });
    const other = tableFromImport(
      saved,
      ['Класс', 'Фамилия Имя'],
      'ru',
      defaultSpreadsheetSettings(),
    );
    expect(other.columns.slice(1, 3).map((c) => c.title)).toEqual(['%Фамилия Имя', '%Класс']);
  });
});
