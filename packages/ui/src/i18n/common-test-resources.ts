import { en } from './en';
import { ru } from './ru';

/**
 * ru and en of the `common` namespace as i18next resources, for tests that render in English
 * synchronously. Not exported from the package's entry: the product loads en on demand.
 */
export const commonResources = {
  ru: { common: ru },
  en: { common: en },
};
