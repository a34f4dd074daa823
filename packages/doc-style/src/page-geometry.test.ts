import { A4_HEIGHT_PX, cmToPx, pageSize, pxToCm } from './page-geometry';
import {
  PAGE_FORMAT_IDS,
  isPageFormat,
  pageFormat,
  paperSizeMm,
  sheetPlacementMm,
} from './page-formats';

describe('page geometry', () => {
  it('gives A4 the seeds height at the 800 px editing width', () => {
    expect(pageSize('a4')).toEqual({ width: 800, height: A4_HEIGHT_PX });
    expect(A4_HEIGHT_PX).toBe(1132);
  });
  it('turns landscape A4 sideways', () => {
    expect(pageSize('a4h')).toEqual({ width: 800, height: 566 });
    expect(pageFormat('a4h')?.landscape).toBe(true);
  });
  it('reads custom ni formats in centimetres, decimals too', () => {
    expect(pageSize('ni-20x10')).toEqual({ width: 800, height: 400 });
    expect(pageSize('ni-20x15')).toEqual({ width: 800, height: 600 });
    expect(pageFormat('ni-29.7x21')).toMatchObject({
      widthMm: 297,
      heightMm: 210,
      landscape: true,
    });
  });
  it('is not thrown off by floating-point noise in the height', () => {
    expect(pageSize('ni-11x11').height).toBe(800);
    expect(pageSize('ni-10.1x10.1').height).toBe(800);
  });
  it('sizes every fixed format at 800 px wide, in the proportion of its page', () => {
    const heights = Object.fromEntries(PAGE_FORMAT_IDS.map((id) => [id, pageSize(id).height]));
    expect(heights).toEqual({
      a4: 1132,
      a4h: 566,
      a5: 1136,
      a5_on_a4: 1136,
      a4s3: 378,
      a4s3_on_a4: 378,
      a4s5: 227,
      a4m5: 1148,
      a4hm5: 558,
      f15x10: 534,
    });
  });
  it('prints each format on its sheet, the page centred', () => {
    expect(paperSizeMm('a5')).toEqual({ width: 148, height: 210 });
    expect(paperSizeMm('a5_on_a4')).toEqual({ width: 210, height: 297 });
    expect(paperSizeMm('a4s3')).toEqual({ width: 210, height: 99 });
    expect(paperSizeMm('a4s3_on_a4')).toEqual({ width: 210, height: 297 });
    expect(paperSizeMm('a4hm5')).toEqual({ width: 297, height: 210 });
    expect(paperSizeMm('ni-20x15')).toEqual({ width: 200, height: 150 });
    expect(sheetPlacementMm('a4m5')).toEqual({ x: 5, y: 5 });
    expect(sheetPlacementMm('a5_on_a4')).toEqual({ x: 31, y: 43.5 });
    expect(sheetPlacementMm('a4')).toEqual({ x: 0, y: 0 });
  });
  it('knows the fixed and well-formed custom ids only', () => {
    for (const id of PAGE_FORMAT_IDS) expect(isPageFormat(id)).toBe(true);
    for (const id of ['ni-20x15', 'ni-5x100', 'ni-29.7x21']) expect(isPageFormat(id)).toBe(true);
    for (const id of [
      '',
      'A4',
      'a3',
      'toString',
      '__proto__',
      'ni-0x10',
      'ni-4x10',
      'ni-20x101',
      'ni-20x',
      'ni-20x15.123',
      'ni--20x15',
      'ni-1e2x10',
    ]) {
      expect(isPageFormat(id)).toBe(false);
    }
  });
  it('draws an unknown format as A4', () => {
    expect(pageSize('nonsense')).toEqual(pageSize('a4'));
    expect(paperSizeMm('nonsense')).toEqual({ width: 210, height: 297 });
  });
  it('converts centimetres with 38.0952 px per cm', () => {
    expect(cmToPx(2)).toBeCloseTo(76.19, 2);
    expect(pxToCm(cmToPx(1.5))).toBeCloseTo(1.5, 10);
  });
});
