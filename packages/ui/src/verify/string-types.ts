// The Russian strings are the key types of the verify namespace (t('verify:key') is checked).
import type {} from 'i18next';
import type verify from '../../locales/ru/verify.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    verify: typeof verify;
  }
}
