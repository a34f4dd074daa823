import {
  assignColumn,
  deleteColumn,
  insertColumn,
  remainingPool,
  resetColumn,
} from './column-pool';
import { defaultTable } from './layout';

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

describe('column assignment pool (seed 001 §4)', () => {
  test('the pool is the keys no column uses plus %E-mail', () => {
    expect(remainingPool(start(), keys)).toEqual(['Класс', 'Школа', 'E-mail']);
  });

  test('an unassigned column takes a name from the pool and keeps its cells', () => {
    const table = assignColumn(start(), 2, 'Класс', keys);
    expect(table.columns[2]).toMatchObject({ title: '%Класс', type: 'key' });
    expect(table.data[0]!.slice(0, 3)).toEqual(['1', 'Аня Петрова', '5 А']);
    expect(remainingPool(table, keys)).toEqual(['Школа', 'E-mail']);
    expect(table.settings.colcount).toBe(2);
  });

  test('a name already taken is not given twice', () => {
    const table = start();
    expect(assignColumn(table, 2, 'Фамилия Имя', keys)).toBe(table);
  });

  test('a column beyond the active ones expands the table by one new 200 px column', () => {
    const table = assignColumn(start(), 10, 'Школа', keys);
    expect(table.settings.colcount).toBe(3);
    expect(table.columns[3]).toMatchObject({ title: '%Школа', type: 'key', width: 200 });
    expect(table.columns).toHaveLength(26);
    expect(table.columns[4]!.type).toBe('pad');
  });

  test("'none' resets the header and returns the name", () => {
    const assigned = assignColumn(start(), 2, 'Класс', keys);
    const table = resetColumn(assigned, 2, 'ru');
    expect(table.columns[2]!.title).toBe('(выберите)');
    expect(table.data[0]![2]).toBe('5 А');
    expect(remainingPool(table, keys)).toContain('Класс');
  });

  test('deleting a column returns its name and moves the cells after it left', () => {
    const assigned = assignColumn(start(), 2, 'Класс', keys);
    const table = deleteColumn(assigned, 1);
    expect(table.columns[1]!.title).toBe('%Класс');
    expect(table.data[0]!.slice(0, 2)).toEqual(['1', '5 А']);
    expect(remainingPool(table, keys)).toEqual(['Фамилия Имя', 'Школа', 'E-mail']);
    expect(table.settings.colcount).toBe(1);
  });

  test('the check column and padding cannot be deleted or reset', () => {
    const table = start();
    expect(deleteColumn(table, 0)).toBe(table);
    expect(deleteColumn(table, 20)).toBe(table);
    expect(resetColumn(table, 20, 'ru')).toBe(table);
  });
});
