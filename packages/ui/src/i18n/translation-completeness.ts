import { DEFAULT_LANGUAGE, LANGUAGES } from '@gramota/contracts';
import type { LazyLanguage, NamespaceStrings, StringsBundle } from './lazy-strings';

/** Every language but Russian, which the others are compared with. */
export const LAZY_LANGUAGES = LANGUAGES.filter(
  (language): language is LazyLanguage => language !== DEFAULT_LANGUAGE,
);

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Intl's name for a language whose interface code differs (Kazakh is 'kk' in CLDR). */
const INTL_CODE: Partial<Record<LazyLanguage, string>> = { kz: 'kk' };

function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    found.set(prefix, value);
    return found;
  }
  for (const [key, inner] of Object.entries(value))
    for (const [path, leaf] of leaves(inner, prefix ? `${prefix}.${key}` : key))
      found.set(path, leaf);
  return found;
}

/** i18next's placeholders in a string ({{count}}, {{name}}), which a translation must keep. */
function placeholders(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const CYRILLIC_WORD = /[\u0400-\u04ff]{2,}/g;
/** Languages whose alphabet has no Cyrillic: any Cyrillic word there is a Russian leftover. */
const LATIN_SCRIPT: readonly LazyLanguage[] = ['en', 'de', 'it'];
/** Russian letters the other Cyrillic interface languages do not write. */
const FOREIGN_LETTERS: Partial<Record<LazyLanguage, RegExp>> = { uk: /[ыэъё]/i, be: /[ищъ]/i };

/**
 * A string left in Russian. In a Latin-script language, any Cyrillic word outside «» (a sample
 * name such as «Петрова Анна», or a language's own name, is quoted so). In Ukrainian, Belarusian
 * and Kazakh many short words are the same as Russian (Формат, Пароль, QR-код), so only the very
 * Russian text counts, and only when it has a letter the language does not write or is a phrase
 * of four words or more.
 */
function untranslated(text: string, ruText: unknown, language: LazyLanguage): boolean {
  const unquoted = text.replace(/\u00ab[^\u00bb]*\u00bb/g, '');
  if (LATIN_SCRIPT.includes(language)) return (unquoted.match(CYRILLIC_WORD) ?? []).length > 0;
  if (text !== ruText) return false;
  const words = unquoted.match(CYRILLIC_WORD) ?? [];
  return words.length >= 4 || (words.length > 0 && !!FOREIGN_LETTERS[language]?.test(unquoted));
}

/**
 * What one language of a namespace lacks against Russian: keys (plural forms compared by the
 * categories each language's own plural rules need), empty strings and dropped placeholders.
 * An empty list means the translation is complete.
 */
export function translationGaps(
  ru: StringsBundle,
  translated: StringsBundle,
  language: LazyLanguage,
): string[] {
  const gaps: string[] = [];
  const ruLeaves = leaves(ru);
  const own = leaves(translated);
  const categories = new Intl.PluralRules(INTL_CODE[language] ?? language).resolvedOptions()
    .pluralCategories;
  const checked = new Set<string>();
  for (const [path, ruText] of ruLeaves) {
    const base = path.replace(PLURAL_SUFFIX, '');
    // A plural set always has Russian's _one and _other; a lone key that merely ends so (the
    // error code rename_one, the gallery's group national_other) is one string to translate.
    const plural =
      PLURAL_SUFFIX.test(path) && ruLeaves.has(`${base}_one`) && ruLeaves.has(`${base}_other`);
    const wanted = plural ? categories.map((category) => `${base}_${category}`) : [path];
    for (const key of wanted) {
      if (checked.has(key)) continue;
      checked.add(key);
      const text = own.get(key);
      if (typeof text !== 'string' || text.trim() === '') {
        gaps.push(`${language}: ${key} is missing`);
        continue;
      }
      if (untranslated(text, ruText, language)) gaps.push(`${language}: ${key} is Russian`);
      const wantedNames = placeholders(ruText).filter((name) => !(plural && name === 'count'));
      for (const name of wantedNames)
        if (!placeholders(text).includes(name)) gaps.push(`${language}: ${key} lacks {{${name}}}`);
    }
  }
  return gaps;
}

/**
 * translationGaps reads an array (units.sizes, a help page's steps) as one leaf that is not a
 * string; spread into indexed keys, each item is checked like any other string.
 */
export function arraysAsKeys(value: unknown): unknown {
  if (Array.isArray(value)) return { ...value.map(arraysAsKeys) };
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, arraysAsKeys(inner)]),
  );
}

/** Loads every language of a namespace and lists all their gaps against Russian. */
export async function namespaceGaps(strings: NamespaceStrings): Promise<string[]> {
  const bundles = await Promise.all(
    LAZY_LANGUAGES.map(async (language) => (await strings.load(language)).default),
  );
  return LAZY_LANGUAGES.flatMap((language, index) =>
    translationGaps(
      arraysAsKeys(strings.ru) as StringsBundle,
      arraysAsKeys(bundles[index] ?? {}) as StringsBundle,
      language,
    ),
  );
}
