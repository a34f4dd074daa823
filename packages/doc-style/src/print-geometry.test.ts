import {
  calibratedPoint,
  calibrationCrosshairs,
  mmToPt,
  pdfBox,
  pressGeometry,
  sheetCount,
  sheetGrid,
  type LineMm,
  type RectMm,
} from './print-geometry';

const A4 = { width: 210, height: 297 };
const A5 = { width: 148, height: 210 };
const A5_LANDSCAPE = { width: 210, height: 148 };
const TWO = { columns: 2, rows: 1, turnable: true };
const FOUR = { columns: 2, rows: 2, turnable: true };

const inside = (line: LineMm, rect: RectMm) =>
  [line.from, line.to].every(
    (p) =>
      p.x >= rect.x && p.x <= rect.x + rect.width && p.y >= rect.y && p.y <= rect.y + rect.height,
  );
const crossesInterior = (line: LineMm, cell: RectMm) => {
  const left = Math.min(line.from.x, line.to.x);
  const right = Math.max(line.from.x, line.to.x);
  const top = Math.min(line.from.y, line.to.y);
  const bottom = Math.max(line.from.y, line.to.y);
  return (
    right > cell.x + 1e-6 &&
    left < cell.x + cell.width - 1e-6 &&
    bottom > cell.y + 1e-6 &&
    top < cell.y + cell.height - 1e-6
  );
};

describe('printing onto a blank: the calibration', () => {
  it('shifts every point by the set millimetres', () => {
    expect(
      calibratedPoint({ x: 40, y: 100 }, { shiftXMm: 2.5, shiftYMm: -1.5, scalePercent: 100 }),
    ).toEqual({
      x: 42.5,
      y: 98.5,
    });
  });

  it('scales about the paper corner, then shifts', () => {
    const point = calibratedPoint(
      { x: 100, y: 200 },
      { shiftXMm: 1, shiftYMm: 0, scalePercent: 98 },
    );
    expect(point.x).toBeCloseTo(99, 9);
    expect(point.y).toBeCloseTo(196, 9);
  });

  it('puts the test sheet crosshairs 20 mm in from the corners and at the centre', () => {
    expect(calibrationCrosshairs(A4)).toEqual([
      { x: 20, y: 20 },
      { x: 190, y: 20 },
      { x: 105, y: 148.5 },
      { x: 20, y: 277 },
      { x: 190, y: 277 },
    ]);
  });
});

