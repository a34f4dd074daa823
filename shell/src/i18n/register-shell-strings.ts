import type { i18n as I18n } from 'i18next';
import { defineLocales, registerLocales, type StringsBundle } from '@gramota/ui';
import ru from '../../locales/ru/shell.json';

/**
 * The chrome's namespace, 'shell': the only shell strings a first load needs. The login and
 * profile pages' namespaces (page-strings.ts) arrive with those pages' chunks, never from here.
 */
export const shellStrings = defineLocales(
  'shell',
  ru,
  (language) => import(`../../locales/${language}/shell.json`),
);

export function registerChromeStrings(i18n: I18n, preloaded: { en?: StringsBundle } = {}) {
  return registerLocales(i18n, shellStrings, preloaded);
}
