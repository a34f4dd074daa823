// Table changes as pure functions of the TABLE entity data (rows of plain cell text, optional
// column widths in percent that add up to 100).
import { DOC_CONTENT_LIMITS, type TableEntityData } from '@gramota/doc-content';

export interface CellAddress {
  row: number;
  column: number;
}

const columnsOf = (table: TableEntityData) => table.rows[0]?.length ?? 0;

/** A rows × columns table of empty cells, border 1 px. */
export function newTable(rows: number, columns: number): TableEntityData {
  return {
    rows: Array.from({ length: rows }, () => Array.from({ length: columns }, () => '')),
    border: 1,
  };
}

export function setCell(table: TableEntityData, at: CellAddress, text: string): TableEntityData {
  const value = text.slice(0, DOC_CONTENT_LIMITS.table.maxCellChars);
  return {
    ...table,
    rows: table.rows.map((cells, row) =>
      row === at.row ? cells.map((cell, column) => (column === at.column ? value : cell)) : cells,
    ),
  };
}

/** A new empty row below `after`. */
export function addRow(table: TableEntityData, after: number): TableEntityData {
  if (table.rows.length >= DOC_CONTENT_LIMITS.table.maxRows) return table;
  const rows = [...table.rows];
  rows.splice(
    after + 1,
    0,
    Array.from({ length: columnsOf(table) }, () => ''),
  );
  return { ...table, rows };
}

export function removeRow(table: TableEntityData, row: number): TableEntityData {
  if (table.rows.length <= 1) return table;
  return { ...table, rows: table.rows.filter((_, index) => index !== row) };
}

function scaledTo100(widths: number[]): number[] {
  const total = widths.reduce((sum, width) => sum + width, 0);
  return total > 0 ? widths.map((width) => (width * 100) / total) : widths;
}

/** A new empty column right of `after`; with set widths, it takes an average share. */
export function addColumn(table: TableEntityData, after: number): TableEntityData {
  if (columnsOf(table) >= DOC_CONTENT_LIMITS.table.maxColumns) return table;
  const rows = table.rows.map((cells) => {
    const next = [...cells];
    next.splice(after + 1, 0, '');
    return next;
  });
  if (!table.widths) return { ...table, rows };
  const widths = [...table.widths];
  widths.splice(after + 1, 0, 100 / widths.length);
  return { ...table, rows, widths: scaledTo100(widths) };
}

export function removeColumn(table: TableEntityData, column: number): TableEntityData {
  if (columnsOf(table) <= 1) return table;
  const rows = table.rows.map((cells) => cells.filter((_, index) => index !== column));
  if (!table.widths) return { ...table, rows };
  return {
    ...table,
    rows,
    widths: scaledTo100(table.widths.filter((_, index) => index !== column)),
  };
}

export function setBorder(table: TableEntityData, border: number): TableEntityData {
  const width = Math.round(Math.min(DOC_CONTENT_LIMITS.table.maxBorderPx, Math.max(0, border)));
  return { ...table, border: width };
}
