/**
 * Whether a document's key is a pupil's name: «Фамилия и имя участника», «Фамилия Имя», «ФИО»,
 * «Прізвище та ім'я», «Имя», «Участник». What a list's separate surname, first name and patronymic
 * columns may be joined into. A teacher's, a parent's or a school's name is not the pupil's.
 */
import { headerWords } from './header-names';

/** Words naming a name or a part of it. */
const NAME_WORDS = new Set([
  'фамилия',
  'имя',
  'фио',
  'отчество',
  'прізвище',
  'імя',
  'піб',
  'аты',
  'тегі',
  'прозвішча',
  'name',
  'surname',
  'fullname',
  'nachname',
  'vorname',
  'cognome',
  'nome',
]);

/** A key that is the pupil alone: «Участник», «Ученица», «Награждаемый». */
const PUPIL_WORDS = new Set([
  'участник',
  'участница',
  'ученик',
  'ученица',
  'учащийся',
  'учащаяся',
  'награждаемый',
  'учасник',
  'учасниця',
  'учень',
  'учениця',
  'нагороджуваний',
  'participant',
  'student',
  'pupil',
]);

/** Whose name it is when it is not the pupil's (a word starting so). */
const SOMEONE_ELSE =
  /^(учител|руководител|директор|педагог|наставник|тренер|родител|вчител|керівник|батьк|школ|мектеп|гимнази|лице|teacher|director|principal|coach|mentor|parent|school|lehrer|insegnante)/u;

export function isPersonNameKey(key: string): boolean {
  const words = headerWords(key).map((word) => word.replace(/'/g, ''));
  if (words.length === 0) return false;
  const joined = words.join('');
  // «По батькові» is the pupil's patronymic, not a parent: only words after a name word count.
  const others = words.filter((word, index) => !(word === 'батькові' && words[index - 1] === 'по'));
  if (others.some((word) => SOMEONE_ELSE.test(word))) return false;
  if (joined === 'фио' || joined === 'піб') return true;
  if (words.some((word) => NAME_WORDS.has(word))) return true;
  return words.length === 1 && PUPIL_WORDS.has(words[0]!);
}
