import type { i18n as I18n } from 'i18next';
import { pwaEn } from './pwa.en';
import { pwaRu } from './pwa.ru';

export const PWA_NS = 'pwa';

/** The 'pwa' namespace: the promo, installed and intro screens (kept in this folder's two files). */
export function registerPwaStrings(i18n: I18n) {
  i18n.addResourceBundle('ru', PWA_NS, pwaRu, true, true);
  i18n.addResourceBundle('en', PWA_NS, pwaEn, true, true);
  // The chrome titles every page `common:pages.{page}`: the intro's title, added, nothing replaced.
  i18n.addResourceBundle('ru', 'common', { pages: { pwa: pwaRu.intro.title } }, true, false);
  i18n.addResourceBundle('en', 'common', { pages: { pwa: pwaEn.intro.title } }, true, false);
}
