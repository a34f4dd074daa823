import i18next from 'i18next';
import ru from '../../locales/ru/paper.json';
import { defineLocales, registerLocales, type StringsBundle } from '@gramota/ui';

/**
 * The `paper` namespace (issue 36): how a print is laid out (plain, blank, several on a sheet, print shop)
 * and the calibrated printers, one set for the settings, the editor and Ready files. Kept
 * out of `kit`, which every first screen loads.
 */
export const printStrings = defineLocales(
  'paper',
  ru,
  (language) => import(`../../locales/${language}/paper.json`),
);

/** Adds the namespace to the shell's i18next (tests pass their own instance and English). */
export function registerPrintStrings(
  instance = i18next,
  preloaded: { en?: StringsBundle } = {},
): Promise<void> {
  return registerLocales(instance, printStrings, preloaded);
}
