import type { i18n as I18n } from 'i18next';
import { registerNamespace, type NamespaceStrings } from '@gramota/ui';
import { shellRu } from './shell.ru';
import { registerPageStrings } from './page-strings';

/** The chrome's namespace, 'shell': the only shell strings a first load needs. */
export const shellStrings: NamespaceStrings = {
  ns: 'shell',
  ru: shellRu,
  load: {
    en: () => import('./shell.en').then((module) => module.shellEn),
    uk: () => import('./shell.uk').then((module) => module.shellUk),
    kz: () => import('./shell.kz').then((module) => module.shellKz),
    be: () => import('./shell.be').then((module) => module.shellBe),
    de: () => import('./shell.de').then((module) => module.shellDe),
    it: () => import('./shell.it').then((module) => module.shellIt),
  },
};

export function registerChromeStrings(i18n: I18n) {
  return registerNamespace(i18n, shellStrings);
}

/** The shell's namespaces: 'shell' (chrome), 'login' and 'profile' (their pages). */
export function registerShellStrings(i18n: I18n) {
  return Promise.all([registerChromeStrings(i18n), registerPageStrings(i18n)]);
}
