import i18next from 'i18next';
import { en } from './en';
import { ru } from './ru';

/** Adds this area's namespace to the one i18next instance the shell initialised. */
export function registerStrings(instance = i18next) {
  instance.addResourceBundle('ru', 'spreadsheet', ru, true, true);
  instance.addResourceBundle('en', 'spreadsheet', en, true, true);
}