describe('several on a sheet', () => {
  it('lays A5 two on a landscape A4 at full size, side by side', () => {
    const grid = sheetGrid(A5, TWO);
    expect(grid.sheet).toEqual({ width: 297, height: 210 });
    expect(grid.scale).toBe(1);
    expect(grid.cells).toHaveLength(2);
    expect(grid.cells[0]!.x).toBeCloseTo(0.25, 9);
    expect(grid.cells[1]!.x).toBeCloseTo(148.75, 9);
    expect(grid.cells.map((cell) => cell.y)).toEqual([0, 0]);
  });

  it('turns the preset round for a landscape A5: two stacked on a portrait A4', () => {
    const grid = sheetGrid(A5_LANDSCAPE, TWO);
    expect(grid.sheet).toEqual(A4);
    expect([grid.columns, grid.rows]).toEqual([1, 2]);
    expect(grid.scale).toBe(1);
    expect(grid.cells[1]!.y).toBeCloseTo(148.5 + 0.25, 9);
  });

  it('shrinks an A4 page to A6 size four on a portrait A4, in reading order', () => {
    const grid = sheetGrid(A4, FOUR);
    expect(grid.sheet).toEqual(A4);
    expect(grid.scale).toBeCloseTo(0.5, 9);
    expect(grid.cells.map(({ x, y }) => [x, y])).toEqual([
      [0, 0],
      [105, 0],
      [0, 148.5],
      [105, 148.5],
    ]);
  });

  it('keeps a custom grid as the teacher set it, choosing the orientation', () => {
    const grid = sheetGrid(A4, { columns: 3, rows: 2, turnable: false });
    expect([grid.columns, grid.rows]).toEqual([3, 2]);
    expect(grid.sheet).toEqual({ width: 297, height: 210 });
    expect(grid.cells).toHaveLength(6);
    expect(grid.scale).toBeCloseTo(Math.min(99 / 210, 105 / 297), 9);
  });

  it('never enlarges a small page: it is centred in its cell', () => {
    const card = { width: 90, height: 50 };
    const grid = sheetGrid(card, TWO);
    expect(grid.scale).toBe(1);
    const cell = grid.cells[0]!;
    const cellWidth = grid.sheet.width / grid.columns;
    expect(cell.x).toBeCloseTo((cellWidth - 90) / 2, 9);
  });

  it('draws cut marks on the cut lines at the paper edges, never over a page', () => {
    for (const [page, choice] of [
      [A5, TWO],
      [A4, FOUR],
      [
        { width: 90, height: 50 },
        { columns: 2, rows: 4, turnable: false },
      ],
    ] as const) {
      const grid = sheetGrid(page, choice);
      expect(grid.marks.length).toBeGreaterThan(0);
      const paper = { x: 0, y: 0, ...grid.sheet };
      for (const mark of grid.marks) {
        expect(inside(mark, paper)).toBe(true);
        for (const cell of grid.cells) expect(crossesInterior(mark, cell)).toBe(false);
      }
    }
    const twoUp = sheetGrid(A5, TWO);
    // The cut between the two A5 pages at x = 148.5 mm, marked at the top and the bottom edge.
    expect(twoUp.marks).toEqual(
      expect.arrayContaining([
        { from: { x: 148.5, y: 0 }, to: { x: 148.5, y: 5 } },
        { from: { x: 148.5, y: 205 }, to: { x: 148.5, y: 210 } },
      ]),
    );
  });

  it('counts the sheets a class takes', () => {
    expect(sheetCount(30, 2)).toBe(15);
    expect(sheetCount(30, 4)).toBe(8);
    expect(sheetCount(12, 2)).toBe(6);
    expect(sheetCount(0, 4)).toBe(0);
  });
});

describe('for a print shop', () => {
  it('puts the trim 10 mm in, the bleed 3 mm past it and crop marks outside the bleed', () => {
    const press = pressGeometry(A4);
    expect(press.media).toEqual({ width: 230, height: 317 });
    expect(press.trim).toEqual({ x: 10, y: 10, width: 210, height: 297 });
    expect(press.bleed).toEqual({ x: 7, y: 7, width: 216, height: 303 });
    expect(press.marks).toHaveLength(8);
    for (const mark of press.marks) {
      // Each mark lies on a trim line and starts 3 mm beyond the trim corner, outside the bleed.
      const onTrimX = [10, 220].includes(mark.from.x) && mark.from.x === mark.to.x;
      const onTrimY = [10, 307].includes(mark.from.y) && mark.from.y === mark.to.y;
      expect(onTrimX || onTrimY).toBe(true);
      expect(crossesInterior(mark, press.bleed)).toBe(false);
      const length = Math.abs(mark.to.x - mark.from.x) + Math.abs(mark.to.y - mark.from.y);
      expect(length).toBe(5);
    }
    expect(press.marks).toContainEqual({ from: { x: 7, y: 10 }, to: { x: 2, y: 10 } });
  });

  it('writes the trim and bleed boxes in points from the bottom left', () => {
    const press = pressGeometry(A4);
    const trim = pdfBox(press.trim, press.media);
    expect(trim[0]).toBeCloseTo(mmToPt(10), 3);
    expect(trim[1]).toBeCloseTo(mmToPt(10), 3);
    expect(trim[2]).toBeCloseTo(mmToPt(220), 3);
    expect(trim[3]).toBeCloseTo(mmToPt(307), 3);
    expect(pdfBox(press.bleed, press.media)[0]).toBeCloseTo(mmToPt(7), 3);
    expect(mmToPt(210)).toBeCloseTo(595.276, 3);
  });
});
