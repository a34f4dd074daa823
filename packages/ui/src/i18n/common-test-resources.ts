import en from '../../locales/en/common.json';
import ru from '../../locales/ru/common.json';
import kitEn from '../../locales/en/kit.json';
import kitRu from '../../locales/ru/kit.json';
import verifyEn from '../../locales/en/verify.json';
import verifyRu from '../../locales/ru/verify.json';
import printEn from '../../locales/en/paper.json';
import printRu from '../../locales/ru/paper.json';

/**
 * ru and en of the `common`, `kit`, `verify` and `paper` namespaces as i18next resources, for tests that render in
 * English synchronously. Not exported from the package's entry: the product loads en on demand.
 */
export const commonResources = {
  ru: { common: ru, kit: kitRu, verify: verifyRu, paper: printRu },
  en: { common: en, kit: kitEn, verify: verifyEn, paper: printEn },
};
