import { DEFAULT_PAGE_FORMAT, PAGE_FORMATS, pageFormat } from './page-formats';

/** Page margins are entered in cm; 1 cm = 38.0952 px (seed 001 §5). */
export const PX_PER_CM = 38.0952;
/** Page editing width and A4 page height in CSS px (seed 001 §9). */
export const PAGE_WIDTH_PX = 800;
export const A4_HEIGHT_PX = 1132;

/**
 * Size of a format's page in CSS px: always 800 px wide, the height in proportion, rounded up so
 * A4 gives the seeds' 1132 px. An unknown id draws as the default format: check ids with
 * isPageFormat where they come in.
 */
export function pageSize(formatId: string): { width: number; height: number } {
  const format = pageFormat(formatId) ?? PAGE_FORMATS[DEFAULT_PAGE_FORMAT];
  const exact = (PAGE_WIDTH_PX * format.heightMm) / format.widthMm;
  // Rounded to a micro-pixel first, so floating-point noise (600.0000000001) does not add a pixel.
  const height = Math.ceil(Math.round(exact * 1e6) / 1e6);
  return { width: PAGE_WIDTH_PX, height };
}

export const cmToPx = (cm: number) => cm * PX_PER_CM;
export const pxToCm = (px: number) => px / PX_PER_CM;
