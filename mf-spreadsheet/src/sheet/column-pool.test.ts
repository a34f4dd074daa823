import type { SpreadsheetTable } from '@gramota/contracts';
import {
  assignColumn,
  columnChoices,
  deleteColumn,
  insertColumn,
  keyColumns,
  remainingPool,
  resetColumn,
} from './column-pool';
import { defaultTable, padColumns, shapeRows, withSettings } from '../model/layout';

const keys = ['Фамилия Имя', 'Класс', 'Школа'];

/** A table with the first key assigned and one '(select)' column holding cells. */
function start() {
  let table = defaultTable(['Фамилия Имя'], 'ru');
  table = insertColumn(table, 2, 'ru');
  table = {
    ...table,
    data: table.data.map((row, i) =>
      i === 0 ? ['1', 'Аня Петрова', '5 А', ...row.slice(3)] : row,
    ),
  };
  return table;
}

/** An imported class list: its headers kept as `source` (import-match does this since issue 29). */
function imported(): SpreadsheetTable {
  const columns = padColumns(
    ['Фамилия', 'Имя', 'Почта'].map((title) => ({
      title,
      type: 'text',
      width: 100,
      source: title,
    })),
  );
  const data = shapeRows([['1', 'Петрова', 'Аня', 'anya@mail.ru']], columns.length);
  return withSettings({ columns, data, settings: defaultTable([], 'ru').settings });
}

describe('column assignment pool (seed 001 §4, issue 29)', () => {
  test('the pool: every document key (a used one joins), then %E-mail and %Пол while free', () => {
    expect(remainingPool(start(), keys)).toEqual([
      'Фамилия Имя',
      'Класс',
      'Школа',
      'E-mail',
      'Пол',
    ]);
    const mailed = assignColumn(start(), 2, 'E-mail', keys);
    expect(remainingPool(mailed, keys)).toEqual(['Фамилия Имя', 'Класс', 'Школа', 'Пол']);
  });

  test('an unassigned column takes a name from the pool and keeps its cells', () => {
    const table = assignColumn(start(), 2, 'Класс', keys);
    expect(table.columns[2]).toMatchObject({ title: '%Класс', type: 'key' });
    expect(table.data[0]!.slice(0, 3)).toEqual(['1', 'Аня Петрова', '5 А']);
    expect(table.settings.colcount).toBe(2);
  });

  test('a key another column fills is joined: both columns fill it, left to right', () => {
    const table = assignColumn(
      assignColumn(imported(), 1, 'Фамилия Имя', keys),
      2,
      'Фамилия Имя',
      keys,
    );
    expect(table.columns.slice(1, 3).map((c) => c.title)).toEqual(['%Фамилия Имя', '%Фамилия Имя']);
    expect(keyColumns(table, 'Фамилия Имя')).toEqual([1, 2]);
    expect(table.data[0]!.slice(1, 3)).toEqual(['Петрова', 'Аня']);
  });

  test('the e-mail and gender columns are one each: a second one changes nothing', () => {
    const mailed = assignColumn(imported(), 3, 'E-mail', keys);
    expect(assignColumn(mailed, 1, 'E-mail', keys)).toBe(mailed);
    const gendered = assignColumn(mailed, 2, 'Пол', keys);
    expect(assignColumn(gendered, 1, 'Пол', keys)).toBe(gendered);
  });

  test("a column's menu: its own name marked, joins named, another column's e-mail left out", () => {
    let table = assignColumn(imported(), 1, 'Фамилия Имя', keys);
    table = assignColumn(table, 3, 'E-mail', keys);
    const second = columnChoices(table, 2, keys);
    expect(second.map((choice) => choice.key)).toEqual(['Фамилия Имя', 'Класс', 'Школа', 'Пол']);
    expect(second[0]).toEqual({ key: 'Фамилия Имя', current: false, joinsWith: [1] });
    const mail = columnChoices(table, 3, keys);
    expect(mail.find((choice) => choice.current)).toEqual({
      key: 'E-mail',
      current: true,
      joinsWith: [],
    });
  });

  test('an assigned column keeps the header it came with; an older table’s text header too', () => {
    const table = assignColumn(imported(), 1, 'Фамилия Имя', keys);
    expect(table.columns[1]).toMatchObject({ title: '%Фамилия Имя', source: 'Фамилия' });
    const older = { ...imported() };
    older.columns = older.columns.map(({ source: _dropped, ...column }) => column);
    expect(assignColumn(older, 2, 'Фамилия Имя', keys).columns[2]).toMatchObject({
      title: '%Фамилия Имя',
      source: 'Имя',
    });
  });

  test('assigning the name a column already has changes nothing', () => {
    const table = assignColumn(imported(), 1, 'Класс', keys);
    expect(assignColumn(table, 1, 'Класс', keys)).toBe(table);
    expect(assignColumn(table, 1, 'Нет такой', keys)).toBe(table);
  });

  test('a column beyond the active ones expands the table by one new 200 px column', () => {
    const table = assignColumn(start(), 10, 'Школа', keys);
    expect(table.settings.colcount).toBe(3);
    expect(table.columns[3]).toMatchObject({ title: '%Школа', type: 'key', width: 200 });
    expect(table.columns).toHaveLength(26);
    expect(table.columns[4]!.type).toBe('pad');
  });

  test("'none' gives the column back its own header, or '(выберите)' when it had none", () => {
    const assigned = assignColumn(start(), 2, 'Класс', keys);
    const table = resetColumn(assigned, 2, 'ru');
    expect(table.columns[2]!.title).toBe('(выберите)');
    expect(table.data[0]![2]).toBe('5 А');
    const named = resetColumn(assignColumn(imported(), 1, 'Фамилия Имя', keys), 1, 'ru');
    expect(named.columns[1]).toEqual({
      title: 'Фамилия',
      type: 'text',
      width: 100,
      source: 'Фамилия',
    });
    expect(named.data[0]![1]).toBe('Петрова');
    expect(keyColumns(named, 'Фамилия Имя')).toEqual([]);
  });

  test('deleting a column drops its cells and moves the ones after it left', () => {
    const assigned = assignColumn(start(), 2, 'Класс', keys);
    const table = deleteColumn(assigned, 1);
    expect(table.columns[1]!.title).toBe('%Класс');
    expect(table.data[0]!.slice(0, 2)).toEqual(['1', '5 А']);
    expect(keyColumns(table, 'Фамилия Имя')).toEqual([]);
    expect(table.settings.colcount).toBe(1);
  });

  test('the check column and padding cannot be deleted or reset', () => {
    const table = start();
    expect(deleteColumn(table, 0)).toBe(table);
    expect(deleteColumn(table, 20)).toBe(table);
    expect(resetColumn(table, 20, 'ru')).toBe(table);
  });
});
