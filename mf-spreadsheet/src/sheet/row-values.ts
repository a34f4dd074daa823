import {
  SPREADSHEET_EMAIL_KEY,
  type MassRowValues,
  type SpreadsheetTable,
} from '@gramota/contracts';
import { columnKey } from './layout';

/** One row as key → value for the document's keys ('%E-mail' is an address, not a key). */
export function rowValues(
  table: Pick<SpreadsheetTable, 'columns' | 'data'>,
  row: number,
): MassRowValues {
  const values: MassRowValues = {};
  const cells = table.data[row] ?? [];
  table.columns.forEach((column, index) => {
    const key = columnKey(column);
    if (key && key !== SPREADSHEET_EMAIL_KEY) values[key] = cells[index] ?? '';
  });
  return values;
}

/** The first column that fills a key (where "show this row" puts the cursor). */
export function firstKeyColumn(table: Pick<SpreadsheetTable, 'columns'>): number {
  const index = table.columns.findIndex((column) => columnKey(column) !== null);
  return index > 0 ? index : 1;
}
