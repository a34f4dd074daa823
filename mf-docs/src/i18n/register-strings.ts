import i18next from 'i18next';
import { defineLocales, registerLocales, type StringsBundle } from '@gramota/ui';
import ru from '../../locales/ru/docs.json';

/**
 * The area's namespace 'docs' (the documents screen, the categories, creating files): Russian in
 * the first load, each other language fetched when chosen. The gallery's own namespace
 * (gallery-strings.ts) arrives with the gallery's code.
 */
export const docsStrings = defineLocales(
  'docs',
  ru,
  (language) => import(`../../locales/${language}/docs.json`),
);

/** Adds this area's namespace to the one i18next instance the shell initialised. */
export function registerStrings(instance = i18next, preloaded: { en?: StringsBundle } = {}) {
  return registerLocales(instance, docsStrings, preloaded);
}
