import i18next from 'i18next';
import { registerNamespace, type NamespaceStrings, type StringsBundle } from '@gramota/ui';
import { ru } from './strings';

/** The area's namespace: Russian in the first load, each other language fetched when chosen. */
export const workshopStrings: NamespaceStrings = {
  ns: 'workshop',
  ru,
  load: {
    en: () => import('./strings.en').then((module) => module.en),
    uk: () => import('./strings.uk').then((module) => module.uk),
    kz: () => import('./strings.kz').then((module) => module.kz),
    be: () => import('./strings.be').then((module) => module.be),
    de: () => import('./strings.de').then((module) => module.de),
    it: () => import('./strings.it').then((module) => module.it),
  },
};

/**
 * Adds this area's namespace to the one i18next instance the shell initialised; the promise
 * settles when the current language has arrived (the shell awaits it before the first render).
 */
export function registerStrings(instance = i18next, preloaded: { en?: StringsBundle } = {}) {
  return registerNamespace(instance, workshopStrings, preloaded);
}
