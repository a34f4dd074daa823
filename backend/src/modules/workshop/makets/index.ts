// The workshop's layouts (makets) and background presets, shipped as seed data: drawn and
// rendered by @gramota/template-artwork (workshop/, render/workshop-renderer.ts) into ws-* files
// and workshop.json beside catalogue.json; read here once, on first use.
import type { WorkshopBackground, WorkshopMaket } from '@gramota/contracts';
import { maketCatalogue } from './default-makets';

export { configureMakets, maketCatalogue } from './default-makets';
export { MaketCatalogue, loadMaketCatalogue, EMPTY_WORKSHOP_MANIFEST } from './maket-catalogue';
export { createMaketsRoutes } from './makets.routes';
export { WORKSHOP_MANIFEST_FILE } from './workshop-manifest.schema';

export const findMaket = (id: number): WorkshopMaket | undefined => maketCatalogue().findMaket(id);
/** Custom 'ni-' formats get the layouts of their orientation (layoutFormatOf). */
export const maketsOf = (format: string): WorkshopMaket[] => maketCatalogue().maketsOf(format);
export const backgroundPresets = (): WorkshopBackground[] => maketCatalogue().backgroundPresets();
