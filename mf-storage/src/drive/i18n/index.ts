import i18next, { type i18n as I18n } from 'i18next';
import { en } from './en';
import { ru } from './ru';

/** The Drive's strings: namespace 'drive' (the folder commands look for `drive:errors.*`). */
export const driveStrings = { ru, en };

/** Adds the Drive's namespace to an i18next instance (the shell's one by default). */
export function registerDriveStrings(instance: I18n = i18next) {
  instance.addResourceBundle('ru', 'drive', ru, true, true);
  instance.addResourceBundle('en', 'drive', en, true, true);
}
