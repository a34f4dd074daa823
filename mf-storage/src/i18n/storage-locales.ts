import { defineLocales } from '@gramota/ui';
import driveRu from '../../locales/ru/drive.json';
import storageRu from '../../locales/ru/storage.json';

/**
 * The area's namespaces, both in the first load in Russian, each other language its own chunk
 * fetched when a teacher chooses it. 'storage': the storage's strings and the drive group page's
 * (key 'driveGroup'); 'drive': the Drive screen's.
 */
export const storageLocales = defineLocales(
  'storage',
  storageRu,
  (language) => import(`../../locales/${language}/storage.json`),
);

export const driveLocales = defineLocales(
  'drive',
  driveRu,
  (language) => import(`../../locales/${language}/drive.json`),
);
