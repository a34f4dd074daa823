import type { i18n as I18n } from 'i18next';
import { shellEn } from './shell.en';
import { shellRu } from './shell.ru';

export function registerShellStrings(i18n: I18n) {
  i18n.addResourceBundle('ru', 'shell', shellRu, true, true);
  i18n.addResourceBundle('en', 'shell', shellEn, true, true);
}
