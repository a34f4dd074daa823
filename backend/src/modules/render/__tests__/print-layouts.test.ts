/**
 * Prints in a layout (issue 36) through the real Chromium, read back as poppler draws them
 * (pdftoppm) and describes them (pdfinfo): the calibration sheet's crosshairs, a blank print
 * without artwork moved by the printer's shift, a class on 2-up and 4-up sheets, a print-shop
 * PDF with its bleed, crop marks and boxes, all tagged.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { pdfFacts, pdfPages } from '@gramota/app-harness';
import { calibrationCrosshairs, mmToPt, sheetCount } from '@gramota/doc-style';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { RenderInput } from '..';
import { massPdf } from '../../ready/mass-downloads';
import { engineForBlock } from '../../../test-support/render-engine-kit';

jest.setTimeout(120_000);

const USER = 'user-1';
const BLUE = { r: 30, g: 90, b: 200 };
const DPI = 150;
const MM_PER_PX = 25.4 / DPI;
const pxOf = (mm: number) => Math.round(mm / MM_PER_PX);

const block = engineForBlock('print', {
  prepare: async (dataDir) => {
    await fs.mkdir(path.join(dataDir, 'public', 'templates'), { recursive: true });
    await sharp({ create: { width: 160, height: 226, channels: 3, background: BLUE } })
      .jpeg()
      .toFile(path.join(dataDir, 'public', 'templates', 'bg.jpg'));
  },
});

const doc = (overrides: Partial<RenderInput> = {}): RenderInput => ({
  userId: USER,
  docId: 7,
  html: '<p class="gr-p gr-align-center">Почётная грамота</p><p class="gr-p">Иванов Иван</p>',
  font: 'PT Serif',
  padding: '300 100 60 100',
  format: 'a4',
  background: '/data/templates/bg.jpg',
  titlePicture: null,
  meta: { title: 'Грамота', language: 'ru' },
  ...overrides,
});

interface Raster {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

async function raster(png: Buffer): Promise<Raster> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

const pixel = (image: Raster, x: number, y: number) => {
  const at = (y * image.width + x) * image.channels;
  return { r: image.data[at]!, g: image.data[at + 1]!, b: image.data[at + 2]! };
};
const dark = (image: Raster, x: number, y: number) => {
  const { r, g, b } = pixel(image, x, y);
  return r + g + b < 3 * 100;
};
/** A hairline drawn at this point: some pixel around it is dark (anti-aliasing spreads it). */
const lineAt = (image: Raster, x: number, y: number) => {
  for (let dy = -2; dy <= 2; dy += 1)
    for (let dx = -2; dx <= 2; dx += 1) {
      const { r, g, b } = pixel(image, x + dx, y + dy);
      if (r + g + b < 3 * 160) return true;
    }
  return false;
};
const white = (image: Raster, x: number, y: number) => {
  const { r, g, b } = pixel(image, x, y);
  return r > 240 && g > 240 && b > 240;
};
const blue = (image: Raster, x: number, y: number) => {
  const { r, g, b } = pixel(image, x, y);
  return Math.abs(r - BLUE.r) + Math.abs(g - BLUE.g) + Math.abs(b - BLUE.b) < 45;
};

/** The box of the dark (text) pixels, millimetres. */
function inkBox(image: Raster) {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      if (!dark(image, x, y)) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return {
    left: left * MM_PER_PX,
    top: top * MM_PER_PX,
    right: right * MM_PER_PX,
    bottom: bottom * MM_PER_PX,
  };
}

const meta = { title: 'Грамота', language: 'ru' };

