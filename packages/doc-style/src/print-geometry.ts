/**
 * Print layouts (issue 36): where a document's page lands on paper when it is printed onto a
 * pre-printed blank (shifted and scaled by the printer's calibration), several to a sheet (n-up
 * with cut marks), or for a print shop (3 mm bleed, crop marks, trim and bleed boxes). Pure
 * millimetre arithmetic shared by the renderer (which draws it) and the apps (which show the sheet
 * count and check the numbers before anything is sent).
 */
import type { SizeMm } from './page-formats';

export const PT_PER_MM = 72 / 25.4;
export const mmToPt = (mm: number) => mm * PT_PER_MM;

/** The sheet several pages are laid out on: A4, in whichever orientation fits them larger. */
export const NUP_SHEET_MM: SizeMm = { width: 210, height: 297 };

/** Print-shop marks (ISO 12647-style defaults most shops ask for). */
export const PRESS = {
  bleedMm: 3,
  /** Crop marks start this far from the trim corner: outside the bleed. */
  markOffsetMm: 3,
  markLengthMm: 5,
  /** Paper around the trim: bleed, marks and a little air. */
  slugMm: 10,
  /** Mark line width, points (a hairline printers still reproduce). */
  markWidthPt: 0.25,
} as const;

/** Cut marks of a sheet of several pages. */
export const CUT_MARK = { lengthMm: 5, widthPt: 0.25 } as const;

/** A printer's saved calibration: where its prints land relative to where they should. */
export interface PrinterCalibration {
  /** Positive moves the print right / down, millimetres. */
  shiftXMm: number;
  shiftYMm: number;
  /** Per cent of true size (100: none). */
  scalePercent: number;
}

export const NO_CALIBRATION: PrinterCalibration = { shiftXMm: 0, shiftYMm: 0, scalePercent: 100 };

export interface PointMm {
  x: number;
  y: number;
}

export interface RectMm extends PointMm {
  width: number;
  height: number;
}

/** A straight mark from one point to another, millimetres on the paper. */
export interface LineMm {
  from: PointMm;
  to: PointMm;
}

/**
 * Where a point of the paper prints on a calibrated printer: scaled about the paper's top-left
 * corner, then shifted (the order the calibration sheet measures them in).
 */
export function calibratedPoint(point: PointMm, calibration: PrinterCalibration): PointMm {
  const scale = calibration.scalePercent / 100;
  return {
    x: point.x * scale + calibration.shiftXMm,
    y: point.y * scale + calibration.shiftYMm,
  };
}

/**
 * The calibration test sheet's crosshairs: 20 mm in from each corner of the paper and at its
 * centre, where a ruler measures how far the printer puts them off.
 */
export function calibrationCrosshairs(paper: SizeMm): PointMm[] {
  const inset = 20;
  return [
    { x: inset, y: inset },
    { x: paper.width - inset, y: inset },
    { x: paper.width / 2, y: paper.height / 2 },
    { x: inset, y: paper.height - inset },
    { x: paper.width - inset, y: paper.height - inset },
  ];
}

export interface SheetGrid {
  /** The sheet, oriented. */
  sheet: SizeMm;
  columns: number;
  rows: number;
  /** Each page's place on the sheet, in reading order (left to right, top to bottom). */
  cells: RectMm[];
  /** The page's scale in its cell (at most 1: a small page is centred, never enlarged). */
  scale: number;
  /** Cut lines as marks at the sheet's edges and around each page. */
  marks: LineMm[];
}

export interface GridChoice {
  columns: number;
  rows: number;
  /** Presets (2 and 4 on A4) may turn the grid round to fit the page larger; a custom grid may not. */
  turnable: boolean;
}

function gridOn(sheet: SizeMm, page: SizeMm, columns: number, rows: number): SheetGrid {
  const cellWidth = sheet.width / columns;
  const cellHeight = sheet.height / rows;
  const scale = Math.min(1, cellWidth / page.width, cellHeight / page.height);
  const placed = { width: page.width * scale, height: page.height * scale };
  const cells: RectMm[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      cells.push({
        x: column * cellWidth + (cellWidth - placed.width) / 2,
        y: row * cellHeight + (cellHeight - placed.height) / 2,
        ...placed,
      });
    }
  }
  const cutLines = {
    x: Array.from({ length: columns - 1 }, (_, index) => (index + 1) * cellWidth),
    y: Array.from({ length: rows - 1 }, (_, index) => (index + 1) * cellHeight),
  };
  return { sheet, columns, rows, cells, scale, marks: cutMarks(sheet, cells, cutLines) };
}

/**
 * The cut marks of a sheet: short ticks where each page's edges meet the paper's margin or the
 * gap beside it, and where the cut lines between cells meet the paper's edges; never over a page
 * (a tick drawn on a neighbour would be printed on it).
 */
