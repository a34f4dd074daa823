/**
 * An imported table (CSV, .xlsx, a sheet link or a saved class list) laid into the grid: a header
 * equal to a key (case, spaces and a leading '%' ignored) becomes that key's '%key' column; the
 * other headers stay as they were, unassigned, with their cells, for the teacher to assign.
 */
import {
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
} from './layout';

/** 'Фамилия Имя', ' фамилия  имя ', '%ФАМИЛИЯ ИМЯ' all compare equal; 'e-mail' ~ 'email'. */
export function headerName(text: string): string {
  return text
    .replace(/^\s*%/, '')
    .toLocaleLowerCase('ru')
    .replace(/ё/g, 'е')
    .replace(/[\s\u00a0_-]+/g, '');
}

/** The pool entry a header names, or null. */
export function matchHeader(header: string, pool: readonly string[]): string | null {
  const name = headerName(header);
  if (!name) return null;
  return pool.find((key) => headerName(key) === name) ?? null;
}

/** Imported headers as columns: a key's '%key' column when the name matches, else kept as text. */
export function importedColumns(
  headers: readonly string[],
  keys: readonly string[],
  language: string,
): SpreadsheetColumn[] {
  const pool = keyPool(keys);
  const taken = new Set<string>();
  return headers.map((header) => {
    const key = matchHeader(header, pool);
    if (key && !taken.has(key)) {
      taken.add(key);
      return keyColumn(key);
    }
    const title = header.trim();
    return title ? { title, type: 'text', width: columnWidth(title) } : unassignedColumn(language);
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

/** A class list to save: the active columns' names (keys without '%') and the rows with data. */
export function tableToImport(table: SpreadsheetTable): ImportedTable {
  const active = table.columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => column.type === 'key' || column.type === 'text');
  const headers = active.map(({ column }) =>
    isUnassignedTitle(column.title)
      ? ''
      : column.type === 'key' && column.title.startsWith('%')
        ? column.title.slice(1)
        : column.title,
  );
  const rows = table.data
    .map((row) => active.map(({ index }) => row[index] ?? ''))
    .filter((row) => row.some((cell) => cell.trim() !== ''));
  return { headers, rows };
}
