/**
 * Column assignment (seed 001 §4, issue 29): a column takes a name from the pool (the document's
 * keys, '%E-mail' and '%Пол'); a column at or beyond the active count expands the table by one;
 * 'none' gives the column back its own header; deleting a column drops its cells. A document's
 * key may fill several columns, joined left to right (Фамилия + Имя + Отчество into one name);
 * the e-mail and gender columns stay one each. Every function returns a new table and leaves the
 * one given alone.
 */
import {
  SPREADSHEET_LIMITS as LIMITS,
  type SpreadsheetColumn,
  type SpreadsheetTable,
} from '@gramota/contracts';
import {
  activeColumns,
  columnKey,
  isSingleKey,
  keyColumn,
  keyPool,
  padColumns,
  unassignedColumn,
  withSettings,
} from '../model/layout';

/** Indexes of the columns filling `key`, left to right (the order their cells are joined in). */
export function keyColumns(table: Pick<SpreadsheetTable, 'columns'>, key: string): number[] {
  const found: number[] = [];
  table.columns.forEach((column, index) => {
    if (columnKey(column) === key) found.push(index);
  });
  return found;
}

/**
 * The names a column may still take: every document key (one more column joins it) and the
 * e-mail and gender entries while no column has them; in the pool's order.
 */
export function remainingPool(table: SpreadsheetTable, keys: readonly string[]): string[] {
  const used = new Set(table.columns.map(columnKey).filter((key): key is string => key !== null));
  return keyPool(keys).filter((key) => !isSingleKey(key) || !used.has(key));
}

/** One name in a column's menu. */
export interface ColumnChoice {
  key: string;
  /** This column fills it now. */
  current: boolean;
  /** The other columns filling it: choosing it joins this column to them. */
  joinsWith: number[];
}

/**
 * What the menu of `column` lists, in the pool's order: every document key (joining when other
 * columns fill it), the e-mail and gender entries unless another column has them, and the
 * column's own name even when the document no longer has it.
 */
export function columnChoices(
  table: SpreadsheetTable,
  column: number,
  keys: readonly string[],
): ColumnChoice[] {
  const own = table.columns[column] ? columnKey(table.columns[column]) : null;
  const elsewhere = new Set(
    table.columns
      .filter((_, index) => index !== column)
      .map(columnKey)
      .filter((key): key is string => key !== null),
  );
  const names = keyPool(keys).filter((key) => !isSingleKey(key) || !elsewhere.has(key));
  if (own && !names.includes(own)) names.push(own);
  return names.map((key) => ({
    key,
    current: key === own,
    joinsWith: keyColumns(table, key).filter((index) => index !== column),
  }));
}

/** Whether `column` is one of the active columns 1..colcount. */
export function isActiveColumn(table: SpreadsheetTable, column: number): boolean {
  return column >= 1 && column <= activeColumns(table.columns).length;
}

/**
 * The header a column came with: kept as `source` since issue 29; an older table's imported
 * header is the title of its 'text' column.
 */
export function sourceHeader(column: SpreadsheetColumn): string | undefined {
  if (typeof column.source === 'string' && column.source !== '') return column.source;
  return column.type === 'text' && typeof column.title === 'string' && column.title.trim() !== ''
    ? column.title
    : undefined;
}

interface ActiveEntry {
  column: SpreadsheetColumn;
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
 * Gives `key` to `column`, keeping the header the column came with. An active column takes the
 * name in place (its cells stay); a column at or beyond the active count adds one new column
 * (width 200) at the end of the active ones. A name outside the pool, or an e-mail or gender
 * entry another column has, changes nothing.
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
    if (columnKey(entry.column) === key) return table;
    const named = keyColumn(key, entry.column.width);
    const source = sourceHeader(entry.column);
    active[column - 1] = { ...entry, column: source ? { ...named, source } : named };
  } else {
    if (active.length + 1 >= LIMITS.maxColumns) return table;
    active.push({ column: keyColumn(key, LIMITS.newColumnWidth), from: null });
  }
  return relayout(table, active);
}

/**
 * 'none': the column shows the header it came with again (an imported 'Фамилия'), or
 * '(select)' when it had none; its cells stay, its name is free for other columns.
 */
export function resetColumn(
  table: SpreadsheetTable,
  column: number,
  language: string,
): SpreadsheetTable {
  if (!isActiveColumn(table, column)) return table;
  const active = currentActive(table);
  const entry = active[column - 1]!;
  const { width } = entry.column;
  const source = sourceHeader(entry.column);
  active[column - 1] = {
    ...entry,
    column: source
      ? { title: source, type: 'text', width, source }
      : unassignedColumn(language, width),
  };
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
