import i18next from 'i18next';
import ru from '../../locales/ru/verify.json';
import { defineLocales, registerLocales, type StringsBundle } from '@gramota/ui';

/**
 * The `verify` namespace (issue 35): the verification fields, the mark's preview, statuses and
 * revocation, one set for the settings, the editor, the table, the workshop and Ready files. Kept
 * out of `kit`, which every first screen loads.
 */
export const verifyStrings = defineLocales(
  'verify',
  ru,
  (language) => import(`../../locales/${language}/verify.json`),
);

/** Adds the namespace to the shell's i18next (tests pass their own instance and English). */
export function registerVerifyStrings(
  instance = i18next,
  preloaded: { en?: StringsBundle } = {},
): Promise<void> {
  return registerLocales(instance, verifyStrings, preloaded);
}
