/**
 * The table's layout rules (seed 001 §3 Spreadsheet settings, §9), free of React and the grid:
 * column 0 is the checkbox column, columns 1..colcount are the active ones (a key '%name', an
 * unassigned '(select)', or an imported header not matched to a key), then read-only padding
 * columns up to 26, and 30 rows by default.
 */
import {
  SPREADSHEET_EMAIL_KEY,
  SPREADSHEET_GENDER_KEY,
  SPREADSHEET_KEY_PREFIX,
  SPREADSHEET_KEYS_SEPARATOR,
  SPREADSHEET_LIMITS as LIMITS,
  SPREADSHEET_UNASSIGNED,
  defaultSpreadsheetSettings,
  type SpreadsheetColumn,
  type SpreadsheetData,
  type SpreadsheetMeta,
  type SpreadsheetSettings,
  type SpreadsheetTable,
} from '@gramota/contracts';

/** '(выберите)' in Russian, '(select)' otherwise (seed 001 §3). */
export function unassignedTitle(language: string): string {
  return language.startsWith('ru') ? SPREADSHEET_UNASSIGNED[1] : SPREADSHEET_UNASSIGNED[0];
}

export function isUnassignedTitle(title: string): boolean {
  return (SPREADSHEET_UNASSIGNED as readonly string[]).includes(title);
}

export const keyTitle = (key: string) => `${SPREADSHEET_KEY_PREFIX}${key}`;

/** The key a column fills, or null ('(select)', an imported header, the check and pad columns). */
export function columnKey(column: SpreadsheetColumn): string | null {
  if (column.type !== 'key' || !column.title.startsWith(SPREADSHEET_KEY_PREFIX)) return null;
  return column.title.slice(SPREADSHEET_KEY_PREFIX.length);
}

/** meta.keys split (';;'), without empties. */
export function metaKeys(meta: Pick<SpreadsheetMeta, 'keys'>): string[] {
  return meta.keys.split(SPREADSHEET_KEYS_SEPARATOR).filter((key) => key.trim() !== '');
}

/**
 * The pool entries that are not the document's text: the e-mail and gender columns. Each is one
 * column's (an address or a gender is never joined from several cells) and is never declined.
 */
export const SINGLE_KEYS: readonly string[] = [SPREADSHEET_EMAIL_KEY, SPREADSHEET_GENDER_KEY];

export const isSingleKey = (key: string) => SINGLE_KEYS.includes(key);

/** Everything a column may be assigned: the document's keys, then the e-mail and gender columns. */
export function keyPool(keys: readonly string[]): string[] {
  return [...keys, ...SINGLE_KEYS.filter((key) => !keys.includes(key))];
}

/** 10 px per header character; 100 when that is under 50 (seed 001 §9). */
export function columnWidth(title: string): number {
  const width = [...title].length * LIMITS.pxPerChar;
  return width < LIMITS.narrowBelow ? LIMITS.minColumnWidth : width;
}

export const checkColumn = (): SpreadsheetColumn => ({
  title: '',
  type: 'check',
  width: LIMITS.checkColumnWidth,
});

export const padColumn = (): SpreadsheetColumn => ({
  title: '',
  type: 'pad',
  width: LIMITS.padColumnWidth,
});

export const keyColumn = (key: string, width?: number): SpreadsheetColumn => {
  const title = keyTitle(key);
  return { title, type: 'key', width: width ?? columnWidth(title) };
};

export const unassignedColumn = (language: string, width?: number): SpreadsheetColumn => {
  const title = unassignedTitle(language);
  return { title, type: 'key', width: width ?? columnWidth(title) };
};

/** Drops any padding and pads again so the table has at least 26 columns (column 0 included). */
export function padColumns(active: readonly SpreadsheetColumn[]): SpreadsheetColumn[] {
  const columns = [checkColumn(), ...active.filter((c) => c.type !== 'check' && c.type !== 'pad')];
  while (columns.length < LIMITS.minColumns) columns.push(padColumn());
  return columns;
}

/** The active columns (1..colcount): keys, unassigned and imported headers. */
export function activeColumns(columns: readonly SpreadsheetColumn[]): SpreadsheetColumn[] {
  return columns.filter((c) => c.type === 'key' || c.type === 'text');
}

/** Every row as long as the columns, at least `minRows` rows. */
export function shapeRows(
  data: SpreadsheetData,
  columnCount: number,
  minRows: number = LIMITS.defaultRows,
): SpreadsheetData {
  const rows = data.map((row) =>
    Array.from({ length: columnCount }, (_, index) => String(row[index] ?? '')),
  );
  while (rows.length < minRows) rows.push(Array.from({ length: columnCount }, () => ''));
  return rows;
}

/** A row holds data when a cell of an active column (1..colcount) is not blank. */
export function rowHasData(row: readonly string[], colcount: number): boolean {
  for (let index = 1; index <= colcount; index += 1) {
    if ((row[index] ?? '').trim() !== '') return true;
  }
  return false;
}

/** Rows up to the last one holding data (what is worth saving and counting). */
export function usedRows(data: SpreadsheetData, colcount: number): SpreadsheetData {
  let last = data.length - 1;
  while (last >= 0 && !rowHasData(data[last]!, colcount) && data[last]![0] !== '1') last -= 1;
  return data.slice(0, last + 1);
}

/** The first table of a document: one column per key, in the document's order, 30 empty rows. */
export function defaultTable(keys: readonly string[], language: string): SpreadsheetTable {
  const active = keys.length > 0 ? keys.map((key) => keyColumn(key)) : [unassignedColumn(language)];
  const columns = padColumns(active);
  return withSettings({
    columns,
    data: shapeRows([], columns.length),
    settings: defaultSpreadsheetSettings(),
  });
}

/** settings.headers, colcount and big follow the columns and rows (seed 001 §3). */
export function withSettings(table: SpreadsheetTable): SpreadsheetTable {
  const active = activeColumns(table.columns);
  const settings: SpreadsheetSettings = {
    ...table.settings,
    headers: active.map((column) => column.title.replace(/,/g, '，')).join(','),
    colcount: active.length,
    big: usedRows(table.data, active.length).length > LIMITS.bigRows ? '1' : '0',
  };
  return { ...table, settings };
}

/** A saved table made whole again: padded columns, rows shaped, settings consistent. */
export function normaliseTable(table: SpreadsheetTable): SpreadsheetTable {
  const columns = padColumns(table.columns);
  // Saved rows follow the saved columns: re-index them onto the padded ones.
  const from = table.columns;
  const data = table.data.map((row) => {
    const cells: string[] = [];
    let target = 0;
    from.forEach((column, index) => {
      if (column.type === 'pad') return;
      cells[target] = String(row[index] ?? '');
      target += 1;
    });
    return cells;
  });
  return withSettings({ ...table, columns, data: shapeRows(data, columns.length) });
}
