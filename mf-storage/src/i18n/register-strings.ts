import i18next from 'i18next';
import { registerDriveStrings } from '../drive/i18n';
import { registerStorageStrings } from '../storage/i18n';
import { en } from './en';
import { ru } from './ru';

/**
 * Adds this area's namespaces to the one i18next instance the shell initialised: the drive group
 * page's strings here, and the storage's (src/storage/i18n), deep-merged into 'storage'; the
 * Drive screen's in their own namespace 'drive' (src/drive/i18n).
 */
export function registerStrings(instance = i18next) {
  instance.addResourceBundle('ru', 'storage', ru, true, true);
  instance.addResourceBundle('en', 'storage', en, true, true);
  registerStorageStrings(instance);
  registerDriveStrings(instance);
}
