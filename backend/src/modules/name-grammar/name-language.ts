import type { DeclineDoubt, GrammarCase, PupilGender } from '@gramota/contracts';
import type { NameRoles } from './name-parts';

/**
 * What a language's library reads of a name's parts, before any declension. `first` is 'either'
 * for a first name the library knows for both genders (Саша, Женя); null when it does not know it.
 */
export interface NameSigns {
  /** The patronymic's gender; null when there is none or the library does not read it as one. */
  patronymic: PupilGender | null;
  first: PupilGender | 'either' | null;
  /** Whether the library's surname rules recognise the surname; undefined when it has none. */
  surnameKnown?: boolean;
}

/** One language's library behind a common face (Russian: lvovich, Ukrainian: shevchenko). */
export interface NameLanguage {
  signs(roles: NameRoles): Promise<NameSigns>;
  /** The parts in `grammarCase` for `gender`; never called for the nominative. */
  decline(roles: NameRoles, grammarCase: GrammarCase, gender: PupilGender): Promise<NameRoles>;
}

/** What the name alone tells: the patronymic first, then the first name. */
export const detectedGender = (signs: NameSigns): PupilGender | null =>
  signs.patronymic ?? (signs.first === 'm' || signs.first === 'f' ? signs.first : null);

/**
 * Whether the library can decline this name with confidence for `gender` (the table's or the
 * detected one). Confidence needs the library to vouch for the name's structure and gender:
 * - with a patronymic, the library must read it as a patronymic of that gender, and a first name
 *   it knows must not say otherwise (a table's Пол at odds with the name is a doubt, not a guess);
 * - without one, the library must know the first name (of that gender, or of both), and its
 *   surname rules must recognise the surname: nothing else tells that the two words are a surname
 *   and a first name («Нурланкызы Айгерим»: a Kazakh patronymic-surname no surname rule knows).
 * Surnames never decide the gender (Цой, Ли, Ким are worn by both).
 */
export function confidenceDoubt(
  roles: NameRoles,
  signs: NameSigns,
  gender: PupilGender,
): DeclineDoubt | undefined {
  const firstAgrees = signs.first === null || signs.first === 'either' || signs.first === gender;
  if (roles.patronymic !== undefined)
    return signs.patronymic === gender && firstAgrees ? undefined : 'unknown_name';
  if (signs.first === null || !firstAgrees || signs.surnameKnown === false) return 'unknown_name';
  return undefined;
}
