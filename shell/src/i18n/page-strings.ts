import type { i18n as I18n } from 'i18next';
import { loginEn } from './login.en';
import { loginRu } from './login.ru';
import { profileEn } from './profile.en';
import { profileRu } from './profile.ru';

/** The 'login' and 'profile' namespaces: loaded with their pages, not with the first load. */
export function registerPageStrings(i18n: I18n) {
  i18n.addResourceBundle('ru', 'login', loginRu, true, true);
  i18n.addResourceBundle('en', 'login', loginEn, true, true);
  i18n.addResourceBundle('ru', 'profile', profileRu, true, true);
  i18n.addResourceBundle('en', 'profile', profileEn, true, true);
}
