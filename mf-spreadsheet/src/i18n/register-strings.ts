import i18next from 'i18next';
import { registerLocales, type StringsBundle } from '@gramota/ui';
import { registerVerifyStrings } from '@gramota/ui/verify';
import { spreadsheetLocales } from './spreadsheet-locales';

/**
 * Adds this area's namespace to the one i18next instance the shell initialised; the promise
 * settles when the current language's strings are in (the area's lifecycles await it).
 */
export function registerStrings(instance = i18next, preloaded: { en?: StringsBundle } = {}) {
  return Promise.all([
    registerLocales(instance, spreadsheetLocales, preloaded),
    registerVerifyStrings(instance),
  ]).then(() => undefined);
}
