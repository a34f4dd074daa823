import i18next from 'i18next';
import { registerNamespace, type NamespaceStrings, type StringsBundle } from '@gramota/ui';
import { ru } from './ru';

/** The area's namespace: Russian in the first load, each other language fetched when chosen. */
export const payStrings: NamespaceStrings = {
  ns: 'pay',
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
 * Adds this area's namespace to the one i18next instance the shell initialised (tests pass their
 * own and preload English); resolves when the current language has arrived.
 */
export function registerStrings(instance = i18next, preloaded: { en?: StringsBundle } = {}) {
  return registerNamespace(instance, payStrings, preloaded);
}
