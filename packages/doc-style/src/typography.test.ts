import { PALETTE, PALETTE_COLUMNS, COLOR_PATTERN } from './palette';
import {
  FONT_SIZES_PT,
  LINE_HEIGHTS,
  isFontSizePt,
  isLineHeight,
  nearestFontSizePt,
  ptToPx,
} from './typography';

describe('type choices', () => {
  it('offers the seeds sizes and line heights', () => {
    expect(FONT_SIZES_PT).toHaveLength(21);
    expect(LINE_HEIGHTS).toEqual([
      0.4, 0.6, 0.7, 0.8, 0.9, 1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9, 2,
    ]);
    expect(isFontSizePt(33)).toBe(true);
    expect(isFontSizePt(11)).toBe(false);
    expect(isLineHeight(1.5)).toBe(true);
    expect(isLineHeight(0.5)).toBe(false);
  });
  it('snaps other sizes to the nearest listed one', () => {
    expect(nearestFontSizePt(11)).toBe(10);
    expect(nearestFontSizePt(13)).toBe(12);
    expect(nearestFontSizePt(500)).toBe(100);
  });
  it('converts points to CSS pixels', () => {
    expect(ptToPx(12)).toBe(16);
  });
});

describe('palette', () => {
  it('has 80 distinct #rrggbb colours in a 10-column grid', () => {
    expect(PALETTE).toHaveLength(80);
    expect(PALETTE_COLUMNS).toBe(10);
    expect(new Set(PALETTE).size).toBe(80);
    for (const color of PALETTE) expect(color).toMatch(COLOR_PATTERN);
    expect(PALETTE).toContain('#000000');
    expect(PALETTE).toContain('#ffffff');
  });
});
