import { LANGUAGES, type Language } from '@gramota/contracts';
import { intlLocale } from '../text-fill';

/** `{{name}}` (server texts) and `{name}` (mail templates' own) placeholders of a text, sorted. */
export function placeholdersOf(text: string): string[] {
  return (text.match(/\{\{?\w+\}?\}/g) ?? []).sort();
}

const PLURAL_CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

function isPlural(node: object): boolean {
  const keys = Object.keys(node);
  return keys.includes('other') && keys.every((key) => PLURAL_CATEGORIES.has(key));
}

/**
 * What a server texts table (one entry per language, Russian the source) lacks: a language, a
 * key or array item Russian has, a non-empty string, a plural form the language's own rules use,
 * or one of Russian's placeholders (or has one Russian does not). Empty when complete.
 */
export function textsGaps(table: Readonly<Record<string, unknown>>): string[] {
  const gaps: string[] = [];
  const ru = table.ru;
  for (const language of LANGUAGES) {
    if (!(language in table)) {
      gaps.push(`${language}: missing`);
      continue;
    }
    compare(language, ru, table[language], language, gaps);
  }
  for (const key of Object.keys(table)) {
    if (!(LANGUAGES as readonly string[]).includes(key)) gaps.push(`${key}: not a language`);
  }
  return gaps;
}

function compare(language: Language, source: unknown, target: unknown, at: string, gaps: string[]) {
  if (typeof source === 'string') {
    if (typeof target !== 'string' || target.trim() === '') {
      gaps.push(`${at}: empty or not a string`);
      return;
    }
    const want = placeholdersOf(source).join(' ');
    const got = placeholdersOf(target).join(' ');
    if (want !== got) gaps.push(`${at}: placeholders ${got || '-'} instead of ${want || '-'}`);
    return;
  }
  if (Array.isArray(source)) {
    if (!Array.isArray(target) || target.length !== source.length) {
      gaps.push(`${at}: not ${source.length} items`);
      return;
    }
    source.forEach((item, index) =>
      compare(language, item, target[index], `${at}[${index}]`, gaps),
    );
    return;
  }
  if (source && typeof source === 'object') {
    if (!target || typeof target !== 'object') {
      gaps.push(`${at}: missing`);
      return;
    }
    const from = source as Record<string, unknown>;
    const to = target as Record<string, unknown>;
    if (isPlural(from)) {
      const own = new Intl.PluralRules(intlLocale(language)).resolvedOptions().pluralCategories;
      for (const category of own)
        compare(language, from.other, to[category], `${at}.${category}`, gaps);
      return;
    }
    for (const key of Object.keys(from))
      compare(language, from[key], to[key], `${at}.${key}`, gaps);
    return;
  }
  if (typeof source === 'function') gaps.push(`${at}: a function, not a text`);
}
