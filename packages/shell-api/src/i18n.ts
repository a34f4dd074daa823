import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@gramota/contracts';
import { commonStrings, kitStrings, registerLocales } from '@gramota/ui';

/** Browsers name Kazakh 'kk' (ISO 639-1); the product's code for it is 'kz'. */
function browserCode(code: string): string {
  return code === 'kk' ? 'kz' : code;
}

/** The first of the browser's preferred languages that the interface has, or null. */
export function browserLanguage(browserLanguages: readonly string[]): Language | null {
  const found = browserLanguages
    .map((tag) => browserCode(tag.slice(0, 2).toLowerCase()))
    .find((code) => isLanguage(code));
  return (found as Language | undefined) ?? null;
}

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
    ...browserLanguages.map((tag) => browserCode(tag.slice(0, 2).toLowerCase())),
  ];
  return candidates.find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/**
 * Initialises the one i18next instance (a Module Federation singleton) with the common strings:
 * Russian at once, the chosen language's chunk before the first render.
 */
export async function initI18n(language: Language): Promise<I18n> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      ns: ['common'],
      defaultNS: 'common',
      // The file-area kit's texts (folder commands, error messages) are one set in 'kit'; an
      // area's namespace words only what differs, and every other key falls back to the kit's.
      fallbackNS: 'kit',
      resources: {},
      interpolation: { escapeValue: false },
      returnNull: false,
      // A namespace's language chunk may arrive after an area rendered in the Russian fallback:
      // re-render when a bundle is added.
      react: { bindI18nStore: 'added' },
    });
    await Promise.all([
      registerLocales(i18next, commonStrings),
      registerLocales(i18next, kitStrings),
    ]);
  }
  return i18next;
}
