// The Russian strings are the key types of this package's namespaces (t('ns:key') is checked).
import type {} from 'i18next';
import type pay from '../locales/ru/pay.json';
import type print from '../locales/ru/print.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    pay: typeof pay;
    print: typeof print;
  }
}
