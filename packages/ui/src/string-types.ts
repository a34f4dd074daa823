// The Russian strings are the key types of this package's namespaces (t('ns:key') is checked).
import type {} from 'i18next';
import type common from '../locales/ru/common.json';
import type kit from '../locales/ru/kit.json';

declare module 'i18next' {
  // As initI18n sets them (shell-api): a key without a namespace is common's, else the kit's.
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: 'kit';
  }
  interface ResourceNamespaceMap {
    common: typeof common;
    kit: typeof kit;
  }
}
