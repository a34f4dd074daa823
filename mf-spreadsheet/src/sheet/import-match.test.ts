import { defaultSpreadsheetSettings } from '@gramota/contracts';
import { headerName, importedColumns, tableFromImport, tableToImport } from './import-match';
import { columnWidth } from '../model/layout';

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

  test('a key is taken by the first matching header only; the second is told apart', () => {
    const columns = importedColumns(['Класс', 'класс'], keys, 'en');
    expect(columns.map((c) => c.title)).toEqual(['%Класс', 'класс (2)']);
  });

  test('Пол / Стать / Gender / Sex fill the gender column, e-mail headers the e-mail column', () => {
    for (const header of ['Пол', 'Стать', 'Gender', 'Sex'])
      expect(importedColumns([header], keys, 'ru')[0]).toEqual({
        title: '%Пол',
        type: 'key',
        width: columnWidth('%Пол'),
        source: header,
      });
    const columns = importedColumns(
      ['Фамилия', 'E-mail родителя', 'Эл. почта', 'Пол', 'Стать'],
      keys,
      'ru',
    );
    // One column each: the second e-mail and the second gender column stay the teacher's to assign.
    expect(columns.map((c) => [c.title, c.source])).toEqual([
      ['Фамилия', 'Фамилия'],
      ['%E-mail', 'E-mail родителя'],
      ['Эл. почта', 'Эл. почта'],
      ['%Пол', 'Пол'],
      ['Стать', 'Стать'],
    ]);
  });

  test('a row-number column («№ п/п», «№», «N», «No») is never given a key, even a key named so', () => {
    const columns = importedColumns(['№ п/п', '№', 'N', 'No', 'ФИО'], [...keys, 'N'], 'ru');
    expect(columns.map((c) => [c.title, c.type])).toEqual([
      ['№ п/п', 'text'],
      ['№', 'text'],
      ['N', 'text'],
      ['No', 'text'],
      ['ФИО', 'text'],
    ]);
  });

  test('every imported column keeps the header it came with', () => {
    const columns = importedColumns(['ФИО', 'класс', ''], keys, 'ru');
    expect(columns).toEqual([
      { title: 'ФИО', type: 'text', width: columnWidth('ФИО'), source: 'ФИО' },
      { title: '%Класс', type: 'key', width: columnWidth('%Класс'), source: 'класс' },
      { title: '(выберите)', type: 'key', width: columnWidth('(выберите)') },
    ]);
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