describe('printing onto a pre-printed blank', () => {
  it('prints a calibration sheet with its crosshairs where they belong', async () => {
    const out = await block.engine.renderCalibrationSheet(
      USER,
      'a4',
      { title: 'Calibration sheet', language: 'en' },
      'Print at actual size and measure the top-left crosshair.',
    );
    const facts = await pdfFacts(out.pdf);
    expect(facts.pages).toBe(1);
    expect(facts.widthPt).toBeCloseTo(mmToPt(210), 0);
    expect(facts.tagged).toBe(true);
    expect(facts.text).toContain('measure the top-left crosshair');
    const [page] = await pdfPages(out.pdf, DPI);
    const image = await raster(page!);
    for (const point of calibrationCrosshairs({ width: 210, height: 297 })) {
      // The crosshair's arms cross at the point; 4 mm along the diagonal is paper.
      expect(lineAt(image, pxOf(point.x), pxOf(point.y))).toBe(true);
      expect(lineAt(image, pxOf(point.x + 5), pxOf(point.y))).toBe(true);
      expect(lineAt(image, pxOf(point.x), pxOf(point.y - 6))).toBe(true);
      expect(white(image, pxOf(point.x + 4), pxOf(point.y + 4))).toBe(true);
    }
  });

  it('leaves the artwork out and moves the text by the printer shift (±0.3 mm)', async () => {
    const plain = await block.engine.renderPrint(
      [doc()],
      {
        mode: 'blank',
        calibration: { shiftXMm: 0, shiftYMm: 0, scalePercent: 100 },
      },
      meta,
    );
    const shifted = await block.engine.renderPrint(
      [doc()],
      {
        mode: 'blank',
        calibration: { shiftXMm: 4.5, shiftYMm: -3, scalePercent: 100 },
      },
      meta,
    );
    const [plainPage] = await pdfPages(plain.pdf, DPI);
    const [shiftedPage] = await pdfPages(shifted.pdf, DPI);
    const a = await raster(plainPage!);
    const b = await raster(shiftedPage!);
    // No background: the paper's corners and middle margin stay white.
    expect(white(a, 20, 20)).toBe(true);
    expect(white(a, a.width - 20, a.height - 20)).toBe(true);
    const before = inkBox(a);
    const after = inkBox(b);
    expect(Number.isFinite(before.left)).toBe(true);
    expect(Math.abs(after.left - before.left - 4.5)).toBeLessThanOrEqual(0.3);
    expect(Math.abs(after.right - before.right - 4.5)).toBeLessThanOrEqual(0.3);
    expect(Math.abs(after.top - before.top + 3)).toBeLessThanOrEqual(0.3);
    const text = (await pdfFacts(shifted.pdf)).text;
    expect(text).toContain('Иванов Иван');
  });

  it('scales the print about the paper corner by the calibration scale', async () => {
    const out = await block.engine.renderPrint(
      [doc()],
      {
        mode: 'blank',
        calibration: { shiftXMm: 0, shiftYMm: 0, scalePercent: 90 },
      },
      meta,
    );
    const plain = await block.engine.renderPrint(
      [doc()],
      {
        mode: 'blank',
        calibration: { shiftXMm: 0, shiftYMm: 0, scalePercent: 100 },
      },
      meta,
    );
    const full = inkBox(await raster((await pdfPages(plain.pdf, DPI))[0]!));
    const small = inkBox(await raster((await pdfPages(out.pdf, DPI))[0]!));
    expect(Math.abs(small.right - full.right * 0.9)).toBeLessThanOrEqual(0.4);
    expect(Math.abs(small.bottom - full.bottom * 0.9)).toBeLessThanOrEqual(0.4);
  });
});

describe('several on a sheet', () => {
  const classOf = (count: number, format: string) =>
    Array.from({ length: count }, (_, index) =>
      doc({ format, html: `<p class="gr-p gr-align-center">Ученик ${index + 1}</p>` }),
    );

  it('lays a class of 30 A5 documents two to a landscape A4: 15 sheets, in table order', async () => {
    const out = await block.engine.renderPrint(
      classOf(30, 'a5'),
      {
        mode: 'sheet',
        grid: { columns: 2, rows: 1, turnable: true },
      },
      meta,
    );
    expect(out.sheets).toBe(sheetCount(30, 2));
    expect(out.perSheet).toBe(2);
    const facts = await pdfFacts(out.pdf);
    expect(facts.pages).toBe(15);
    expect(facts.widthPt).toBeCloseTo(mmToPt(297), 0);
    expect(facts.heightPt).toBeCloseTo(mmToPt(210), 0);
    expect(facts.tagged).toBe(true);
    const order = [...facts.text.matchAll(/Ученик (\d+)/g)].map((match) => Number(match[1]));
    expect(order).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    const image = await raster((await pdfPages(out.pdf, DPI))[0]!);
    // Both pages' backgrounds, and the cut mark between them at the top edge.
    expect(blue(image, pxOf(70), pxOf(100))).toBe(true);
    expect(blue(image, pxOf(220), pxOf(100))).toBe(true);
    expect(lineAt(image, pxOf(148.5), pxOf(2))).toBe(true);
  });

  it('lays 30 A4 documents four to a sheet: 8 sheets, the last with 2', async () => {
    const out = await block.engine.renderPrint(
      classOf(30, 'a4'),
      {
        mode: 'sheet',
        grid: { columns: 2, rows: 2, turnable: true },
      },
      meta,
    );
    const facts = await pdfFacts(out.pdf);
    expect(facts.pages).toBe(8);
    expect(facts.widthPt).toBeCloseTo(mmToPt(210), 0);
    const pages = await pdfPages(out.pdf, 50);
    const last = await raster(pages[7]!);
    const at = (mm: number) => Math.round((mm * 50) / 25.4);
    expect(blue(last, at(50), at(70))).toBe(true);
    expect(blue(last, at(160), at(70))).toBe(true);
    expect(white(last, at(50), at(220))).toBe(true);
  });
});

