import {
  addColumn,
  addRow,
  newTable,
  removeColumn,
  removeRow,
  setBorder,
  setCell,
} from './table-model';

describe('table model', () => {
  test('rows and columns are added after the active cell and removed at it', () => {
    let table = setCell(newTable(2, 2), { row: 0, column: 1 }, 'b');
    table = addRow(table, 0);
    expect(table.rows).toEqual([
      ['', 'b'],
      ['', ''],
      ['', ''],
    ]);
    table = addColumn(table, 0);
    expect(table.rows[0]).toEqual(['', '', 'b']);
    table = removeColumn(removeRow(table, 1), 2);
    expect(table.rows).toEqual([
      ['', ''],
      ['', ''],
    ]);
  });

  test('the last row and column stay; column widths keep adding up to 100', () => {
    const single = newTable(1, 1);
    expect(removeRow(single, 0)).toBe(single);
    expect(removeColumn(single, 0)).toBe(single);
    const widths = addColumn({ ...newTable(1, 2), widths: [30, 70] }, 1).widths!;
    expect(widths.reduce((sum, width) => sum + width, 0)).toBeCloseTo(100);
  });

  test('border width is kept within 0..10', () => {
    expect(setBorder(newTable(1, 1), 14).border).toBe(10);
    expect(setBorder(newTable(1, 1), -2).border).toBe(0);
  });
});
