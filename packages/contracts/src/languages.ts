/** Interface languages offered (seed 000 §1). */
export const LANGUAGES = ['ru', 'en', 'uk', 'kz', 'be', 'de', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
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
