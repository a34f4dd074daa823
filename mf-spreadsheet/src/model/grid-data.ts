/**
 * Our table ↔ x-data-spreadsheet's sheet data. The grid's row 0 shows our headers ('%key',
 * '(select)', an imported header) and is frozen with column 0, since the library's own headers
 * are fixed A, B, C; row r+1 is data row r. Column 0 shows the row's check box as ☑/☐; it, the
 * header row and the padding columns are not editable.
 */
import type { SpreadsheetData, SpreadsheetTable } from '@gramota/contracts';
import { SPREADSHEET_LIMITS as LIMITS } from '@gramota/contracts';
import type { XCell, XSheetData } from './xspreadsheet.types';

export const CHECKED_MARK = '☑';
export const UNCHECKED_MARK = '☐';
/** Rows under the data the teacher can type into before the table grows again. */
export const SPARE_ROWS = 20;

/** Style indexes of `styles` below. */
const STYLE = { header: 0, pad: 1, check: 2, checkHeader: 3 } as const;
const styles = [
  { bgcolor: '#eef2f7', font: { bold: true }, color: '#1d4ed8' },
  { bgcolor: '#f6f6f6' },
  { align: 'center', color: '#1d4ed8' },
  { align: 'center', bgcolor: '#eef2f7', font: { bold: true } },
];

/** Grid rows for a table: the header row, the data rows (at least 30) and the spare rows. */
export const gridRowCount = (table: SpreadsheetTable) =>
  1 + Math.max(table.data.length, LIMITS.defaultRows) + SPARE_ROWS;

/** How the grid shows a table: the headers' words and the columns' widths (by column index). */
export interface SheetView {
  labels?: readonly string[];
  widths?: readonly number[];
}

/**
 * The library's sheet for a table. Every cell is handed over as the text it is: the grid is made
 * with evalPaused (sheet-grid), so '=1+2' or '=HYPERLINK(…)' is drawn as typed, never evaluated.
 */
export function toSheetData(table: SpreadsheetTable, view: SheetView = {}): XSheetData {
  const { columns, data } = table;
  const len = gridRowCount(table);
  const rows: NonNullable<XSheetData['rows']> = { len };
  const header: Record<number, XCell> = {};
  columns.forEach((column, ci) => {
    header[ci] =
      ci === 0
        ? { text: '✓', editable: false, style: STYLE.checkHeader }
        : {
            text: column.type === 'pad' ? '' : (view.labels?.[ci] ?? String(column.title ?? '')),
            editable: false,
            style: STYLE.header,
          };
  });
  rows[0] = { cells: header };
  for (let ri = 1; ri < len; ri += 1) {
    const row = data[ri - 1];
    const cells: Record<number, XCell> = {};
    columns.forEach((column, ci) => {
      if (ci === 0) {
        cells[0] = {
          text: row?.[0] === '1' ? CHECKED_MARK : UNCHECKED_MARK,
          editable: false,
          style: STYLE.check,
        };
      } else if (column.type === 'pad') {
        cells[ci] = { text: '', editable: false, style: STYLE.pad };
      } else if (row?.[ci]) {
        cells[ci] = { text: String(row[ci]) };
      }
    });
    rows[ri] = { cells };
  }
  const cols: NonNullable<XSheetData['cols']> = { len: columns.length };
  columns.forEach((column, ci) => {
    cols[ci] = { width: view.widths?.[ci] ?? column.width };
  });
  return { name: 'sheet1', freeze: 'B2', styles, rows, cols };
}

/**
 * The grid's cells read back into data rows (by our columns); rows past the last one holding
 * something are dropped, keeping at least 30.
 */
export function fromSheetData(sheet: XSheetData, table: SpreadsheetTable): SpreadsheetData {
  const { columns } = table;
  const rows = sheet.rows ?? {};
  const len = typeof rows.len === 'number' ? rows.len : gridRowCount(table);
  const data: SpreadsheetData = [];
  let last = -1;
  for (let ri = 1; ri < len; ri += 1) {
    const cells = rows[ri]?.cells ?? {};
    const row = columns.map((column, ci) => {
      if (ci === 0) return cells[0]?.text === CHECKED_MARK ? '1' : '';
      if (column.type === 'pad') return '';
      const text = cells[ci]?.text;
      return text === undefined || text === null ? '' : String(text);
    });
    if (row.some((cell) => cell !== '')) last = ri - 1;
    data.push(row);
  }
  return data.slice(0, Math.max(last + 1, LIMITS.defaultRows));
}

/**
 * The number the grid shows beside a data row (its row 1 is our header row, so data starts at 2,
 * the same number the row has in the spreadsheet it was imported from): every message that names
 * a row uses it, so the teacher finds the row they are told about.
 */
export const shownRowNumber = (index: number) => index + 2;
