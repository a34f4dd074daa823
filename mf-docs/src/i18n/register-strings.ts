import i18next from 'i18next';
import { en, ru } from './strings';

/** Adds this area's namespace to the one i18next instance the shell initialised. */
export function registerStrings(instance = i18next) {
  instance.addResourceBundle('ru', 'docs', ru, true, true);
  instance.addResourceBundle('en', 'docs', en, true, true);
}
