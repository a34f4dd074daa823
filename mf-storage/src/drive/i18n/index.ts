import type { NamespaceStrings } from '@gramota/ui';
import { ru } from './ru';

/**
 * The Drive's strings: namespace 'drive' (the folder commands look for `drive:errors.*`).
 * Russian in the first load, each other language fetched when chosen; registered with the
 * area's other namespace by src/i18n/register-strings.ts.
 */
export const driveStrings: NamespaceStrings = {
  ns: 'drive',
  ru,
  load: {
    en: () => import('./en').then((module) => module.en),
    uk: () => import('./uk').then((module) => module.uk),
    kz: () => import('./kz').then((module) => module.kz),
    be: () => import('./be').then((module) => module.be),
    de: () => import('./de').then((module) => module.de),
    it: () => import('./it').then((module) => module.it),
  },
};
