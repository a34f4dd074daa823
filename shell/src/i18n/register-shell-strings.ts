import type { i18n as I18n } from 'i18next';
import { registerNamespace, type NamespaceStrings, type StringsBundle } from '@gramota/ui';
import { shellRu } from './shell.ru';
import { registerPageStrings, type PageStringsPreloaded } from './page-strings';

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

export function registerChromeStrings(i18n: I18n, preloaded: { en?: StringsBundle } = {}) {
  return registerNamespace(i18n, shellStrings, preloaded);
}

/** Bundles the tests hand in per namespace (English), read synchronously. */
export interface ShellStringsPreloaded extends PageStringsPreloaded {
  shell?: { en?: StringsBundle };
}

/** The shell's namespaces: 'shell' (chrome), 'login' and 'profile' (their pages). */
export async function registerShellStrings(
  i18n: I18n,
  preloaded: ShellStringsPreloaded = {},
): Promise<void> {
  await Promise.all([
    registerChromeStrings(i18n, preloaded.shell),
    registerPageStrings(i18n, preloaded),
  ]);
}
