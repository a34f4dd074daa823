import i18next from 'i18next';
import { registerStorageStrings } from '../storage/i18n';
import { en } from './en';
import { ru } from './ru';

/**
 * Adds this area's namespace to the one i18next instance the shell initialised: the drive's
 * strings here, and the storage's (src/storage/i18n), deep-merged into 'storage'.
 */
export function registerStrings(instance = i18next) {
  instance.addResourceBundle('ru', 'storage', ru, true, true);
  instance.addResourceBundle('en', 'storage', en, true, true);
  registerStorageStrings(instance);
}
