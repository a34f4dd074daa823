import type { i18n as I18n } from 'i18next';
import { registerNamespace, type NamespaceStrings, type StringsBundle } from '@gramota/ui';
import { pwaRu } from './pwa.ru';

export const PWA_NS = 'pwa';

/** The 'pwa' namespace: the promo, installed and intro screens (the intro's page title is
 * `common:pages.pwa`, with the other pages' titles). */
export const pwaStrings: NamespaceStrings = {
  ns: PWA_NS,
  ru: pwaRu,
  load: {
    en: () => import('./pwa.en').then((module) => module.pwaEn),
    uk: () => import('./pwa.uk').then((module) => module.pwaUk),
    kz: () => import('./pwa.kz').then((module) => module.pwaKz),
    be: () => import('./pwa.be').then((module) => module.pwaBe),
    de: () => import('./pwa.de').then((module) => module.pwaDe),
    it: () => import('./pwa.it').then((module) => module.pwaIt),
  },
};

export function registerPwaStrings(i18n: I18n, preloaded: { en?: StringsBundle } = {}) {
  return registerNamespace(i18n, pwaStrings, preloaded);
}
