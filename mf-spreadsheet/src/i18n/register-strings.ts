import i18next from 'i18next';
import { en } from './en';
import { ru } from './ru';

/** Adds this area's namespace to the one i18next instance the shell initialised. */
export function registerStrings() {
  i18next.addResourceBundle('ru', 'spreadsheet', ru, true, true);
  i18next.addResourceBundle('en', 'spreadsheet', en, true, true);
}
