// @gramota/template-artwork's public entry: the starter catalogue's definitions and the renderers
// that draw it (and the workshop presets) into image files and manifests. Only the build step
// (render/render-catalogue.cli.ts) and tests run this code; the server reads the rendered files.
export * from './catalogue';
export {
  renderCatalogue,
  type RenderCatalogueOptions,
  type RenderCatalogueResult,
} from './render/catalogue-renderer';
export { MANIFEST_FILE, type CatalogueManifest, type ManifestTemplate } from './render/manifest';
export {
  renderWorkshop,
  type RenderWorkshopOptions,
  type RenderWorkshopResult,
} from './render/workshop-renderer';
export {
  WORKSHOP_MANIFEST_FILE,
  workshopFiles,
  type WorkshopManifest,
} from './render/workshop-manifest';
export { BACKGROUNDS } from './workshop/backgrounds';
export { FRAMES } from './workshop/frames';
export { MAKETS } from './workshop/makets';
