import i18next from 'i18next';
import { registerNamespace, type NamespaceStrings, type StringsBundle } from '@gramota/ui';
import { ru } from './ru';

/** The print page's namespace: Russian in the first load, each other language fetched when chosen. */
export const printStrings: NamespaceStrings = {
  ns: 'print',
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

/**
 * Adds the print namespace to the one i18next instance the shell initialised (tests pass their
 * own and preload English); resolves when the current language has arrived.
 */
export function registerPrintStrings(instance = i18next, preloaded: { en?: StringsBundle } = {}) {
  return registerNamespace(instance, printStrings, preloaded);
}
