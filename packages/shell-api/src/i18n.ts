import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@gramota/contracts';
import { commonResources, TRANSLATED_LANGUAGES } from '@gramota/ui';

/**
 * Language from ?lng=, then the stored setting, then the browser, else Russian (the seeds' texts
 * are Russian). Only languages with translations are chosen.
 */
export function detectLanguage(
  search: string,
  storedSetting: string | undefined,
  browserLanguages: readonly string[],
): Language {
  const candidates = [
    new URLSearchParams(search).get('lng'),
    storedSetting,
    ...browserLanguages.map((tag) => tag.slice(0, 2).toLowerCase()),
  ];
  const found = candidates.find(
    (candidate) =>
      isLanguage(candidate) && (TRANSLATED_LANGUAGES as readonly string[]).includes(candidate),
  );
  return (found as Language | undefined) ?? DEFAULT_LANGUAGE;
}

/** Initialises the one i18next instance (a Module Federation singleton) with the common strings. */
export async function initI18n(language: Language): Promise<I18n> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      ns: ['common'],
      defaultNS: 'common',
      resources: commonResources,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  return i18next;
}
