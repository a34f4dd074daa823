// The Russian strings are the key types of this package's namespaces (t('ns:key') is checked).
import type {} from 'i18next';
import type spreadsheet from '../locales/ru/spreadsheet.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    spreadsheet: typeof spreadsheet;
  }
}
