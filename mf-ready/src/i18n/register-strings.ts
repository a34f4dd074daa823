import i18next from 'i18next';
import { registerDeliveryStrings } from '@gramota/delivery';
import { registerNamespace, type NamespaceStrings, type StringsBundle } from '@gramota/ui';
import { ru } from './ru';

/** The area's namespace: Russian in the first load, each other language fetched when chosen. */
export const readyStrings: NamespaceStrings = {
  ns: 'ready',
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
 * Adds this area's namespace to the one i18next instance the shell initialised, with the
 * delivery flow's own namespace (its dialogs and outcomes); resolves when both are in the
 * current language. Tests pass their own instance and preload English.
 */
export async function registerStrings(
  instance = i18next,
  preloaded: { en?: StringsBundle } = {},
): Promise<void> {
  await Promise.all([
    registerNamespace(instance, readyStrings, preloaded),
    registerDeliveryStrings(instance),
  ]);
}
