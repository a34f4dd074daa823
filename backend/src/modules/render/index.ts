// The render module's public face: the render engine (ARCHITECTURE §6) the creator's jobs call
// to turn a saved document into its print files (JPEG, WebP thumbnail, PDF), equal to the
// editor's screen. Pure composition (composeDocumentHtml, renderGeometry) is exported for tests
// and tools; the engine renders on a warm pool of Chromium pages (chromium-pool.ts). Workshop
// scenes are drawn by @gramota/scene's painter on the same pool (renderScene, scene-page.ts).
export type {
  RenderInput,
  RenderOutput,
  SceneRenderInput,
  SceneRenderOutput,
  VerifyMark,
  PrintPlan,
  PrintOutput,
} from './render-types';
export {
  RenderTimeoutError,
  RenderUnavailableError,
  SceneInvalidError,
  CHROMIUM_INSTALL_HINT,
} from './render-types';
export { composeScenePage, painterBundlePath } from './scene-page';
export { qrSvg, verifyMarkHtml } from './verify-mark';
export {
  RenderEngine,
  createRenderEngine,
  DEFAULT_CHROMIUM_PATH,
  RENDER_DEFAULTS,
} from './render-engine';
export type { RenderEngineOptions } from './render-engine';
export type { StampReader } from './render-resources';
export { renderNoteText, RenderNoteList } from './render-notes';
export {
  PRODUCT_NAME,
  applyPdfMetadata,
  pdfDeclaredLanguage,
  pdfLanguage,
  withPdfMetadata,
} from './pdf-metadata';
export type { PdfMetadata } from './pdf-metadata';
export { readSceneLayers, sceneLayerFiles, titleLayerHtml, writeSceneLayers } from './scene-layers';
export type { SceneLayers, SceneLayersFile } from './scene-layers';
export {
  bundledFontFiles,
  composeDocumentHtml,
  renderGeometry,
  fontFamiliesInHtml,
  docPageCss,
  PRINT_DPI,
  RENDER_LIMITS,
} from './compose';
export type { ComposedDocument, RenderGeometry } from './compose';
export { composePrintHtml, composeCalibrationSheet } from './print-sheets';
export { composeLinkCardSheet, type LinkCard, type LinkCardTexts } from './link-cards';
export type { PrintPage, ComposedPrint } from './print-sheets';