export function cutMarks(
  sheet: SizeMm,
  cells: readonly RectMm[],
  cutLines: { x: readonly number[]; y: readonly number[] } = { x: [], y: [] },
): LineMm[] {
  const marks: LineMm[] = [];
  const length = CUT_MARK.lengthMm;
  const overAPage = (line: LineMm) =>
    cells.some((cell) => {
      const left = Math.min(line.from.x, line.to.x);
      const right = Math.max(line.from.x, line.to.x);
      const top = Math.min(line.from.y, line.to.y);
      const bottom = Math.max(line.from.y, line.to.y);
      const epsilon = 1e-6;
      return (
        right > cell.x + epsilon &&
        left < cell.x + cell.width - epsilon &&
        bottom > cell.y + epsilon &&
        top < cell.y + cell.height - epsilon
      );
    });
  const seen = new Set<string>();
  const add = (line: LineMm) => {
    const clipped: LineMm = {
      from: clampPoint(line.from, sheet),
      to: clampPoint(line.to, sheet),
    };
    const key = [clipped.from.x, clipped.from.y, clipped.to.x, clipped.to.y]
      .map((n) => n.toFixed(3))
      .join(',');
    const hasLength =
      Math.abs(clipped.to.x - clipped.from.x) + Math.abs(clipped.to.y - clipped.from.y) > 0.5;
    if (hasLength && !seen.has(key) && !overAPage(clipped)) {
      seen.add(key);
      marks.push(clipped);
    }
  };
  for (const x of cutLines.x) {
    add({ from: { x, y: 0 }, to: { x, y: length } });
    add({ from: { x, y: sheet.height - length }, to: { x, y: sheet.height } });
  }
  for (const y of cutLines.y) {
    add({ from: { x: 0, y }, to: { x: length, y } });
    add({ from: { x: sheet.width - length, y }, to: { x: sheet.width, y } });
  }
  for (const cell of cells) {
    const xs = [cell.x, cell.x + cell.width];
    const ys = [cell.y, cell.y + cell.height];
    for (const x of xs) {
      // Vertical ticks above and below the page, on its left and right edges.
      add({ from: { x, y: cell.y - length }, to: { x, y: cell.y } });
      add({ from: { x, y: cell.y + cell.height }, to: { x, y: cell.y + cell.height + length } });
    }
    for (const y of ys) {
      add({ from: { x: cell.x - length, y }, to: { x: cell.x, y } });
      add({ from: { x: cell.x + cell.width, y }, to: { x: cell.x + cell.width + length, y } });
    }
  }
  return marks;
}

function clampPoint(point: PointMm, sheet: SizeMm): PointMm {
  return {
    x: Math.min(sheet.width, Math.max(0, point.x)),
    y: Math.min(sheet.height, Math.max(0, point.y)),
  };
}

/**
 * Pages laid out on an A4 sheet: the orientation (and, for presets, the grid turned round) that
 * prints the page largest; portrait on a tie.
 */
export function sheetGrid(page: SizeMm, choice: GridChoice): SheetGrid {
  const portrait = NUP_SHEET_MM;
  const landscape = { width: portrait.height, height: portrait.width };
  const shapes: Array<[number, number]> = [[choice.columns, choice.rows]];
  if (choice.turnable && choice.columns !== choice.rows) shapes.push([choice.rows, choice.columns]);
  let best: SheetGrid | null = null;
  for (const sheet of [portrait, landscape]) {
    for (const [columns, rows] of shapes) {
      const grid = gridOn(sheet, page, columns, rows);
      if (!best || grid.scale > best.scale + 1e-9) best = grid;
    }
  }
  return best!;
}

/** Sheets a number of pages takes, several to a sheet. */
export function sheetCount(pages: number, perSheet: number): number {
  return perSheet > 0 ? Math.ceil(Math.max(0, pages) / perSheet) : 0;
}

export interface PressGeometry {
  /** The PDF page: the trim with the slug around it. */
  media: SizeMm;
  /** The trimmed page on the media. */
  trim: RectMm;
  /** The trim grown by the bleed: the background reaches this far. */
  bleed: RectMm;
  /** Crop marks, two at each corner, outside the bleed. */
  marks: LineMm[];
}

/** A print shop's page: trim centred on the media, bleed around it, crop marks outside. */
export function pressGeometry(trimSize: SizeMm): PressGeometry {
  const { bleedMm, markOffsetMm, markLengthMm, slugMm } = PRESS;
  const media = { width: trimSize.width + 2 * slugMm, height: trimSize.height + 2 * slugMm };
  const trim = { x: slugMm, y: slugMm, ...trimSize };
  const bleed = {
    x: trim.x - bleedMm,
    y: trim.y - bleedMm,
    width: trim.width + 2 * bleedMm,
    height: trim.height + 2 * bleedMm,
  };
  const marks: LineMm[] = [];
  const left = trim.x;
  const right = trim.x + trim.width;
  const top = trim.y;
  const bottom = trim.y + trim.height;
  const near = markOffsetMm;
  const far = markOffsetMm + markLengthMm;
  for (const x of [left, right]) {
    const out = x === left ? -1 : 1;
    for (const y of [top, bottom]) {
      const down = y === top ? -1 : 1;
      // The horizontal mark on the trim line of y, and the vertical one on the trim line of x.
      marks.push({ from: { x: x + out * near, y }, to: { x: x + out * far, y } });
      marks.push({ from: { x, y: y + down * near }, to: { x, y: y + down * far } });
    }
  }
  return { media, trim, bleed, marks };
}

/** A PDF box ([x1, y1, x2, y2] in points, from the bottom-left) of a rectangle on the media. */
export function pdfBox(rect: RectMm, media: SizeMm): [number, number, number, number] {
  const round = (value: number) => Number(value.toFixed(3));
  return [
    round(mmToPt(rect.x)),
    round(mmToPt(media.height - rect.y - rect.height)),
    round(mmToPt(rect.x + rect.width)),
    round(mmToPt(media.height - rect.y)),
  ];
}
