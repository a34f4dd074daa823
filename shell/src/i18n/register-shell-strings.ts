import type { i18n as I18n } from 'i18next';
import { shellEn } from './shell.en';
import { shellRu } from './shell.ru';
import { loginEn } from './login.en';
import { loginRu } from './login.ru';
import { profileEn } from './profile.en';
import { profileRu } from './profile.ru';

/** The shell's namespaces: 'shell' (chrome), 'login' and 'profile' (their pages). */
export function registerShellStrings(i18n: I18n) {
  i18n.addResourceBundle('ru', 'shell', shellRu, true, true);
  i18n.addResourceBundle('en', 'shell', shellEn, true, true);
  i18n.addResourceBundle('ru', 'login', loginRu, true, true);
  i18n.addResourceBundle('en', 'login', loginEn, true, true);
  i18n.addResourceBundle('ru', 'profile', profileRu, true, true);
  i18n.addResourceBundle('en', 'profile', profileEn, true, true);
}
