import {
  SPREADSHEET_KEYS_SEPARATOR,
  type KeyGrammar,
  type MassRowValues,
  type SpreadsheetColumn,
  type SpreadsheetMeta,
  type SpreadsheetSettings,
} from '@gramota/contracts';
import type { KeyColumns } from './key-columns';

/** A key whose names go to the decline call, in this grammar. */
export interface NameKey {
  key: string;
  grammar: KeyGrammar;
}

/** Which of a run's values are names, and what is done with them before they print. */
export interface NamePlan {
  /** Keys printed in a grammatical case (settings.keys[key].grammar), in the document's order. */
  declined: NameKey[];
  /**
   * The pupil's name: its decline call gets the gender column's gender, and the gender it
   * detects is the row's when the column says none. Null when no key tells a pupil's gender.
   */
  pupil: NameKey | null;
  /** The pupil's key is only read for genders (nominative): the document declines no name. */
  genderOnly: boolean;
  /** The document's words depend on the pupil's gender ('[ученик|ученица]'). */
  gendered: boolean;
}

/**
 * A header or key that names a pupil: ФИО, a surname, a first name, a participant, a pupil (in
 * the languages the lists come in). Only used to find whose gender to learn when no key is
 * declined.
 */
const NAME_WORDS = new RegExp(
  [
    ...['фио', 'фамил', 'имя', 'имени', 'отчеств', 'участни', 'учени', 'учащ', 'обучающ'],
    ...['піб', 'прізвищ', "ім['ʼ’]я", 'по батькові', 'учн'],
    ...['name', 'pupil', 'student', 'participant', 'schüler', 'teilnehm', 'nome', 'alunn'],
  ].join('|'),
  'i',
);

/** A key naming a teacher, not a pupil: its gender is not the pupil's. */
const TEACHER_WORDS =
  /учител|вчител|руковод|керівник|директор|педагог|наставник|тренер|teacher|coach|lehrer|insegnant/i;

/** Ukrainian letters Russian has not: a list holding them is read as Ukrainian. */
const UKRAINIAN_LETTERS = /[іїєґ]/i;

export function namePlan(
  meta: Pick<SpreadsheetMeta, 'keys' | 'gendered'>,
  columns: readonly SpreadsheetColumn[],
  keyColumns: KeyColumns,
  settings: Partial<Pick<SpreadsheetSettings, 'keys'>>,
  rows: readonly { values: MassRowValues }[],
): NamePlan {
  const gendered = meta.gendered === '1';
  const declined: NameKey[] = [];
  for (const key of keyColumns.keys.keys()) {
    const grammar = settings.keys?.[key]?.grammar;
    if (grammar) declined.push({ key, grammar });
  }
  // keyColumns lists keys in column order; the document's order decides which comes first.
  const order = meta.keys.split(SPREADSHEET_KEYS_SEPARATOR);
  declined.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
  const pupil = declined.find((name) => !TEACHER_WORDS.test(name.key)) ?? declined[0] ?? null;
  if (pupil || !gendered) return { declined, pupil, genderOnly: false, gendered };

  // Nothing is declined but the document's words follow the pupil's gender: learn it from the
  // first column given to a key that reads like a pupil's name, in the nominative (no change).
  const named = [...keyColumns.keys].find(
    ([key, indexes]) =>
      !TEACHER_WORDS.test(key) &&
      (NAME_WORDS.test(key) ||
        indexes.some((index) => NAME_WORDS.test(columns[index]?.source ?? ''))),
  );
  if (!named) return { declined, pupil: null, genderOnly: false, gendered };
  const key = named[0];
  const language = rows.some((row) => UKRAINIAN_LETTERS.test(row.values[key] ?? '')) ? 'uk' : 'ru';
  return {
    declined,
    pupil: { key, grammar: { language, case: 'nominative' } },
    genderOnly: true,
    gendered,
  };
}
