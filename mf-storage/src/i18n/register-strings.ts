import i18next from 'i18next';
import { registerNamespace, type NamespaceStrings, type StringsBundle } from '@gramota/ui';
import { driveStrings } from '../drive/i18n';
import { ru } from './ru';

/**
 * The area's namespace 'storage' (the storage's strings and the drive group page's): Russian in
 * the first load, each other language fetched when chosen.
 */
export const storageStrings: NamespaceStrings = {
  ns: 'storage',
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

/** Bundles a test adds at once, per namespace (English, so the tests read it synchronously). */
export interface PreloadedStrings {
  storage?: { en?: StringsBundle };
  drive?: { en?: StringsBundle };
}

/**
 * Adds this area's namespaces to the one i18next instance the shell initialised: 'storage' and
 * the Drive screen's own 'drive' (src/drive/i18n). Resolves once the current language is in.
 */
export async function registerStrings(instance = i18next, preloaded: PreloadedStrings = {}) {
  await Promise.all([
    registerNamespace(instance, storageStrings, preloaded.storage),
    registerNamespace(instance, driveStrings, preloaded.drive),
  ]);
}
