/**
 * Columns as wide as what they hold (issue 29: a readable grid): an imported or loaded table's
 * columns widen to their longest header or cell, up to MAX_FIT_WIDTH; they never narrow below
 * the width the table keeps (seed 001 §9's 10 px per header character). Only the grid's view:
 * the widths saved with the table stay as they are.
 */
import { SPREADSHEET_LIMITS as LIMITS, type SpreadsheetTable } from '@gramota/contracts';

/** Wider than this a column would push the others out of the frame: the rest shows on hover. */
export const MAX_FIT_WIDTH = 320;
/** The grid's text padding (5 px a side) and a pixel of border. */
export const CELL_PADDING = 12;
/** Longest cells (by characters) measured per column: enough to find the widest drawn. */
const MEASURED_PER_COLUMN = 3;

/** Width in px a text takes in the grid's font. */
export type MeasureText = (text: string, bold?: boolean) => number;

/** Without a canvas: seed 001's 10 px per character. */
export const measureByCharacters: MeasureText = (text) => [...text].length * LIMITS.pxPerChar;

/**
 * The grid's own font (x-data-spreadsheet draws cells in Arial 10 pt = 13 px) measured on a
 * canvas; the character rule where no canvas can be had.
 */
export function canvasMeasure(): MeasureText {
  let context: CanvasRenderingContext2D | null = null;
  try {
    context = document.createElement('canvas').getContext('2d');
  } catch {
    context = null;
  }
  if (!context || typeof context.measureText !== 'function') return measureByCharacters;
  const measuring = context;
  return (text, bold = false) => {
    measuring.font = `${bold ? 'bold ' : ''}13px Arial`;
    const width = measuring.measureText(text)?.width;
    return typeof width === 'number' && Number.isFinite(width) ? width : measureByCharacters(text);
  };
}

/** The `count` longest texts (by characters) of a column: the only ones worth measuring. */
function longest(texts: Iterable<string>, count: number): string[] {
  const top: string[] = [];
  for (const text of texts) {
    if (text === '' || (top.length === count && text.length <= top[count - 1]!.length)) continue;
    top.push(text);
    top.sort((a, b) => b.length - a.length);
    if (top.length > count) top.pop();
  }
  return top;
}

/** Each column's width in the grid: its kept width, widened to its header and cells. */
export function fittedWidths(
  table: Pick<SpreadsheetTable, 'columns' | 'data'>,
  labels: readonly string[],
  measure: MeasureText,
): number[] {
  return table.columns.map((column, index) => {
    const kept =
      Number.isFinite(column.width) && column.width > 0 ? column.width : LIMITS.minColumnWidth;
    if (column.type !== 'key' && column.type !== 'text') return kept;
    const cells = function* () {
      for (const row of table.data) yield* String(row[index] ?? '').split('\n');
    };
    const widest = Math.max(
      measure(labels[index] ?? column.title, true),
      ...longest(cells(), MEASURED_PER_COLUMN).map((text) => measure(text)),
    );
    const wanted = Math.min(MAX_FIT_WIDTH, Math.ceil(widest + CELL_PADDING));
    return Math.max(kept, wanted);
  });
}
