import { SPREADSHEET_LIMITS, defaultSpreadsheetSettings } from '@gramota/contracts';
import {
  columnWidth,
  defaultTable,
  metaKeys,
  normaliseTable,
  unassignedTitle,
  usedRows,
  withSettings,
} from './layout';

describe('table layout (seed 001 §3, §9)', () => {
  test('a new table: check column, one column per key, padded to 26 columns, 30 rows', () => {
    const table = defaultTable(['Фамилия Имя', 'Класс'], 'ru');
    expect(table.columns).toHaveLength(26);
    expect(table.columns[0]).toMatchObject({ type: 'check' });
    expect(table.columns.slice(1, 3).map((c) => c.title)).toEqual(['%Фамилия Имя', '%Класс']);
    expect(table.columns.slice(3).every((c) => c.type === 'pad' && c.width === 70)).toBe(true);
    expect(table.data).toHaveLength(30);
    expect(table.data.every((row) => row.length === 26)).toBe(true);
    expect(table.settings).toMatchObject({ colcount: 2, headers: '%Фамилия Имя,%Класс', big: '0' });
  });

  test('width is 10 px per header character, 100 when that is under 50', () => {
    expect(columnWidth('%Фамилия Имя')).toBe(120);
    expect(columnWidth('%Имя')).toBe(100);
    expect(columnWidth('%Класс')).toBe(60);
    expect(SPREADSHEET_LIMITS.newColumnWidth).toBe(200);
  });

  test('unassigned header by language', () => {
    expect(unassignedTitle('ru')).toBe('(выберите)');
    expect(unassignedTitle('en')).toBe('(select)');
    expect(defaultTable([], 'en').columns[1]!.title).toBe('(select)');
  });

  test('meta keys are split on ;; and blanks dropped', () => {
    expect(metaKeys({ keys: 'Фамилия Имя;;Класс;;' })).toEqual(['Фамилия Имя', 'Класс']);
    expect(metaKeys({ keys: '' })).toEqual([]);
  });

  test('more than 100 rows with data mark the table big; trailing empty rows do not count', () => {
    const base = defaultTable(['Имя'], 'en');
    const data = Array.from({ length: 101 }, (_, i) => ['', `pupil ${i}`]);
    expect(withSettings({ ...base, data }).settings.big).toBe('1');
    expect(usedRows([...data.slice(0, 3), ['', ''], ['', '']], 1)).toHaveLength(3);
  });

  test('a saved table without padding comes back padded with its cells in place', () => {
    const table = normaliseTable({
      columns: [
        { title: '', type: 'check', width: 40 },
        { title: '%Имя', type: 'key', width: 100 },
      ],
      data: [['1', 'Аня']],
      settings: defaultSpreadsheetSettings(),
    });
    expect(table.columns).toHaveLength(26);
    expect(table.data[0]!.slice(0, 3)).toEqual(['1', 'Аня', '']);
    expect(table.data).toHaveLength(30);
    expect(table.settings.colcount).toBe(1);
  });
});
