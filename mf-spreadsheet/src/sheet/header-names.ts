/**
 * What a column's header says it holds, as schools write headers in Russian, Ukrainian and the
 * other interface languages: a row number («№ п/п»), the gender («Пол», «Стать»), an e-mail
 * («E-mail родителя»), a part of a pupil's name («Фамилия», «Ім'я», «По батькові») or some other
 * column a class list has («Класс», «Дата рождения», «Телефон»). Pure functions of the text.
 */

/** 'Фамилия Имя', ' фамилия  имя ', '%ФАМИЛИЯ ИМЯ' all compare equal; 'e-mail' ~ 'email'. */
export function headerName(text: string): string {
  return text
    .replace(/^\s*%/, '')
    .toLocaleLowerCase('ru')
    .replace(/ё/g, 'е')
    .replace(/[\s\u00a0_-]+/g, '');
}

/** The header's words: lower case, ё as е, every apostrophe as ', split at anything else. */
export function headerWords(text: string): string[] {
  return text
    .toLocaleLowerCase('ru')
    .replace(/ё/g, 'е')
    .replace(/[ʼ’‘`´]/g, "'")
    .split(/[^\p{L}\p{N}'№#]+/u)
    .filter((word) => word !== '' && word !== "'");
}

/** The header as one word without spaces or punctuation: «№ п/п» → '№пп', «E-mail» → 'email'. */
const joined = (text: string) => headerWords(text).join('').replace(/'/g, '');

/** A row-number column: never a name, never given a key on import. */
const NUMBER_HEADERS = new Set([
  '№',
  '№пп',
  '№зп',
  'пп',
  'зп',
  '#',
  'n',
  'no',
  'nr',
  'nº',
  'номер',
  'номерпп',
  'nпп',
]);

export function isNumberHeader(header: string): boolean {
  return NUMBER_HEADERS.has(joined(header));
}

/** Пол / Стать (uk) / Жынысы (kz) / Gender / Sex / Geschlecht / Sesso, perhaps with «(м/ж)». */
const GENDER_WORDS = new Set([
  'пол',
  'стать',
  'жынысы',
  'жыныс',
  'gender',
  'sex',
  'geschlecht',
  'sesso',
]);

export function isGenderHeader(header: string): boolean {
  const first = headerWords(header)[0];
  return first !== undefined && GENDER_WORDS.has(first);
}

/** «E-mail», «Email родителя», «Эл. почта», «Адрес электронной почты», «Електронна пошта». */
export function isEmailHeader(header: string): boolean {
  if (joined(header).includes('email')) return true;
  return headerWords(header).some((word) => /^(почта|почты|пошта|пошти|mail)$/.test(word));
}

export type NamePart = 'surname' | 'first' | 'patronymic';

/**
 * Each part's headers as words (apostrophes dropped: «Ім'я» is 'імя'), checked in this order so
 * that Belarusian «Імя па бацьку» is the patronymic, not the first name.
 */
const NAME_PARTS: readonly (readonly [NamePart, readonly (readonly string[])[]])[] = [
  [
    'patronymic',
    [
      ['отчество'],
      ['по', 'батькові'],
      ['імя', 'па', 'бацьку'],
      ['әкесінің', 'аты'],
      ['patronymic'],
      ['middle', 'name'],
    ],
  ],
  [
    'surname',
    [
      ['фамилия'],
      ['прізвище'],
      ['прозвішча'],
      ['тегі'],
      ['surname'],
      ['last', 'name'],
      ['family', 'name'],
      ['nachname'],
      ['cognome'],
    ],
  ],
  [
    'first',
    [['имя'], ['імя'], ['аты'], ['first', 'name'], ['given', 'name'], ['vorname'], ['nome']],
  ],
];

/** A word naming a part of a name: after a part's own words, it makes the header a whole name. */
const PART_WORDS = new Set(['фамилия', 'прізвище', 'имя', 'імя', 'отчество', 'name', 'surname']);

/**
 * The part of a pupil's name a column holds, from its header: «Фамилия» and «Фамилия ученика»
 * are the surname, «Ім'я» the first name, «По батькові» the patronymic; «Фамилия и имя» or «ФИО»
 * (a whole name) is none of them.
 */
export function namePart(header: string): NamePart | null {
  const words = headerWords(header).map((word) => word.replace(/'/g, ''));
  for (const [part, forms] of NAME_PARTS)
    for (const form of forms) {
      if (!form.every((word, index) => words[index] === word)) continue;
      return words.slice(form.length).some((word) => PART_WORDS.has(word)) ? null : part;
    }
  return null;
}

/** A whole name in one column: «ФИО», «Ф.И.О.», «ПІБ», «Фамилия Имя», «Full name», «Учащийся». */
const WHOLE_NAMES = new Set([
  'фио',
  'піб',
  'пиб',
  'фамилияимя',
  'фамилияиимя',
  'фамилияимяотчество',
  'прізвищеімя',
  'прізвищетаімя',
  'прізвищеімяпобатькові',
  'fullname',
  'name',
  'names',
  'учащийся',
  'ученик',
  'учащиеся',
  'участник',
  'учень',
  'учасник',
  'pupil',
  'student',
  'participant',
]);

export function isWholeNameHeader(header: string): boolean {
  return WHOLE_NAMES.has(joined(header));
}

/**
 * First words of the other columns class lists have: a header starting with one of them is
 * known («Дата рождения», «Телефон родителя», «Класс»).
 */
const KNOWN_FIRST_WORDS = new Set([
  'класс',
  'клас',
  'class',
  'grade',
  'klasse',
  'classe',
  'сынып',
  'школа',
  'school',
  'дата',
  'date',
  'датарождения',
  'год',
  'рік',
  'возраст',
  'вік',
  'birthday',
  'geburtsdatum',
  'телефон',
  'тел',
  'phone',
  'mobile',
  'адрес',
  'адреса',
  'address',
  'примечание',
  'примітка',
  'комментарий',
  'коментар',
  'note',
  'notes',
  'comment',
  'номинация',
  'номінація',
  'nomination',
  'award',
  'место',
  'місце',
  'result',
  'результат',
  'балл',
  'бал',
  'баллы',
  'бали',
  'оценка',
  'оцінка',
  'score',
  'предмет',
  'subject',
  'учитель',
  'вчитель',
  'педагог',
  'teacher',
  'руководитель',
  'керівник',
  'наставник',
  'родитель',
  'батьки',
  'parent',
]);

/**
 * Whether a header names a column class lists have (or one of the document's keys): what makes
 * a row the header row rather than a title or a pupil. `exact`: the whole text must be such a
 * name (a lone cell: «Класс: 5 Б» in a title is not a header, «Класс» is).
 */
export function isKnownHeader(header: string, keys: readonly string[], exact = false): boolean {
  const text = header.trim();
  if (!text) return false;
  const name = headerName(text);
  if (keys.some((key) => headerName(key) === name)) return true;
  if (isNumberHeader(text) || isWholeNameHeader(text)) return true;
  const words = headerWords(text);
  if (exact && words.length !== 1) return false;
  if (namePart(text) || isGenderHeader(text) || isEmailHeader(text)) return true;
  return KNOWN_FIRST_WORDS.has(words[0] ?? '');
}