describe('for a print shop', () => {
  it('carries the background into a 3 mm bleed, draws crop marks outside it and sets the boxes', async () => {
    const out = await block.engine.renderPrint([doc()], { mode: 'press' }, meta);
    const facts = await pdfFacts(out.pdf);
    expect(facts.tagged).toBe(true);
    expect(facts.title).toBe('Грамота');
    expect(facts.widthPt).toBeCloseTo(mmToPt(230), 0);
    const near = (box: number[] | null, mm: number[]) =>
      box !== null && box.every((value, index) => Math.abs(value - mmToPt(mm[index]!)) < 0.5);
    expect(near(facts.trimBox, [10, 10, 220, 307])).toBe(true);
    expect(near(facts.bleedBox, [7, 7, 223, 310])).toBe(true);
    const image = await raster((await pdfPages(out.pdf, DPI))[0]!);
    // Coloured to the bleed's edge on every side, never white at the trim.
    for (const [x, y] of [
      [7.4, 150],
      [222.6, 150],
      [115, 7.4],
      [115, 309.6],
      [7.4, 7.4],
      [222.6, 309.6],
    ] as const) {
      expect([x, y, blue(image, pxOf(x), pxOf(y))]).toEqual([x, y, true]);
    }
    // Past the bleed: paper, but for the crop marks on the trim lines.
    expect(white(image, pxOf(4), pxOf(4))).toBe(true);
    expect(lineAt(image, pxOf(4.5), pxOf(10))).toBe(true);
    expect(lineAt(image, pxOf(10), pxOf(4.5))).toBe(true);
    expect(lineAt(image, pxOf(225.5), pxOf(307))).toBe(true);
    expect(lineAt(image, pxOf(4.5), pxOf(20))).toBe(false);
  });
});

describe('every PDF is tagged', () => {
  it('a plain render is tagged with its title and language', async () => {
    const out = await block.engine.render(doc());
    const facts = await pdfFacts(out.pdf);
    expect(facts.tagged).toBe(true);
    expect(facts.title).toBe('Грамота');
  });
});

/** The structure a screen reader follows, with its text (poppler's pdfinfo -struct-text). */
async function structureText(pdf: Buffer): Promise<string> {
  const file = path.join(block.dataDir, `struct-${Date.now()}.pdf`);
  await fs.writeFile(file, pdf);
  const { stdout } = await promisify(execFile)('pdfinfo', ['-struct-text', file]);
  return stdout;
}

describe('the class in one PDF', () => {
  it("keeps every pupil's tags, in table order", async () => {
    const names = ['Абрамова Алиса', 'Борисов Глеб', 'Волкова Вера'];
    const files = await Promise.all(
      names.map(async (name) => {
        const out = await block.engine.render(doc({ html: `<p class="gr-p">${name}</p>` }));
        return { name, readPdf: async () => out.pdf };
      }),
    );
    const merged = Buffer.from(await massPdf(files, 'Грамоты 5 «А»'));
    const facts = await pdfFacts(merged);
    expect(facts.pages).toBe(3);
    expect(facts.tagged).toBe(true);
    expect(facts.title).toBe('Грамоты 5 «А»');
    const structure = await structureText(merged);
    const at = names.map((name) => structure.indexOf(name));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });
});
