import type { Language } from '@gramota/contracts';

/** What a copy's name ends with, by the reader's language (documents and workshop templates). */
export const COPY_SUFFIXES: Record<Language, string> = {
  ru: ' — копия',
  en: ' (copy)',
  uk: ' — копія',
  kz: ' — көшірме',
  be: ' — копія',
  de: ' (Kopie)',
  it: ' (copia)',
};
