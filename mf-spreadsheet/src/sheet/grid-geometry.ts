/**
 * Where the library draws what the DOM layers over its canvas must meet: our header row's cells
 * (the header buttons), the selected row (the 👁 button) and the cell under the pointer (the
 * hover text). Read from the library's sheet data after each of its renders; pixels are relative
 * to the grid's host.
 */
import type { XSpreadsheet } from '../model/xspreadsheet.types';

/** The library's vertical scrollbar runs down the right edge over the header row. */
export const SCROLLBAR_WIDTH = 15;

export interface HeaderCellBox {
  column: number;
  /** From the left of the scrolling part (column 0 excluded), after the scroll. */
  left: number;
  width: number;
}

export interface HeaderGeometry {
  /** Our header row (grid row 0) sits under the library's letter row. */
  top: number;
  height: number;
  /** The row-number column's width: where column 0 starts. */
  indexWidth: number;
  /** Column 0 (the tick column), frozen: where the scrolling columns start after indexWidth. */
  frozenWidth: number;
  /** The scrolling columns' visible width. */
  clipWidth: number;
  cells: HeaderCellBox[];
}

/** The header cells in view, for `count` columns. */
export function headerGeometry(grid: XSpreadsheet, count: number): HeaderGeometry {
  const { data } = grid.sheet;
  const { cols, rows, scroll } = data;
  const frozenWidth = data.freezeTotalWidth();
  const frozenColumns = data.freeze[1];
  const clipWidth = Math.max(0, data.viewWidth() - cols.indexWidth - frozenWidth - SCROLLBAR_WIDTH);
  const cells: HeaderCellBox[] = [];
  let left = 0;
  for (let column = 0; column < Math.min(count, cols.len); column += 1) {
    const width = cols.getWidth(column);
    if (column >= frozenColumns) {
      const shown = left - frozenWidth - scroll.x;
      if (shown + width > 0 && shown < clipWidth) cells.push({ column, left: shown, width });
    }
    left += width;
  }
  return {
    top: rows.height,
    height: rows.getHeight(0),
    indexWidth: cols.indexWidth,
    frozenWidth,
    clipWidth,
    cells,
  };
}

export const sameGeometry = (a: HeaderGeometry | null, b: HeaderGeometry) =>
  a !== null && JSON.stringify(a) === JSON.stringify(b);

/** The grid cell (grid row, column) at a point of the host, or null over the letter/number bars. */
export function cellAtPoint(
  grid: XSpreadsheet,
  x: number,
  y: number,
): { ri: number; ci: number; left: number; top: number; width: number; height: number } | null {
  const { data } = grid.sheet;
  if (x <= data.cols.indexWidth || y <= data.rows.height) return null;
  const rect = data.getCellRectByXY(x, y);
  if (rect.ri < 0 || rect.ci < 0) return null;
  return rect;
}

/** Where the column menu opens, in the grid's pixels. */
export interface MenuAnchor {
  left: number;
  top: number;
  /** Room under the header; absent when the grid has no height yet. */
  maxHeight?: number;
}

/** The column menu's width in CSS (sheet-workspace.module.css .menu): kept inside the grid. */
const MENU_WIDTH = 280;

/** Under the column's header button, moved left when it would leave the grid. */
export function menuAnchor(
  geometry: HeaderGeometry | null,
  column: number,
  gridWidth: number,
  gridHeight: number,
): MenuAnchor {
  if (!geometry) return { left: 0, top: 0 };
  const cell = geometry.cells.find((box) => box.column === column);
  const start = geometry.indexWidth + geometry.frozenWidth + Math.max(0, cell?.left ?? 0);
  const top = geometry.top + geometry.height;
  return {
    left: gridWidth > MENU_WIDTH ? Math.min(start, gridWidth - MENU_WIDTH) : start,
    top,
    maxHeight: gridHeight > top ? Math.max(160, gridHeight - top - 8) : undefined,
  };
}
