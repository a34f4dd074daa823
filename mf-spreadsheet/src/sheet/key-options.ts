/**
 * Per-key options of a table (settings.keys, issue 29): the separator between the cells of the
 * columns joined into one key, and the grammatical case its names are printed in. Free of React.
 */
import {
  GRAMMAR_CASES,
  GRAMMAR_LANGUAGES,
  type GrammarCase,
  type GrammarLanguage,
  type KeyGrammar,
  type SpreadsheetKeyOptions,
  type SpreadsheetSettings,
  type SpreadsheetTable,
} from '@gramota/contracts';

/** Joined cells are separated by a space unless the teacher chose otherwise. */
export const DEFAULT_SEPARATOR = ' ';
/** The separators offered by name; anything else is typed ('custom'). */
export const SEPARATOR_PRESETS = { space: ' ', comma: ', ', none: '' } as const;
export type SeparatorPreset = keyof typeof SEPARATOR_PRESETS | 'custom';
/** A typed separator is a few characters ('; ', ' / '), not a text. */
export const SEPARATOR_MAX_CHARS = 5;

export function keyOptions(
  settings: Pick<SpreadsheetSettings, 'keys'>,
  key: string,
): SpreadsheetKeyOptions {
  return settings.keys?.[key] ?? {};
}

export const separatorOf = (settings: Pick<SpreadsheetSettings, 'keys'>, key: string) =>
  keyOptions(settings, key).separator ?? DEFAULT_SEPARATOR;

/** The preset a separator is, or 'custom'. */
export function separatorPreset(separator: string): SeparatorPreset {
  const found = (Object.keys(SEPARATOR_PRESETS) as (keyof typeof SEPARATOR_PRESETS)[]).find(
    (name) => SEPARATOR_PRESETS[name] === separator,
  );
  return found ?? 'custom';
}

/**
 * The table with `key`'s options changed: a field given undefined is removed, and a key left
 * without options leaves settings.keys (a table nobody set options on saves as before).
 */
export function withKeyOptions(
  table: SpreadsheetTable,
  key: string,
  change: Partial<Record<keyof SpreadsheetKeyOptions, unknown>>,
): SpreadsheetTable {
  const next: Record<string, unknown> = { ...keyOptions(table.settings, key), ...change };
  for (const field of Object.keys(next)) if (next[field] === undefined) delete next[field];
  const keys = { ...(table.settings.keys ?? {}) };
  if (Object.keys(next).length > 0) keys[key] = next as SpreadsheetKeyOptions;
  else delete keys[key];
  const settings: SpreadsheetSettings = { ...table.settings, keys };
  if (Object.keys(keys).length === 0) delete settings.keys;
  return { ...table, settings };
}

export function withSeparator(
  table: SpreadsheetTable,
  key: string,
  separator: string,
): SpreadsheetTable {
  const cut = [...separator].slice(0, SEPARATOR_MAX_CHARS).join('');
  return withKeyOptions(table, key, { separator: cut === DEFAULT_SEPARATOR ? undefined : cut });
}

/** null: printed as written (the key's grammar is removed). */
export function withGrammar(
  table: SpreadsheetTable,
  key: string,
  grammar: KeyGrammar | null,
): SpreadsheetTable {
  return withKeyOptions(table, key, {
    grammar: grammar && isGrammar(grammar) ? grammar : undefined,
  });
}

/** A language and one of its own cases (the vocative is Ukrainian only). */
export function isGrammar(value: { language: string; case: string }): value is KeyGrammar {
  const language = value.language as GrammarLanguage;
  return (
    (GRAMMAR_LANGUAGES as readonly string[]).includes(language) &&
    (GRAMMAR_CASES[language] as readonly string[]).includes(value.case)
  );
}

/** 'ru:dative' ↔ {language: 'ru', case: 'dative'}: the value of a case choice. */
export const grammarValue = (grammar: KeyGrammar) => `${grammar.language}:${grammar.case}`;

export function parseGrammarValue(value: string): KeyGrammar | null {
  const [language = '', grammarCase = ''] = value.split(':');
  const grammar = { language, case: grammarCase as GrammarCase };
  return isGrammar(grammar) ? grammar : null;
}
