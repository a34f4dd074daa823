/**
 * Page margins: the document's `padding`, 'top right bottom left' in CSS px at the 800 px page
 * width (seed 001 §3, §5). Paragraph margins use the same range.
 */
export type Padding = [top: number, right: number, bottom: number, left: number];

/** Any margin, page or paragraph, lies within ±400 px: half the page width. */
export const MARGIN_LIMIT_PX = 400;

const NUMBER = /^-?\d+(?:\.\d+)?$/;

export function isMarginPx(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value) <= MARGIN_LIMIT_PX;
}

/** '20 40 20 40' → [20, 40, 20, 40]; null unless exactly four plain numbers within ±400. */
export function parsePadding(text: string): Padding | null {
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 4 || !parts.every((part) => NUMBER.test(part))) return null;
  const values = parts.map(Number);
  return values.every(isMarginPx) ? (values as Padding) : null;
}

/** Rounded to 0.01 px: cm entered in the page dialog give long fractions that mean nothing. */
const roundPx = (px: number) => Math.round(px * 100) / 100;

export function formatPadding(padding: Padding): string {
  return padding.map((px) => String(roundPx(px))).join(' ');
}
