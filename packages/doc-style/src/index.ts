// Page geometry and the document stylesheet used by BOTH the editor and the renderer, so the
// printed file equals the screen (ARCHITECTURE §6).
export {
  PX_PER_CM,
  PAGE_WIDTH_PX,
  A4_HEIGHT_PX,
  PAGE_FORMATS,
  pageSize,
  cmToPx,
  pxToCm,
} from './page-geometry';
export type { PageFormat } from './page-geometry';
export { DOC_PAGE_CLASS } from './doc-classes';
