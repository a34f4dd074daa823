/**
 * Column assignment (seed 001 §4): an unassigned column takes a name from what remains of the
 * pool (the document's keys and '%E-mail'); a column at or beyond the active count expands the
 * table by one column; 'none' resets the header and gives the name back; deleting a column gives
 * its name back. Every function returns a new table and leaves the one given alone.
 */
import { SPREADSHEET_LIMITS as LIMITS, type SpreadsheetTable } from '@gramota/contracts';
import {
  activeColumns,
  columnKey,
  keyColumn,
  keyPool,
  padColumns,
  unassignedColumn,
  withSettings,
} from './layout';

/** The names no active column uses yet, in the pool's order. */
export function remainingPool(table: SpreadsheetTable, keys: readonly string[]): string[] {
  const used = new Set(table.columns.map(columnKey).filter((key): key is string => key !== null));
  return keyPool(keys).filter((key) => !used.has(key));
}

/** Whether `column` is one of the active columns 1..colcount. */
export function isActiveColumn(table: SpreadsheetTable, column: number): boolean {
  return column >= 1 && column <= activeColumns(table.columns).length;
}

interface ActiveEntry {
  column: SpreadsheetTable['columns'][number];
  /** The column's index before the change; null for a new column. */
  from: number | null;
}

/** Rebuilds columns (active ones given) and moves the cells of each row along with them. */
function relayout(table: SpreadsheetTable, active: ActiveEntry[]): SpreadsheetTable {
  const columns = padColumns(active.map((entry) => entry.column));
  const data = table.data.map((row) =>
    columns.map((_, index) => {
      if (index === 0) return row[0] ?? '';
      const source = active[index - 1]?.from;
      return source === null || source === undefined ? '' : (row[source] ?? '');
    }),
  );
  return withSettings({ ...table, columns, data });
}

const currentActive = (table: SpreadsheetTable): ActiveEntry[] =>
  activeColumns(table.columns).map((column, index) => ({ column, from: index + 1 }));

/**
 * Gives `key` to `column`. An active column takes the name in place (its cells stay); a column
 * at or beyond the active count adds one new column (width 200) at the end of the active ones.
 * A key already used elsewhere, or one outside the pool, changes nothing.
 */
export function assignColumn(
  table: SpreadsheetTable,
  column: number,
  key: string,
  keys: readonly string[],
): SpreadsheetTable {
  if (column < 1 || !remainingPool(table, keys).includes(key)) return table;
  const active = currentActive(table);
  if (column <= active.length) {
    const entry = active[column - 1]!;
    active[column - 1] = { ...entry, column: keyColumn(key, entry.column.width) };
  } else {
    if (active.length + 1 >= LIMITS.maxColumns) return table;
    active.push({ column: keyColumn(key, LIMITS.newColumnWidth), from: null });
  }
  return relayout(table, active);
}

/** 'none': the column's header goes back to '(select)' and its name back to the pool. */
export function resetColumn(
  table: SpreadsheetTable,
  column: number,
  language: string,
): SpreadsheetTable {
  if (!isActiveColumn(table, column)) return table;
  const active = currentActive(table);
  const entry = active[column - 1]!;
  active[column - 1] = { ...entry, column: unassignedColumn(language, entry.column.width) };
  return relayout(table, active);
}

/** Deletes an active column with its cells; its name (if any) is free again. */
export function deleteColumn(table: SpreadsheetTable, column: number): SpreadsheetTable {
  if (!isActiveColumn(table, column)) return table;
  const active = currentActive(table);
  active.splice(column - 1, 1);
  return relayout(table, active);
}

/** Inserts an unassigned column (width 200) before `column`, or after the active ones. */
export function insertColumn(
  table: SpreadsheetTable,
  column: number,
  language: string,
): SpreadsheetTable {
  const active = currentActive(table);
  if (active.length + 1 >= LIMITS.maxColumns) return table;
  const at = Math.min(Math.max(column, 1), active.length + 1) - 1;
  active.splice(at, 0, { column: unassignedColumn(language, LIMITS.newColumnWidth), from: null });
  return relayout(table, active);
}
