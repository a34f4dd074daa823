import type { Language } from '@gramota/contracts';

/**
 * The code Intl, CLDR and HTML know an interface language by: Kazakh is 'kz' in the product's
 * URLs and settings but 'kk' everywhere else (plural rules, number and date formats, <html lang>).
 */
export function intlLocale(language: Language): string {
  return language === 'kz' ? 'kk' : language;
}
