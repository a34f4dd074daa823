import i18next from 'i18next';
import { registerLocales, type StringsBundle } from '@gramota/ui';
import { driveLocales, storageLocales } from './storage-locales';

/** Bundles a test adds at once, per namespace (English, so the tests read it synchronously). */
export interface PreloadedStrings {
  storage?: { en?: StringsBundle };
  drive?: { en?: StringsBundle };
}

/**
 * Adds this area's namespaces to the one i18next instance the shell initialised: 'storage' and
 * the Drive screen's own 'drive'. Resolves once the current language is in.
 */
export async function registerStrings(instance = i18next, preloaded: PreloadedStrings = {}) {
  await Promise.all([
    registerLocales(instance, storageLocales, preloaded.storage),
    registerLocales(instance, driveLocales, preloaded.drive),
  ]);
}
