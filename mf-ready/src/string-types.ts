// The Russian strings are the key types of this package's namespaces (t('ns:key') is checked).
import type {} from 'i18next';
import type ready from '../locales/ru/ready.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    ready: typeof ready;
  }
}
