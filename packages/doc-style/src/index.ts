// Page geometry and the document stylesheet used by BOTH the editor and the renderer, so the
// printed file equals the screen (ARCHITECTURE §6). The stylesheet itself is src/doc-page.css
// (dist/doc-page.css once built).
export {
  PAGE_FORMATS,
  PAGE_FORMAT_IDS,
  DEFAULT_PAGE_FORMAT,
  CUSTOM_FORMAT_PREFIX,
  CUSTOM_SIDE_CM,
  pageFormat,
  isPageFormat,
  paperSizeMm,
  pageSizeMm,
  sheetPlacementMm,
} from './page-formats';
export type { PageFormat, FixedPageFormatId, SizeMm } from './page-formats';
export { PX_PER_CM, PAGE_WIDTH_PX, A4_HEIGHT_PX, pageSize, cmToPx, pxToCm } from './page-geometry';
export { MARGIN_LIMIT_PX, isMarginPx, parsePadding, formatPadding } from './margins';
export type { Padding } from './margins';
export {
  SLIDER,
  RULER_MARGIN_LIMIT_PX,
  slidersFromMargins,
  marginsFromSliders,
  rulersHidden,
} from './ruler';
export type { SideMargins, SliderPositions } from './ruler';
export {
  FONT_SIZES_PT,
  LINE_HEIGHTS,
  DEFAULT_FONT,
  DEFAULT_FONT_SIZE_PT,
  DEFAULT_LINE_HEIGHT,
  isFontSizePt,
  isLineHeight,
  nearestFontSizePt,
  ptToPx,
} from './typography';
export type { FontSizePt, LineHeight } from './typography';
export { PALETTE, PALETTE_COLUMNS, COLOR_PATTERN } from './palette';
export { BUNDLED_FONTS, bundledFont, fontFiles, cssFontFamily } from './bundled-fonts';
export type {
  BundledFont,
  FontKind,
  FontSubset,
  FontWeight,
  FontStyle,
  FontFaceFile,
  FontFile,
} from './bundled-fonts';
export {
  DOC_PAGE_CLASS,
  DOC_CLASSES,
  TEXT_ALIGNS,
  OBJECT_FLOATS,
  MAX_LIST_DEPTH,
  ALL_DOC_CLASSES,
  alignClass,
  floatClass,
  listDepthClass,
  lineHeightClass,
} from './doc-classes';
export type { TextAlign, ObjectFloat } from './doc-classes';
export { DOC_CSS_VARS, docPageVars, cssUrl } from './page-vars';
export type { DocPageLook } from './page-vars';
export {
  PT_PER_MM,
  mmToPt,
  NUP_SHEET_MM,
  PRESS,
  CUT_MARK,
  NO_CALIBRATION,
  calibratedPoint,
  calibrationCrosshairs,
  cutMarks,
  sheetGrid,
  sheetCount,
  pressGeometry,
  pdfBox,
} from './print-geometry';
export type {
  PrinterCalibration,
  PointMm,
  RectMm,
  LineMm,
  SheetGrid,
  GridChoice,
  PressGeometry,
} from './print-geometry';
