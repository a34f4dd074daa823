// The Russian strings are the key types of the paper namespace (t('paper:key') is checked).
import type {} from 'i18next';
import type paper from '../../locales/ru/paper.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    paper: typeof paper;
  }
}
