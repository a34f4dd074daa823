/** Page margins are entered in cm; 1 cm = 38.0952 px (seed 001 §5). */
export const PX_PER_CM = 38.0952;
/** Page editing width and A4 page height in CSS px (seed 001 §9). */
export const PAGE_WIDTH_PX = 800;
export const A4_HEIGHT_PX = 1132;

export interface PageFormat {
  id: string;
  /** Physical size, millimetres. */
  widthMm: number;
  heightMm: number;
  landscape: boolean;
}

/** Known formats (seed 001 §3, §9). Custom 'ni-{w}x{h}' formats are parsed by `pageSize`. */
export const PAGE_FORMATS: Record<string, PageFormat> = {
  a4: { id: 'a4', widthMm: 210, heightMm: 297, landscape: false },
  a4h: { id: 'a4h', widthMm: 297, heightMm: 210, landscape: true },
  a5: { id: 'a5', widthMm: 148, heightMm: 210, landscape: false },
  f15x10: { id: 'f15x10', widthMm: 150, heightMm: 100, landscape: true },
};

/** Size of a format's page in CSS px at the editing width. */
export function pageSize(formatId: string): { width: number; height: number } {
  const custom = /^ni-(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)$/.exec(formatId);
  const format = custom
    ? { widthMm: Number(custom[1]) * 10, heightMm: Number(custom[2]) * 10 }
    : (PAGE_FORMATS[formatId] ?? PAGE_FORMATS.a4!);
  const height = Math.ceil((PAGE_WIDTH_PX * format.heightMm) / format.widthMm);
  return { width: PAGE_WIDTH_PX, height };
}

export const cmToPx = (cm: number) => cm * PX_PER_CM;
export const pxToCm = (px: number) => px / PX_PER_CM;
