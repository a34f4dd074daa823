/**
 * Page margins: the document's `padding`, 'top right bottom left' in CSS px at the 800 px page
 * width (seed 001 §3, §5). Paragraph margins use the same range.
 */
export type Padding = [top: number, right: number, bottom: number, left: number];

/** A side margin, page or paragraph, lies within ±400 px: half the page width (the ruler). */
export const MARGIN_LIMIT_PX = 400;
/**
 * Top and bottom margins are not on the ruler: a template keeps its text below a title picture or
 * above a footer, which may be most of a page (catalogue templates use up to ~470 px). They are
 * at least 0 and at most the tallest page (ni formats up to 100 cm: 16000 px).
 */
export const VERTICAL_MARGIN_MAX_PX = 16000;

const NUMBER = /^-?\d+(?:\.\d+)?$/;

export function isMarginPx(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value) <= MARGIN_LIMIT_PX;
}

const isVerticalMarginPx = (value: number) =>
  Number.isFinite(value) && value >= 0 && value <= VERTICAL_MARGIN_MAX_PX;

/**
 * '20 40 20 40' → [20, 40, 20, 40]; null unless exactly four plain numbers: top and bottom within
 * 0..VERTICAL_MARGIN_MAX_PX, right and left within ±400.
 */
export function parsePadding(text: string): Padding | null {
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 4 || !parts.every((part) => NUMBER.test(part))) return null;
  const [top, right, bottom, left] = parts.map(Number) as Padding;
  const valid =
    isVerticalMarginPx(top) && isVerticalMarginPx(bottom) && isMarginPx(right) && isMarginPx(left);
  return valid ? [top, right, bottom, left] : null;
}

/** Rounded to 0.01 px: cm entered in the page dialog give long fractions that mean nothing. */
const roundPx = (px: number) => Math.round(px * 100) / 100;

export function formatPadding(padding: Padding): string {
  return padding.map((px) => String(roundPx(px))).join(' ');
}
