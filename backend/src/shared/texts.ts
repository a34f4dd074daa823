import fs from 'node:fs';
import path from 'node:path';
import i18next, { type Resource } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@gramota/contracts';
import { BACKEND_DIR } from '../paths';
import { intlLocale } from './intl-locale';

/**
 * The server's own texts (e-mails, pages, names it makes): backend/locales/{lng}/{ns}.json, one
 * namespace per module, found beside both src/ (tests) and dist/ (the built server).
 */
export const LOCALES_DIR = path.join(BACKEND_DIR, 'locales');

/** Values for a text's `{{name}}` placeholders; `count` also picks a plural form. */
export type TextValues = Readonly<Record<string, string | number | undefined>>;

/**
 * Every namespace of every language, read once when the server starts. The bundles are stored
 * under Intl's codes ('kk' for Kazakh): i18next picks plural forms and formats `{{count, number}}`
 * with Intl, which does not know 'kz' and would quietly use the machine's default locale.
 */
function readResources(): Resource {
  const resources: Resource = {};
  for (const language of LANGUAGES) {
    const folder = path.join(LOCALES_DIR, language);
    const bundles: Resource[string] = {};
    for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.json')))
      bundles[path.basename(file, '.json')] = JSON.parse(
        fs.readFileSync(path.join(folder, file), 'utf8'),
      );
    resources[intlLocale(language)] = bundles;
  }
  return resources;
}

const resources = readResources();
const instance = i18next.createInstance();
void instance.init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
  defaultNS: false,
  // The pages and e-mails escape what they put into HTML themselves (and plain-text uses must
  // not get entities), so i18next inserts values as they are.
  interpolation: { escapeValue: false },
  // Every bundle is already here: init finishes before this module's import returns.
  initAsync: false,
});

function lookup(language: Language, key: string, options: object): unknown {
  // A key no Russian bundle has is a mistake in the code, not a missing translation (those fall
  // back to Russian): fail loudly rather than send the key's name to a reader.
  if (!instance.exists(key, { lng: DEFAULT_LANGUAGE, ...options }))
    throw new Error(`no server text ${key}`);
  return instance.t(key, { ...options, lng: intlLocale(language) });
}

/** One text in the reader's language: `t('de', 'mail:file.subject', { name })`. */
export function t(language: Language, key: string, values: TextValues = {}): string {
  return String(lookup(language, key, values));
}

/** `t` with the language given once (a page or e-mail with many texts). */
export function textsFor(language: Language): (key: string, values?: TextValues) => string {
  return (key, values) => t(language, key, values);
}

/**
 * A group of texts as its JSON holds it (objects, arrays of paragraphs), for answers that send
 * the group whole: `textsOf<PromoTexts>('en', 'storage:promoSchool')`. The caller names its shape.
 */
export function textsOf<T>(language: Language, key: string): T {
  return structuredClone(lookup(language, key, { returnObjects: true })) as T;
}
