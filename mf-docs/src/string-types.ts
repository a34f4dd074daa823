// The Russian strings are the key types of this package's namespaces (t('ns:key') is checked).
import type {} from 'i18next';
import type docs from '../locales/ru/docs.json';
import type gallery from '../locales/ru/gallery.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    docs: typeof docs;
    gallery: typeof gallery;
  }
}
