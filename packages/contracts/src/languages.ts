/** Interface languages offered (seed 000 §1). */
export const LANGUAGES = ['ru', 'en', 'uk', 'kz', 'be', 'de', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
