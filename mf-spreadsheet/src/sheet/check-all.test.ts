import { allChecked, checkAll, toggleRow } from './check-all';

describe('check-all (seed 001 §5)', () => {
  const data = [
    ['', 'Аня', '', 'x'],
    ['', '', '', 'only in a pad column'],
    ['', '  ', '5 Б', ''],
    ['1', '', '', ''],
  ];

  test('checks only rows with data in the active columns', () => {
    const checked = checkAll(data, 2, true);
    expect(checked.map((row) => row[0])).toEqual(['1', '', '1', '']);
    expect(allChecked(checked, 2)).toBe(true);
  });

  test('unchecking clears every row', () => {
    expect(checkAll(data, 2, false).map((row) => row[0])).toEqual(['', '', '', '']);
    expect(allChecked(data, 2)).toBe(false);
  });

  test('one row toggles alone', () => {
    expect(toggleRow(data, 1).map((row) => row[0])).toEqual(['', '1', '', '1']);
  });
});
