import type { GrammarCase, PupilGender } from '@gramota/contracts';
import {
  getFirstnameGender,
  getLastnameGender,
  getMiddlenameGender,
  inclineFirstname,
  inclineLastname,
  inclineMiddlename,
} from 'lvovich';
import type { NameLanguage, NameSigns } from './name-language';
import type { NameRoles } from './name-parts';

type LibraryGender = 'male' | 'female' | 'androgynous' | null;
type RussianCase = 'genitive' | 'dative' | 'accusative' | 'instrumental' | 'prepositional';

const libraryGender = { m: 'male', f: 'female' } as const;
const pupilGender = (gender: LibraryGender): PupilGender | null =>
  gender === 'male' ? 'm' : gender === 'female' ? 'f' : null;

const RUSSIAN_CASES = new Set<GrammarCase>([
  'genitive',
  'dative',
  'accusative',
  'instrumental',
  'prepositional',
]);

/**
 * The declined name's hyphen-joined pieces, each mapped with its piece as written (a double
 * surname is declined piece by piece); a declension that changed the number of pieces is kept.
 */
function byPiece(
  written: string,
  declined: string,
  map: (declinedPiece: string, writtenPiece: string) => string,
): string {
  const writtenPieces = written.split('-');
  const declinedPieces = declined.split('-');
  if (writtenPieces.length !== declinedPieces.length) return declined;
  return declinedPieces.map((piece, index) => map(piece, writtenPieces[index]!)).join('-');
}

/**
 * lvovich appends its endings in lower case: a part written in capitals ('ИВАНОВ') would come
 * back as 'ИВАНОВу'. Each hyphen-joined piece written in capitals is given back in capitals.
 */
export function keepCapitals(written: string, declined: string): string {
  return byPiece(written, declined, (piece, original) => {
    const capitals = original.length > 1 && original === original.toUpperCase();
    return capitals && original !== original.toLowerCase() ? piece.toUpperCase() : piece;
  });
}

const VOWEL_END = /[аеёиоуыэюя]$/iu;

/**
 * A woman's surname ending in a consonant is not declined in Russian (Анастасии Цой, Анне Гусь).
 * lvovich's exceptions decline a few of them for both genders (цой → Цою): each such piece of a
 * woman's surname is kept as written.
 */
function womansSurname(written: string, declined: string): string {
  return byPiece(written, declined, (piece, original) =>
    VOWEL_END.test(original) ? piece : original,
  );
}

/** Russian names through lvovich (its rule sets for surnames, first names and patronymics). */
export const russianNames: NameLanguage = {
  async signs(roles: NameRoles): Promise<NameSigns> {
    const first = getFirstnameGender(roles.first) as LibraryGender;
    return {
      patronymic: roles.patronymic
        ? pupilGender(getMiddlenameGender(roles.patronymic) as LibraryGender)
        : null,
      first: first === 'androgynous' ? 'either' : pupilGender(first),
      surnameKnown: getLastnameGender(roles.surname) !== null,
    };
  },

  async decline(roles, grammarCase, gender) {
    if (!RUSSIAN_CASES.has(grammarCase)) throw new RangeError(`not a Russian case: ${grammarCase}`);
    const lvovichCase = grammarCase as RussianCase;
    const sex = libraryGender[gender];
    const surname = keepCapitals(roles.surname, inclineLastname(roles.surname, lvovichCase, sex));
    return {
      surname: gender === 'f' ? womansSurname(roles.surname, surname) : surname,
      first: keepCapitals(roles.first, inclineFirstname(roles.first, lvovichCase, sex)),
      ...(roles.patronymic
        ? {
            patronymic: keepCapitals(
              roles.patronymic,
              inclineMiddlename(roles.patronymic, lvovichCase, sex),
            ),
          }
        : {}),
    };
  },
};
