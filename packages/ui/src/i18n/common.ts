import { LANGUAGES } from '@gramota/contracts';
import kitRu from '../../locales/ru/kit.json';
import ru from '../../locales/ru/common.json';
import { defineLocales } from './lazy-strings';

/** Every interface language has a full translation (a test fails when one lacks a ru key). */
export const TRANSLATED_LANGUAGES = LANGUAGES;

/**
 * The `common` namespace: page titles and messages both the shell and the areas show. Russian is
 * in the first load; each other language is its own chunk, fetched when a teacher chooses it.
 */
export const commonStrings = defineLocales(
  'common',
  ru,
  (language) => import(`../../locales/${language}/common.json`),
);

/**
 * The `kit` namespace: the file-area kit's own texts (the documents' error messages, folder
 * commands, confirmations), one set for every area; an area's namespace overrides only the
 * keys it words differently (i18next falls back to `kit`, see the shell's init).
 */
export const kitStrings = defineLocales(
  'kit',
  kitRu,
  (language) => import(`../../locales/${language}/kit.json`),
);
