// The Russian strings are the key types of this package's namespaces (t('ns:key') is checked).
import type {} from 'i18next';
import type drive from '../locales/ru/drive.json';
import type storage from '../locales/ru/storage.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    drive: typeof drive;
    storage: typeof storage;
  }
}
