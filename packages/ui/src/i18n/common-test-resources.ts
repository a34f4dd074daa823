import en from '../../locales/en/common.json';
import ru from '../../locales/ru/common.json';
import kitEn from '../../locales/en/kit.json';
import kitRu from '../../locales/ru/kit.json';
import verifyEn from '../../locales/en/verify.json';
import verifyRu from '../../locales/ru/verify.json';

/**
 * ru and en of the `common`, `kit` and `verify` namespaces as i18next resources, for tests that render in
 * English synchronously. Not exported from the package's entry: the product loads en on demand.
 */
export const commonResources = {
  ru: { common: ru, kit: kitRu, verify: verifyRu },
  en: { common: en, kit: kitEn, verify: verifyEn },
};
