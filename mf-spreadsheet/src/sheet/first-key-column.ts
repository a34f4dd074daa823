import type { SpreadsheetTable } from '@gramota/contracts';
import { columnKey } from '../model/layout';

/** The first column that fills a key (where "show this row" puts the cursor). */
export function firstKeyColumn(table: Pick<SpreadsheetTable, 'columns'>): number {
  const index = table.columns.findIndex((column) => columnKey(column) !== null);
  return index > 0 ? index : 1;
}
