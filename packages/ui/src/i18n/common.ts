import { en } from './en';
import { ru } from './ru';

/** Languages that have translations today; others from LANGUAGES fall back to Russian. */
export const TRANSLATED_LANGUAGES = ['ru', 'en'] as const;

/** The `common` namespace: page titles and messages both the shell and the areas show. */
export const commonResources = {
  ru: { common: ru },
  en: { common: en },
};
