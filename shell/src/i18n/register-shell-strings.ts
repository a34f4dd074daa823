import type { i18n as I18n } from 'i18next';
import { shellEn } from './shell.en';
import { shellRu } from './shell.ru';
import { registerPageStrings } from './page-strings';

/** The chrome's namespace, 'shell': the only shell strings a first load needs. */
export function registerChromeStrings(i18n: I18n) {
  i18n.addResourceBundle('ru', 'shell', shellRu, true, true);
  i18n.addResourceBundle('en', 'shell', shellEn, true, true);
}

/** The shell's namespaces: 'shell' (chrome), 'login' and 'profile' (their pages). */
export function registerShellStrings(i18n: I18n) {
  registerChromeStrings(i18n);
  registerPageStrings(i18n);
}
