// The Russian strings are the key types of this package's namespaces (t('ns:key') is checked).
import type {} from 'i18next';
import type workshop from '../locales/ru/workshop.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    workshop: typeof workshop;
  }
}
