import {
  SPREADSHEET_GENDER_KEY,
  type SpreadsheetColumn,
  type SpreadsheetTable,
} from '@gramota/contracts';
import { checkColumn, keyColumn, keyTitle, padColumns } from '../model/layout';

const isGenderColumn = (column: SpreadsheetColumn) =>
  column.type === 'key' && column.title === keyTitle(SPREADSHEET_GENDER_KEY);

const isActive = (column: SpreadsheetColumn) => column.type === 'key' || column.type === 'text';

/**
 * The table with `cell` written as data row `row`'s gender: into the '%Пол' column, or, when the
 * table has none, into a new '%Пол' column added after the active columns (the teacher's fix in
 * the pre-run check is kept where the teacher would look for it, and the next run reads it).
 */
export function withRowGender(
  table: SpreadsheetTable,
  row: number,
  cell: string,
): SpreadsheetTable {
  let { columns, data } = table;
  let column = columns.findIndex((entry, index) => index > 0 && isGenderColumn(entry));
  if (column < 0) {
    const active = columns
      .map((entry, index) => ({ entry, index }))
      .filter(({ entry, index }) => index > 0 && isActive(entry));
    columns = padColumns([
      checkColumn(),
      ...active.map(({ entry }) => entry),
      keyColumn(SPREADSHEET_GENDER_KEY),
    ]);
    column = active.length + 1;
    data = data.map((cells) =>
      columns.map((_, index) => {
        if (index === 0) return cells[0] ?? '';
        return index < column ? (cells[active[index - 1]!.index] ?? '') : '';
      }),
    );
  }
  const target = column;
  return {
    ...table,
    columns,
    data: data.map((cells, index) =>
      index === row
        ? Array.from({ length: Math.max(cells.length, target + 1) }, (_, at) =>
            at === target ? cell : (cells[at] ?? ''),
          )
        : cells,
    ),
  };
}
