import type { i18n as I18n } from 'i18next';
import { defineLocales, registerLocales, type StringsBundle } from '@gramota/ui';
import ru from '../../locales/ru/pwa.json';

export const PWA_NS = 'pwa';

/** The 'pwa' namespace: the promo, installed and intro screens (the intro's page title is
 * `common:pages.pwa`, with the other pages' titles). */
export const pwaStrings = defineLocales(
  PWA_NS,
  ru,
  (language) => import(`../../locales/${language}/pwa.json`),
);

export function registerPwaStrings(i18n: I18n, preloaded: { en?: StringsBundle } = {}) {
  return registerLocales(i18n, pwaStrings, preloaded);
}
