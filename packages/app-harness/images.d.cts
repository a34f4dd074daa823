// Types of images.cjs.

/**
 * Mean structural similarity (SSIM, 8×8 windows) of two images scaled to the same size: 1 for
 * identical pictures. `width` is the comparison width (default 800).
 */
export function similarity(first: Buffer, second: Buffer, width?: number): Promise<number>;
/**
 * The raw pixels of a box of a page picture, the box in the page's units (`pageWidth` across the
 * picture, default 800): the same place at any pixel density. `channels` 1 when `greyscale`.
 */
export function pageRegion(
  image: Buffer,
  box: { x: number; y: number; width: number; height: number },
  options?: { pageWidth?: number; greyscale?: boolean },
): Promise<{ data: Buffer; channels: number }>;
/** The pages of a PDF drawn at `dpi` (default 50) by poppler's pdftoppm, as PNG buffers. */
export function pdfPages(pdf: Buffer, dpi?: number): Promise<Buffer[]>;
type PdfBox = [number, number, number, number];
/**
 * A PDF's text layer (pdftotext), and from pdfinfo: page count and size in points, whether it is
 * tagged, its title, and the first page's boxes in points (x1 y1 x2 y2).
 */
export function pdfFacts(pdf: Buffer): Promise<{
  text: string;
  pages: number;
  widthPt: number;
  heightPt: number;
  tagged: boolean;
  title: string;
  mediaBox: PdfBox | null;
  trimBox: PdfBox | null;
  bleedBox: PdfBox | null;
}>;

/** The QR codes zbarimg reads on each page of a PDF drawn at `dpi` (one array per page). */
export function pdfQrCodes(pdf: Buffer, dpi?: number): Promise<string[][]>;
