// The app's one catalogue of layouts, read on first use from the catalogue's output folder.
import type { Logger } from '../../../logger';
import { DEFAULT_CATALOGUE_DIR } from '../../templates';
import { loadMaketCatalogue, type MaketCatalogue } from './maket-catalogue';

let loaded: MaketCatalogue | undefined;
let source = { dir: DEFAULT_CATALOGUE_DIR, logger: undefined as Logger | undefined };

/**
 * Where the shipped layouts are read from (the app's catalogue folder and logger). Call before the
 * first use; tests point it at a folder they rendered. Forgets what was loaded.
 */
export function configureMakets(dir: string, logger?: Logger): void {
  source = { dir, logger };
  loaded = undefined;
}

/** The catalogue of layouts, read once. */
export function maketCatalogue(): MaketCatalogue {
  loaded ??= loadMaketCatalogue(source.dir, source.logger);
  return loaded;
}
