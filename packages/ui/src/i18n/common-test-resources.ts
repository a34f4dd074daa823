import en from '../../locales/en/common.json';
import ru from '../../locales/ru/common.json';
import kitEn from '../../locales/en/kit.json';
import kitRu from '../../locales/ru/kit.json';

/**
 * ru and en of the `common` and `kit` namespaces as i18next resources, for tests that render in
 * English synchronously. Not exported from the package's entry: the product loads en on demand.
 */
export const commonResources = {
  ru: { common: ru, kit: kitRu },
  en: { common: en, kit: kitEn },
};
