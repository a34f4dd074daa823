/** Interface languages offered (seed 000 §1). */
export const LANGUAGES = ['ru', 'en', 'uk', 'kz', 'be', 'de', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

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
 * are Russian). Only languages with translations are chosen. The backend asks the same of a
 * page's address and Accept-Language, to hint the strings the page will load.
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
 * Each language's name in itself: a teacher looks for her own language's name, whatever the
 * interface shows now, so these are not translated.
 */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  ru: 'Русский',
  en: 'English',
  uk: 'Українська',
  kz: 'Қазақша',
  be: 'Беларуская',
  de: 'Deutsch',
  it: 'Italiano',
};
