import { LANGUAGES } from '@gramota/contracts';
import type { NamespaceStrings } from './lazy-strings';
import { ru } from './ru';

/** Every interface language has a full translation (a test fails when one lacks a ru key). */
export const TRANSLATED_LANGUAGES = LANGUAGES;

/**
 * The `common` namespace: page titles and messages both the shell and the areas show. Russian is
 * in the first load; each other language is its own chunk, fetched when a teacher chooses it.
 */
export const commonStrings: NamespaceStrings = {
  ns: 'common',
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
