import { defaultSpreadsheetSettings, type SpreadsheetTable } from '@gramota/contracts';
import { keyColumn, padColumns } from '../model/layout';
import { withRowGender } from './gender-column';

const NAME = 'Фамилия и имя участника';

function table(withGender: boolean): SpreadsheetTable {
  const active = [
    { ...keyColumn(NAME), source: 'ФИО' },
    { title: 'Класс', type: 'text' as const, width: 100 },
    ...(withGender ? [{ ...keyColumn('Пол'), source: 'Пол' }] : []),
  ];
  const columns = padColumns(active);
  const row = (name: string, gender: string) => {
    const cells = ['1', name, '5 Б', ...(withGender ? [gender] : [])];
    return [...cells, ...Array<string>(columns.length - cells.length).fill('')];
  };
  return {
    columns,
    data: [row('Саша Белых', ''), row('Нурланкызы Айгерим', 'ж')],
    settings: defaultSpreadsheetSettings(),
  };
}

describe("a gender fixed in the check goes into the table's Пол column", () => {
  test('into the row of the existing column, nothing else changed', () => {
    const before = table(true);
    const after = withRowGender(before, 0, 'м');
    expect(after.columns).toBe(before.columns);
    expect(after.data[0]!.slice(0, 4)).toEqual(['1', 'Саша Белых', '5 Б', 'м']);
    expect(after.data[1]).toBe(before.data[1]);
    expect(before.data[0]![3]).toBe('');
  });

  test('a table without one gets a %Пол column after its active columns', () => {
    const before = table(false);
    const after = withRowGender(before, 1, 'ж');
    expect(after.columns.slice(0, 4).map((column) => column.title)).toEqual([
      '',
      `%${NAME}`,
      'Класс',
      '%Пол',
    ]);
    expect(after.columns[1]!.source).toBe('ФИО');
    expect(after.columns[4]!.type).toBe('pad');
    expect(after.columns).toHaveLength(before.columns.length);
    expect(after.data.map((cells) => cells.slice(0, 5))).toEqual([
      ['1', 'Саша Белых', '5 Б', '', ''],
      ['1', 'Нурланкызы Айгерим', '5 Б', 'ж', ''],
    ]);
    expect(after.data.every((cells) => cells.length === after.columns.length)).toBe(true);
  });
});
