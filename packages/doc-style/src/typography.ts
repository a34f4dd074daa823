/** The editor's type choices (seed 001 §9) and the defaults the document stylesheet uses. */

export const FONT_SIZES_PT = [
  8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 33, 36, 40, 48, 60, 70, 80, 90, 100,
] as const;
export type FontSizePt = (typeof FONT_SIZES_PT)[number];

export const LINE_HEIGHTS = [
  0.4, 0.6, 0.7, 0.8, 0.9, 1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9, 2,
] as const;
export type LineHeight = (typeof LINE_HEIGHTS)[number];

/** The document font when nothing else is chosen; the page title uses it too (seed 001 §9). */
export const DEFAULT_FONT = 'Philosopher';
/**
 * Text without a size of its own: 16 pt, the body size of most catalogue templates
 * (packages/template-artwork sets titles and names larger, signatures smaller). doc-page.css holds the
 * same values; a test keeps them equal.
 */
export const DEFAULT_FONT_SIZE_PT = 16;
export const DEFAULT_LINE_HEIGHT: LineHeight = 1.2;

export function isFontSizePt(value: unknown): value is FontSizePt {
  return (FONT_SIZES_PT as readonly unknown[]).includes(value);
}

export function isLineHeight(value: unknown): value is LineHeight {
  return (LINE_HEIGHTS as readonly unknown[]).includes(value);
}

/** The listed size closest to any pt value (imported HTML may carry 11pt or 13pt). */
export function nearestFontSizePt(pt: number): FontSizePt {
  return FONT_SIZES_PT.reduce((best, size) =>
    Math.abs(size - pt) < Math.abs(best - pt) ? size : best,
  );
}

/** CSS: 1pt = 1/72 in, 1px = 1/96 in. */
export const ptToPx = (pt: number) => (pt * 96) / 72;
