import { SPREADSHEET_LIMITS, type ImportedTable } from '@gramota/contracts';
import { ImportError } from './import-error';

const isEmptyRow = (row: readonly string[]) => row.every((cell) => cell === '');

/**
 * Rows as read from a file → the table the spreadsheet loads: the first row is the headers; cells
 * trimmed; trailing empty rows and trailing empty columns dropped; ragged rows padded to the
 * widest. Over SPREADSHEET_LIMITS the whole file is refused (nothing half-loaded).
 */
export function tableFromRows(read: readonly (readonly string[])[]): ImportedTable {
  const rows = read.map((row) => row.map((cell) => cell.trim()));
  while (rows.length > 0 && isEmptyRow(rows[rows.length - 1]!)) rows.pop();
  if (rows.length === 0) throw new ImportError('file_empty');
  if (rows.length - 1 > SPREADSHEET_LIMITS.maxRows) throw new ImportError('too_many_rows');
  // The widest row holding a value decides the width: "Имя;;;" adds no columns.
  let width = 0;
  for (const row of rows)
    for (let index = row.length - 1; index >= width; index -= 1)
      if (row[index] !== '') {
        width = index + 1;
        break;
      }
  if (width > SPREADSHEET_LIMITS.maxColumns) throw new ImportError('too_many_columns');
  const padded = rows.map((row) => {
    const cells = row.slice(0, width);
    while (cells.length < width) cells.push('');
    return cells;
  });
  for (const row of padded)
    for (const cell of row)
      if (cell.length > SPREADSHEET_LIMITS.maxCellChars) throw new ImportError('cell_too_long');
  const [headers, ...body] = padded;
  return { headers: headers!, rows: body };
}
