/** Page formats (seed 001 §3 Document data, §9): the page's physical size and the sheet it prints on. */

export interface SizeMm {
  width: number;
  height: number;
}

export interface PageFormat {
  id: string;
  /** The page itself, millimetres: what the editor draws at 800 px wide. */
  widthMm: number;
  heightMm: number;
  landscape: boolean;
  /** The paper it is printed on; the page sits centred on it (see sheetPlacementMm). */
  sheet: SizeMm;
}

const A4: SizeMm = { width: 210, height: 297 };
const A4_LANDSCAPE: SizeMm = { width: 297, height: 210 };
const A5: SizeMm = { width: 148, height: 210 };
/** One third of an A4 sheet cut across (invitations, tickets). */
const A4_THIRD: SizeMm = { width: 210, height: 99 };
/** One fifth of an A4 sheet cut across: a 59.4 mm strip (name cards, bookmarks). */
const A4_FIFTH: SizeMm = { width: 210, height: 59.4 };
/** Home printers cannot print to the paper's edge: the m5 formats keep 5 mm clear on every side. */
const PRINT_MARGIN_MM = 5;
const inset = (size: SizeMm, mm: number): SizeMm => ({
  width: size.width - 2 * mm,
  height: size.height - 2 * mm,
});

function format(id: string, page: SizeMm, sheet: SizeMm = page): PageFormat {
  return {
    id,
    widthMm: page.width,
    heightMm: page.height,
    landscape: page.width > page.height,
    sheet,
  };
}

/**
 * The fixed formats. `*_on_a4` are the same page printed on an A4 sheet to be cut out, where the
 * plain id prints on paper of the page's own size. a4m5 / a4hm5 are read as "A4 (portrait /
 * landscape) sheet whose page is the A4 less a 5 mm print margin on each side": the design is
 * drawn on 200×287 / 287×200 mm and placed centred on the sheet, so nothing falls into the strip
 * a printer cannot reach.
 */
export const PAGE_FORMATS = {
  a4: format('a4', A4),
  a4h: format('a4h', A4_LANDSCAPE),
  a5: format('a5', A5),
  a5_on_a4: format('a5_on_a4', A5, A4),
  a4s3: format('a4s3', A4_THIRD),
  a4s3_on_a4: format('a4s3_on_a4', A4_THIRD, A4),
  a4s5: format('a4s5', A4_FIFTH),
  a4m5: format('a4m5', inset(A4, PRINT_MARGIN_MM), A4),
  a4hm5: format('a4hm5', inset(A4_LANDSCAPE, PRINT_MARGIN_MM), A4_LANDSCAPE),
  f15x10: format('f15x10', { width: 150, height: 100 }),
} as const satisfies Record<string, PageFormat>;

export type FixedPageFormatId = keyof typeof PAGE_FORMATS;
export const PAGE_FORMAT_IDS = Object.keys(PAGE_FORMATS) as FixedPageFormatId[];

/** The format pages fall back to (new documents, unknown ids in pageSize). */
export const DEFAULT_PAGE_FORMAT: FixedPageFormatId = 'a4';

/**
 * Custom workshop formats 'ni-{width}x{height}' in centimetres ('ni-20x15', 'ni-29.7x21'). Sides
 * are limited to 5..100 cm: at 800 px wide a narrower ratio makes pages too tall to render.
 */
const CUSTOM_FORMAT = /^ni-(\d{1,3}(?:\.\d{1,2})?)x(\d{1,3}(?:\.\d{1,2})?)$/;
export const CUSTOM_SIDE_CM = { min: 5, max: 100 } as const;
export const CUSTOM_FORMAT_PREFIX = 'ni-';

function customFormat(id: string): PageFormat | null {
  const match = CUSTOM_FORMAT.exec(id);
  if (!match) return null;
  const [widthCm, heightCm] = [Number(match[1]), Number(match[2])];
  const fits = (cm: number) => cm >= CUSTOM_SIDE_CM.min && cm <= CUSTOM_SIDE_CM.max;
  if (!fits(widthCm) || !fits(heightCm)) return null;
  // Through whole hundredths: 1.1 * 10 is 11.000000000000002 in floating point.
  const mm = (cm: number) => Math.round(cm * 100) / 10;
  return format(id, { width: mm(widthCm), height: mm(heightCm) });
}

/** The format of an id, fixed or custom; null for anything else. */
export function pageFormat(id: string): PageFormat | null {
  return Object.hasOwn(PAGE_FORMATS, id) ? PAGE_FORMATS[id as FixedPageFormatId] : customFormat(id);
}

export function isPageFormat(id: string): boolean {
  return pageFormat(id) !== null;
}

/** The page itself, millimetres (unknown ids: the default format's). */
export function pageSizeMm(id: string): SizeMm {
  const format = pageFormat(id) ?? PAGE_FORMATS[DEFAULT_PAGE_FORMAT];
  return { width: format.widthMm, height: format.heightMm };
}

/** The paper a format prints on, millimetres (unknown ids: the default format's). */
export function paperSizeMm(id: string): SizeMm {
  return { ...(pageFormat(id) ?? PAGE_FORMATS[DEFAULT_PAGE_FORMAT]).sheet };
}

/** Where the page's top-left corner sits on its sheet, millimetres: centred. */
export function sheetPlacementMm(id: string): { x: number; y: number } {
  const page = pageFormat(id) ?? PAGE_FORMATS[DEFAULT_PAGE_FORMAT];
  return {
    x: (page.sheet.width - page.widthMm) / 2,
    y: (page.sheet.height - page.heightMm) / 2,
  };
}
