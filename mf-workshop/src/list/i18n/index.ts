import { en } from './en';
import { ru } from './ru';

/**
 * My templates' strings for the 'workshop' namespace (deep-merged by the area's registerStrings):
 * `list.*` and `errors.*` (the folder commands read the area's error texts there).
 */
export const listStrings = { ru, en };

/** Registers them on an i18next instance (the shell's, or a test's). */
export function registerListStrings(instance: {
  addResourceBundle: (
    lng: string,
    ns: string,
    resources: object,
    deep: boolean,
    overwrite: boolean,
  ) => unknown;
}) {
  instance.addResourceBundle('ru', 'workshop', ru, true, true);
  instance.addResourceBundle('en', 'workshop', en, true, true);
}
