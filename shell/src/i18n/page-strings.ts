import type { i18n as I18n } from 'i18next';
import { registerNamespace, type NamespaceStrings, type StringsBundle } from '@gramota/ui';
import { loginRu } from './login.ru';
import { profileRu } from './profile.ru';

/** The login page's namespace: Russian with the page's chunk, other languages when chosen. */
export const loginStrings: NamespaceStrings = {
  ns: 'login',
  ru: loginRu,
  load: {
    en: () => import('./login.en').then((module) => module.loginEn),
    uk: () => import('./login.uk').then((module) => module.loginUk),
    kz: () => import('./login.kz').then((module) => module.loginKz),
    be: () => import('./login.be').then((module) => module.loginBe),
    de: () => import('./login.de').then((module) => module.loginDe),
    it: () => import('./login.it').then((module) => module.loginIt),
  },
};

/** The profile pages' namespace. */
export const profileStrings: NamespaceStrings = {
  ns: 'profile',
  ru: profileRu,
  load: {
    en: () => import('./profile.en').then((module) => module.profileEn),
    uk: () => import('./profile.uk').then((module) => module.profileUk),
    kz: () => import('./profile.kz').then((module) => module.profileKz),
    be: () => import('./profile.be').then((module) => module.profileBe),
    de: () => import('./profile.de').then((module) => module.profileDe),
    it: () => import('./profile.it').then((module) => module.profileIt),
  },
};

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
    registerNamespace(i18n, loginStrings, preloaded.login),
    registerNamespace(i18n, profileStrings, preloaded.profile),
  ]);
}
