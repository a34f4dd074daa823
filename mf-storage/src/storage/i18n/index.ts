import i18next from 'i18next';
import { en } from './en';
import { ru } from './ru';

/** The storage's strings for the 'storage' namespace (`storage.*`, `errors.*`). */
export const storageStrings = { ru, en };

/** Adds the storage's strings to the area's namespace, deep-merged beside the drive's. */
export function registerStorageStrings(instance = i18next) {
  instance.addResourceBundle('ru', 'storage', ru, true, true);
  instance.addResourceBundle('en', 'storage', en, true, true);
}
