import type { Padding, PageSize } from '../geometry';
import { Defs } from './defs';
import { num } from './svg';

/**
 * A template's background: given the page size in CSS px (800 wide), it draws into `defs` and
 * returns the body. Everything is vector; the renderer decides the pixel size.
 */
export type Artwork = (page: PageSize, defs: Defs) => string;

/**
 * A design: its drawing and where it leaves room for text. Both depend on the page, so one design
 * serves portrait and landscape formats alike.
 */
export interface Design {
  draw: Artwork;
  /** The text box, px from each edge: top, right, bottom, left. */
  padding(page: PageSize): Padding;
  /** Where a movable title image's top edge goes. */
  titleTop(page: PageSize): number;
}

/** The scale designs draw at: 1 for portrait pages, about 0.71 for landscape A4. */
export const drawingScale = (page: PageSize) => Math.min(page.width, page.height) / 800;

/**
 * Builds a Design. `padding` and `titleTop` are given in drawing units (multiplied by the
 * drawing scale) and may look at the page for proportional layouts.
 */
export function design(
  draw: Artwork,
  padding: (page: PageSize, k: number) => Padding,
  titleTop: (page: PageSize, k: number) => number = (page, k) => padding(page, k)[0] - 10 * k,
): Design {
  return {
    draw,
    padding: (page) => {
      const k = drawingScale(page);
      return padding(page, k).map((value) => Math.round(value)) as Padding;
    },
    titleTop: (page) => Math.round(titleTop(page, drawingScale(page))),
  };
}

/** Padding scaled by k: the same numbers on every format. */
export const scaled =
  (top: number, right: number, bottom: number, left: number) =>
  (_page: PageSize, k: number): Padding => [top * k, right * k, bottom * k, left * k];

/** The complete SVG document of an artwork, `pixelWidth` px wide. */
export function artworkSvg(artwork: Artwork, page: PageSize, pixelWidth: number): string {
  const defs = new Defs();
  const body = artwork(page, defs);
  const pixelHeight = Math.round((pixelWidth * page.height) / page.width);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" ` +
    `viewBox="0 0 ${num(page.width)} ${num(page.height)}">${defs.toString()}${body}</svg>`
  );
}
