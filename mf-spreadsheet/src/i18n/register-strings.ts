import i18next from 'i18next';
import { registerLocales, type StringsBundle } from '@gramota/ui';
import { spreadsheetLocales } from './spreadsheet-locales';

/**
 * Adds this area's namespace to the one i18next instance the shell initialised; the promise
 * settles when the current language's strings are in (the area's lifecycles await it).
 */
export function registerStrings(instance = i18next, preloaded: { en?: StringsBundle } = {}) {
  return registerLocales(instance, spreadsheetLocales, preloaded);
}
