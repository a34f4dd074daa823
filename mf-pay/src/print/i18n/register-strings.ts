import i18next from 'i18next';
import { defineLocales, registerLocales, type StringsBundle } from '@gramota/ui';
import ru from '../../../locales/ru/print.json';

/** The print page's namespace: Russian in the first load, each other language fetched when chosen. */
export const printStrings = defineLocales(
  'print',
  ru,
  (language) => import(`../../../locales/${language}/print.json`),
);

/**
 * Adds the print namespace to the one i18next instance the shell initialised (tests pass their
 * own and preload English); resolves when the current language has arrived.
 */
export function registerPrintStrings(instance = i18next, preloaded: { en?: StringsBundle } = {}) {
  return registerLocales(instance, printStrings, preloaded);
}
