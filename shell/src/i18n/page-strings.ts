import type { i18n as I18n } from 'i18next';
import { defineLocales, registerLocales, type StringsBundle } from '@gramota/ui';
import loginRu from '../../locales/ru/login.json';
import profileRu from '../../locales/ru/profile.json';

/** The login page's namespace: Russian with the page's chunk, other languages when chosen. */
export const loginStrings = defineLocales(
  'login',
  loginRu,
  (language) => import(`../../locales/${language}/login.json`),
);

/** The profile pages' namespace. */
export const profileStrings = defineLocales(
  'profile',
  profileRu,
  (language) => import(`../../locales/${language}/profile.json`),
);

/** English bundles the tests hand in, so they read English synchronously. */
export interface PageStringsPreloaded {
  login?: { en?: StringsBundle };
  profile?: { en?: StringsBundle };
}

/**
 * The 'login' and 'profile' namespaces: loaded with their pages, not with the first load. The
 * promise settles once the current language's bundles are in (Russian is there at once).
 */
export async function registerPageStrings(
  i18n: I18n,
  preloaded: PageStringsPreloaded = {},
): Promise<void> {
  await Promise.all([
    registerLocales(i18n, loginStrings, preloaded.login),
    registerLocales(i18n, profileStrings, preloaded.profile),
  ]);
}
