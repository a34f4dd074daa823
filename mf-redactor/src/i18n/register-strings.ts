import i18next from 'i18next';
import { registerNamespace, type NamespaceStrings, type StringsBundle } from '@gramota/ui';
import { registerDeliveryStrings } from '@gramota/delivery';
// The strings file itself, not the ai index: that would pull the modal into the first load.
import { aiStrings } from '../ai/i18n/ai-strings';
import { ru } from './ru';

/** The area's namespace: Russian in the first load, each other language fetched when chosen. */
export const redactorStrings: NamespaceStrings = {
  ns: 'redactor',
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
 * Adds this area's namespace, the AI assistant's ('ai') and the delivery flow's (the package's
 * own namespace: its dialogs and outcomes) to the one i18next instance the shell initialised;
 * tests pass their own and preload English (`aiEn`: the assistant's). Resolves when all have the
 * current language.
 */
export async function registerStrings(
  instance = i18next,
  preloaded: { en?: StringsBundle; aiEn?: StringsBundle } = {},
) {
  await Promise.all([
    registerNamespace(instance, redactorStrings, preloaded.en ? { en: preloaded.en } : {}),
    registerNamespace(instance, aiStrings, preloaded.aiEn ? { en: preloaded.aiEn } : {}),
    registerDeliveryStrings(instance),
  ]);
}
