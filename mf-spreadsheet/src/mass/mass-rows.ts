import {
  SPREADSHEET_EMAIL_KEY,
  SPREADSHEET_KEY_PREFIX,
  SPREADSHEET_KEYS_SEPARATOR,
  type MassRowValues,
  type SpreadsheetMeta,
} from '@gramota/contracts';
import type { SheetSnapshot } from '../sheet/sheet-snapshot';

/** One row a run makes a file of: its place in the table (0-based) and its values by key. */
export interface MassRow {
  /** Index of the row in the table's data (the grid shows it as shownRowNumber(index)). */
  index: number;
  values: MassRowValues;
  /** The '%E-mail' column's cell, when the table has one. */
  email?: string;
}

/** The document's keys, in the order it uses them (meta.keys joined by ';;'). */
export function docKeys(meta: Pick<SpreadsheetMeta, 'keys'>): string[] {
  return meta.keys.split(SPREADSHEET_KEYS_SEPARATOR).filter((key) => key !== '');
}

/** Column index → key of every active key column: a '%key' header the document has, or '%E-mail'. */
export function activeKeyColumns(
  snapshot: Pick<SheetSnapshot, 'columns'>,
  meta: Pick<SpreadsheetMeta, 'keys'>,
): Map<number, string> {
  const keys = new Set([...docKeys(meta), SPREADSHEET_EMAIL_KEY]);
  const active = new Map<number, string>();
  snapshot.columns.forEach((column, index) => {
    if (index === 0 || column.type !== 'key') return;
    if (!column.title.startsWith(SPREADSHEET_KEY_PREFIX)) return;
    const key = column.title.slice(SPREADSHEET_KEY_PREFIX.length);
    // Two columns naming one key: the first fills it (the pool gives each name once anyway).
    if (keys.has(key) && ![...active.values()].includes(key)) active.set(index, key);
  });
  return active;
}

/**
 * The rows a run makes files of (seed 001 §6 Spreadsheet create): checked rows (cell 0 is '1')
 * with at least one non-empty cell in an active key column, in table order. Cells are kept as the
 * teacher typed them except for surrounding spaces, which nobody means to print.
 */
export function massRows(snapshot: SheetSnapshot, meta: Pick<SpreadsheetMeta, 'keys'>): MassRow[] {
  const columns = activeKeyColumns(snapshot, meta);
  const rows: MassRow[] = [];
  snapshot.data.forEach((cells, index) => {
    if (cells[0] !== '1') return;
    const row: MassRow = { index, values: {} };
    let filled = false;
    for (const [column, key] of columns) {
      const value = (cells[column] ?? '').trim();
      if (value !== '') filled = true;
      if (key === SPREADSHEET_EMAIL_KEY) row.email = value;
      else row.values[key] = value;
    }
    if (filled) rows.push(row);
  });
  return rows;
}
