import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@gramota/contracts';
import { intlLocale } from '../../shared/intl-locale';

/**
 * Accept-Language tags the server can answer: the interface languages, plus 'kk', the ISO 639-1
 * code Kazakh browsers send (the interface calls Kazakh 'kz').
 */
const BROWSER_TAGS: readonly string[] = [...LANGUAGES, 'kk'];

/** What a request offers for negotiation (Koa's context). */
export interface LanguageNegotiation {
  acceptsLanguages(languages: string[]): string | false;
}

/** The interface language a browser tag stands for ('kk' and 'kk-KZ' are Kazakh, 'kz'). */
export function languageOfTag(tag: string | false | undefined): Language | undefined {
  if (!tag) return undefined;
  const base = tag.toLowerCase().split('-')[0];
  const language = base === 'kk' ? 'kz' : base;
  return isLanguage(language) ? language : undefined;
}

/** The browser's most preferred language among the seven (Accept-Language), if any. */
export function browserLanguage(request: LanguageNegotiation): Language | undefined {
  return languageOfTag(request.acceptsLanguages([...BROWSER_TAGS]));
}

/**
 * The language of a server-made text (e-mails, pages, names): the account's interface language
 * (settings.lng) when it is one of the seven; otherwise the browser's preference among them;
 * else Russian, the product's default language.
 */
export function pickLanguage(
  settingsLanguage: string | undefined,
  browserPreference: string | false | undefined,
): Language {
  if (isLanguage(settingsLanguage)) return settingsLanguage;
  return languageOfTag(browserPreference) ?? DEFAULT_LANGUAGE;
}

/** The reader's language for a request: the account's choice, else the browser's, else ru. */
export function readerLanguage(
  request: LanguageNegotiation,
  settingsLanguage: string | undefined,
): Language {
  return pickLanguage(settingsLanguage, browserLanguage(request));
}

/** The HTML lang attribute (BCP 47): Kazakh is 'kk' there, whatever the interface calls it. */
export function htmlLang(language: Language): string {
  return intlLocale(language);
}
