import type { i18n as I18n } from 'i18next';
import { registerNamespace, type NamespaceStrings, type StringsBundle } from '@gramota/ui';
import { helpRu } from '../i18n/help.ru';

/** The help screens' own labels, namespace 'help' (the pages themselves are in ./pages). */
export const helpStrings: NamespaceStrings = {
  ns: 'help',
  ru: helpRu,
  load: {
    en: () => import('../i18n/help.en').then((module) => module.helpEn),
    uk: () => import('../i18n/help.uk').then((module) => module.helpUk),
    kz: () => import('../i18n/help.kz').then((module) => module.helpKz),
    be: () => import('../i18n/help.be').then((module) => module.helpBe),
    de: () => import('../i18n/help.de').then((module) => module.helpDe),
    it: () => import('../i18n/help.it').then((module) => module.helpIt),
  },
};

// The help page and every help modal ask for the labels: registered once per i18next instance,
// so a second opening neither fetches the language again nor re-renders on a repeated 'added'.
const registered = new WeakMap<I18n, Promise<void>>();

/** Adds the 'help' namespace; settles once the current language's labels are in. */
export function registerHelpStrings(i18n: I18n, preloaded: { en?: StringsBundle } = {}) {
  const known = registered.get(i18n);
  if (known) return known;
  const registering = registerNamespace(i18n, helpStrings, preloaded);
  registered.set(i18n, registering);
  return registering;
}
