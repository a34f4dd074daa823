/**
 * A stand-in for POST /api/spreadsheet-decline/ in the area's tests: it answers as the server's
 * declension does for the fixtures' names (the forms lvovich and shevchenko give), tells the
 * gender from the table or the patronymic and first name, and doubts what the server doubts —
 * Latin letters, an unknown gender, a name it does not know, a name that is not 2–3 words.
 */
import {
  SPREADSHEET_LIMITS,
  type DeclineAnswer,
  type DeclinedName,
  type DeclineRequest,
  type GrammarCase,
  type PupilGender,
} from '@gramota/contracts';
import type { Handler } from '@gramota/shell-api/testing';

/** A form, or one per gender where the name alone does not tell it («Женя»). */
type Form = string | Record<PupilGender, string>;

/** Forms of the fixtures' names (and a few of the tests' own) by case, as the server gives them. */
const FORMS: Record<string, Partial<Record<GrammarCase, Form>>> = {
  'Абдуллаева Амина Рашидовна': {
    genitive: 'Абдуллаевой Амины Рашидовны',
    dative: 'Абдуллаевой Амине Рашидовне',
  },
  'Белоусов Артём Игоревич': {
    genitive: 'Белоусова Артёма Игоревича',
    dative: 'Белоусову Артёму Игоревичу',
  },
  'Гайнуллин Тимур Рустамович': { dative: 'Гайнуллину Тимуру Рустамовичу' },
  'Воробьёва Дарья Максимовна': { dative: 'Воробьёвой Дарье Максимовне' },
  'Гусев Пётр Алексеевич': { dative: 'Гусеву Петру Алексеевичу' },
  "Д'Арк Жанна": { dative: "Д'Арк Жанне" },
  'Ершова-Блинова Полина Юрьевна': { dative: 'Ершовой-Блиновой Полине Юрьевне' },
  'Иванов Иван': { dative: 'Иванову Ивану', genitive: 'Иванова Ивана' },
  'Петрова Анна': { dative: 'Петровой Анне', genitive: 'Петровой Анны' },
  'Сидоров Олег': { dative: 'Сидорову Олегу' },
  'Ковальчук Женя': { dative: { m: 'Ковальчуку Жене', f: 'Ковальчук Жене' } },
  "З'явкін Остап Миколайович": { dative: "З'явкіну Остапу Миколайовичу" },
  'Ґудзь Ївга Степанівна': { dative: 'Ґудзь Ївзі Степанівні', vocative: 'Ґудзь Ївго Степанівно' },
};

/** First names the stand-in knows the gender of (the libraries' dictionaries know many more). */
const FIRST_NAMES: Record<string, PupilGender> = {
  Иван: 'm',
  Олег: 'm',
  Анна: 'f',
  Жанна: 'f',
  Айгерим: 'f',
};

function detect(parts: readonly string[]): PupilGender | null {
  const patronymic = parts[2] ?? '';
  if (/(вна|ична|івна|ївна)$/.test(patronymic)) return 'f';
  if (/(вич|ич|ович|евич)$/.test(patronymic)) return 'm';
  return FIRST_NAMES[parts[1] ?? ''] ?? null;
}

export function declineName(
  text: string,
  grammarCase: GrammarCase,
  tableGender: PupilGender | null | undefined,
): DeclinedName {
  const name = text.trim();
  const parts = name.split(/\s+/);
  const detected = detect(parts);
  const gender = tableGender ?? detected;
  const asWritten = (doubt: DeclinedName['doubt']): DeclinedName => ({
    text: name,
    declined: name,
    gender,
    detected,
    doubt,
  });
  if (/[a-z]/i.test(name)) return asWritten('latin');
  if (parts.length < 2 || parts.length > 3) return asWritten('parts');
  if (gender === null) return asWritten(FORMS[name] ? 'gender_unknown' : 'unknown_name');
  if (grammarCase === 'nominative') return { text: name, declined: name, gender, detected };
  const forms = FORMS[name]?.[grammarCase];
  const form = typeof forms === 'object' ? forms[gender] : forms;
  if (form === undefined) return asWritten('unknown_name');
  return { text: name, declined: form, gender, detected };
}

export function declineStandIn(request: DeclineRequest): DeclineAnswer {
  return {
    result: 'success',
    names: request.names.map((name) => declineName(name.text, request.case, name.gender)),
  };
}

/** The endpoint for installFakeApi: 400 decline_invalid past the call's limits, as the server. */
export const declineHandler: Handler = (call) => {
  if (call.path !== '/api/spreadsheet-decline/' || call.method !== 'POST') return undefined;
  const request = call.body as DeclineRequest;
  const names = Array.isArray(request?.names) ? request.names : null;
  if (
    !names ||
    names.length > SPREADSHEET_LIMITS.declineNamesMax ||
    names.some((name) => !name.text || name.text.length > SPREADSHEET_LIMITS.declineNameChars)
  )
    return [
      400,
      {
        result: 'error',
        error_code: 'decline_invalid',
        error_text: 'The names could not be read',
        name: 'names',
      },
    ];
  return [200, declineStandIn(request)];
};
