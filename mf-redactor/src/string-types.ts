// The Russian strings are the key types of this package's namespaces (t('ns:key') is checked).
import type {} from 'i18next';
import type ai from '../locales/ru/ai.json';
import type redactor from '../locales/ru/redactor.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    ai: typeof ai;
    redactor: typeof redactor;
  }
}
