/**
 * A pupil's name as school lists write it: surname, first name, patronymic, split on spaces.
 * Hyphens ('Фёдоров-Щербаков') and apostrophes ("З'явкін", 'Пʼятничук') stay inside their part.
 */

/** The roles of a name's parts; `patronymic` may be two words ('Мамед оглы'). */
export interface NameRoles {
  surname: string;
  first: string;
  patronymic?: string;
}

export type NameReading =
  /** Written with Latin letters (a foreign name, or a Latin look-alike letter typed by mistake). */
  | { kind: 'latin' }
  /** One word, or more than surname, first name and a (two-word Turkic) patronymic. */
  | { kind: 'parts' }
  /** A part holds something a name does not: digits, dots of initials, brackets... */
  | { kind: 'not_a_name' }
  | { kind: 'name'; roles: NameRoles };

/**
 * Turkic patronymics written as a second word after the father's name ('Мамед оглы', 'Нурлан
 * кызы'): the two words are one patronymic, so such a name has four words.
 */
const TURKIC_PATRONYMIC_WORDS = new Set(['оглы', 'кызы', 'улы', 'уулу', 'гызы', 'угли', 'кизи']);

/** Apostrophes schools type inside names: ASCII, the Ukrainian modifier letter, the typographic one. */
export const APOSTROPHES = "'ʼ’`";
const LETTERS = String.raw`\p{Script=Cyrillic}+`;
/** Cyrillic letters, joined by single hyphens or apostrophes: linear to test (no nested repeats). */
const NAME_PART = new RegExp(`^${LETTERS}(?:[-${APOSTROPHES}]${LETTERS})*$`, 'u');
const LATIN = /\p{Script=Latin}/u;

/** The name's words, split on any run of white space (no empty words). */
export function nameWords(text: string): string[] {
  const trimmed = text.trim();
  return trimmed === '' ? [] : trimmed.split(/\s+/u);
}

/** Reads the roles of a name's words, or why it has none. */
export function readName(text: string): NameReading {
  if (LATIN.test(text)) return { kind: 'latin' };
  const words = nameWords(text);
  let roles: NameRoles | undefined;
  if (words.length === 2) roles = { surname: words[0]!, first: words[1]! };
  else if (words.length === 3)
    roles = { surname: words[0]!, first: words[1]!, patronymic: words[2]! };
  else if (words.length === 4 && TURKIC_PATRONYMIC_WORDS.has(words[3]!.toLowerCase()))
    roles = { surname: words[0]!, first: words[1]!, patronymic: `${words[2]!} ${words[3]!}` };
  if (!roles) return { kind: 'parts' };
  if (!words.every((word) => NAME_PART.test(word))) return { kind: 'not_a_name' };
  return { kind: 'name', roles };
}

/** The name's words in their order, one space between them. */
export const joinRoles = (roles: NameRoles): string =>
  [roles.surname, roles.first, roles.patronymic].filter(Boolean).join(' ');

/** The same text with every apostrophe as ASCII "'" (dictionaries spell names that way). */
export const plainApostrophes = (text: string) =>
  text.replace(new RegExp(`[${APOSTROPHES}]`, 'gu'), "'");
