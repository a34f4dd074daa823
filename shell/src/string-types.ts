// The Russian strings are the key types of this package's namespaces (t('ns:key') is checked).
import type {} from 'i18next';
import type helpPages from '../locales/ru/help-pages.json';
import type help from '../locales/ru/help.json';
import type login from '../locales/ru/login.json';
import type profile from '../locales/ru/profile.json';
import type pwa from '../locales/ru/pwa.json';
import type shell from '../locales/ru/shell.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    'help-pages': typeof helpPages;
    help: typeof help;
    login: typeof login;
    profile: typeof profile;
    pwa: typeof pwa;
    shell: typeof shell;
  }
}
