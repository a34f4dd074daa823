import type { Language } from '@gramota/contracts';

/** The name of a template made without one, by the reader's language (the default title's word). */
export const NEW_TEMPLATE_NAMES: Record<Language, string> = {
  ru: 'Мой шаблон',
  en: 'My template',
  uk: 'Мій шаблон',
  kz: 'Менің үлгім',
  be: 'Мой шаблон',
  de: 'Meine Vorlage',
  it: 'Il mio modello',
};
