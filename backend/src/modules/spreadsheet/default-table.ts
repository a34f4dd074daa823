import {
  defaultSpreadsheetSettings,
  SPREADSHEET_KEY_PREFIX,
  SPREADSHEET_LIMITS,
  type SpreadsheetColumn,
  type SpreadsheetTable,
} from '@gramota/contracts';

const { pxPerChar, minColumnWidth, narrowBelow, checkColumnWidth, defaultRows } =
  SPREADSHEET_LIMITS;

/** Seed 001 §9: 10 px per character of the header, 100 when that is under 50. */
export function columnWidth(title: string): number {
  const width = [...title].length * pxPerChar;
  return width < narrowBelow ? minColumnWidth : width;
}

/** Settings' `headers`: comma-joined, a comma inside a header written as '，' (seed 001 §3). */
export const joinHeaders = (titles: readonly string[]) =>
  titles.map((title) => title.replace(/,/g, '，')).join(',');

/**
 * The table of a document with nothing saved (meta `empty: '1'`): the checkbox column, one
 * `%key` column per key in the document's order, 30 empty rows. The client pads it with
 * read-only columns to 26 for display; those are not part of the table.
 */
export function defaultTable(keys: readonly string[]): SpreadsheetTable {
  const columns: SpreadsheetColumn[] = [
    { title: '', type: 'check', width: checkColumnWidth },
    ...keys.map((key) => {
      const title = `${SPREADSHEET_KEY_PREFIX}${key}`;
      return { title, type: 'key' as const, width: columnWidth(title) };
    }),
  ];
  return {
    columns,
    data: Array.from({ length: defaultRows }, () => columns.map(() => '')),
    settings: {
      ...defaultSpreadsheetSettings(),
      headers: joinHeaders(columns.slice(1).map((column) => column.title)),
      colcount: keys.length,
    },
  };
}
