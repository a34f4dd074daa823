import type { i18n as I18n } from 'i18next';
import { defineLocales, registerLocales, type StringsBundle } from '@gramota/ui';
import ru from '../../locales/ru/help.json';

/**
 * The help screens' own labels, namespace 'help' (the pages themselves: help-pages.ts), imported
 * only by the help's code, so they arrive with it.
 */
export const helpStrings = defineLocales(
  'help',
  ru,
  (language) => import(`../../locales/${language}/help.json`),
);

// The help page and every help modal ask for the labels: registered once per i18next instance,
// so a second opening neither fetches the language again nor re-renders on a repeated 'added'.
const registered = new WeakMap<I18n, Promise<void>>();

/** Adds the 'help' namespace; settles once the current language's labels are in. */
export function registerHelpStrings(i18n: I18n, preloaded: { en?: StringsBundle } = {}) {
  const known = registered.get(i18n);
  if (known) return known;
  const registering = registerLocales(i18n, helpStrings, preloaded);
  registered.set(i18n, registering);
  return registering;
}
