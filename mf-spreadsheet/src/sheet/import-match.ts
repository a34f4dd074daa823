/**
 * An imported table (CSV, .xlsx, a sheet link or a saved class list) laid into the grid: a header
 * equal to a key (case, spaces and a leading '%' ignored) becomes that key's '%key' column, a
 * gender header («Пол», «Стать») the '%Пол' column, an e-mail header («E-mail родителя») the
 * '%E-mail' column; a row-number column («№ п/п») is never given a key. The other headers stay
 * as they were, unassigned, with their cells, for the teacher to assign. Every column keeps the
 * header it came with (`source`), shown beside its key and given back when it is un-assigned.
 */
import {
  SPREADSHEET_EMAIL_KEY,
  SPREADSHEET_GENDER_KEY,
  SPREADSHEET_LIMITS as LIMITS,
  type ImportedTable,
  type SpreadsheetColumn,
  type SpreadsheetSettings,
  type SpreadsheetTable,
} from '@gramota/contracts';
import {
  columnWidth,
  isUnassignedTitle,
  keyColumn,
  keyPool,
  padColumns,
  shapeRows,
  unassignedColumn,
  withSettings,
} from '../model/layout';
import { headerName, isEmailHeader, isGenderHeader, isNumberHeader } from './header-names';
import { distinctHeaders } from './header-row';

export { headerName } from './header-names';

/** The pool entry a header names, or null. */
export function matchHeader(header: string, pool: readonly string[]): string | null {
  const name = headerName(header);
  if (!name) return null;
  return pool.find((key) => headerName(key) === name) ?? null;
}

/** The key a header gives its column on import, or null (the teacher assigns it). */
function importedKey(header: string, pool: readonly string[]): string | null {
  // A row number is never a value of the document, whatever a key is called.
  if (isNumberHeader(header)) return null;
  const key = matchHeader(header, pool);
  if (key) return key;
  if (isGenderHeader(header)) return SPREADSHEET_GENDER_KEY;
  if (isEmailHeader(header)) return SPREADSHEET_EMAIL_KEY;
  return null;
}

/**
 * Imported headers as columns: a key's '%key' column when the header names it (each key taken by
 * its first column only), else kept as text; every column keeps its header as `source`.
 */
export function importedColumns(
  headers: readonly string[],
  keys: readonly string[],
  language: string,
): SpreadsheetColumn[] {
  const pool = keyPool(keys);
  const taken = new Set<string>();
  return distinctHeaders(headers).map((title) => {
    if (!title) return unassignedColumn(language);
    const key = importedKey(title, pool);
    if (key && !taken.has(key)) {
      taken.add(key);
      return { ...keyColumn(key), source: title };
    }
    return { title, type: 'text', width: columnWidth(title), source: title };
  });
}

/** The grid's table for an import; settings other than the layout ones are kept. */
export function tableFromImport(
  imported: ImportedTable,
  keys: readonly string[],
  language: string,
  settings: SpreadsheetSettings,
): SpreadsheetTable {
  const width = Math.min(
    LIMITS.maxColumns - 1,
    Math.max(imported.headers.length, ...imported.rows.map((row) => row.length), 1),
  );
  const headers = Array.from({ length: width }, (_, index) => imported.headers[index] ?? '');
  const active = importedColumns(headers, keys, language);
  const columns = padColumns(active);
  const rows = imported.rows
    .filter((row) => row.some((cell) => String(cell ?? '').trim() !== ''))
    .map((row) => ['1', ...headers.map((_, index) => String(row[index] ?? ''))]);
  return withSettings({ columns, data: shapeRows(rows, columns.length), settings });
}

/**
 * A class list to save: the active columns' names (keys without '%') and the rows with data. A key
 * joined from several columns saves each column under the header it came with (Фамилия, Имя), so
 * that loading the list proposes the join again instead of reading «Фамилия и имя (2)».
 */
export function tableToImport(table: SpreadsheetTable): ImportedTable {
  const active = table.columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => column.type === 'key' || column.type === 'text');
  const keyCount = new Map<string, number>();
  for (const { column } of active)
    if (column.type === 'key') keyCount.set(column.title, (keyCount.get(column.title) ?? 0) + 1);
  const headers = active.map(({ column }) => {
    if (isUnassignedTitle(column.title)) return '';
    if (column.type !== 'key' || !column.title.startsWith('%')) return column.title;
    const joined = (keyCount.get(column.title) ?? 0) > 1;
    return joined && column.source ? column.source : column.title.slice(1);
  });
  const rows = table.data
    .map((row) => active.map(({ index }) => row[index] ?? ''))
    .filter((row) => row.some((cell) => cell.trim() !== ''));
  return { headers, rows };
}
