/**
 * The check-all box (seed 001 §5): it checks only the rows with data in the active columns;
 * unchecking clears every row. Cell 0 of a row is '1' when the row is checked.
 */
import type { SpreadsheetData } from '@gramota/contracts';
import { rowHasData } from '../model/layout';

export function checkAll(data: SpreadsheetData, colcount: number, checked: boolean) {
  return data.map((row) => {
    const next = [...row];
    next[0] = checked && rowHasData(row, colcount) ? '1' : '';
    return next;
  });
}

/** The box shows checked when every row with data is checked (and there is one). */
export function allChecked(data: SpreadsheetData, colcount: number): boolean {
  const withData = data.filter((row) => rowHasData(row, colcount));
  return withData.length > 0 && withData.every((row) => row[0] === '1');
}

export function toggleRow(data: SpreadsheetData, row: number): SpreadsheetData {
  return data.map((cells, index) =>
    index === row ? [cells[0] === '1' ? '' : '1', ...cells.slice(1)] : cells,
  );
}
