import {
  defaultSpreadsheetSettings,
  nameCorrectionKey,
  type DeclineRequest,
  type KeyGrammar,
  type SpreadsheetSettings,
} from '@gramota/contracts';
import { declineStandIn } from '../test-support/decline-stand-in';
import { sheetFromRows } from '../test-support/class-list-fixtures';
import { prepareRun } from './prepare-names';
import { composeRun } from './row-compose';

const NAME = 'Фамилия и имя участника';
const TEACHER = 'Классный руководитель';
const DATIVE: KeyGrammar = { language: 'ru', case: 'dative' };

/** The stand-in answering as the server, each call recorded. */
function declineCalls() {
  const calls: DeclineRequest[] = [];
  const decline = async (request: DeclineRequest) => {
    calls.push(request);
    return declineStandIn(request).names;
  };
  return { calls, decline };
}

const settingsWith = (extra: Partial<SpreadsheetSettings>): SpreadsheetSettings => ({
  ...defaultSpreadsheetSettings(),
  ...extra,
});

const pupils = [
  ['Абдуллаева Амина Рашидовна', 'Ж', 'Иванов Иван'],
  ['Белоусов Артём Игоревич', '', 'Петрова Анна'],
  ['Нурланкызы Айгерим', 'ж', 'Иванов Иван'],
  ['Ковальчук Женя', '', ''],
  ['John Smith', 'м', ''],
];

function run(settings: SpreadsheetSettings, gendered: '0' | '1' = '1') {
  const sheet = sheetFromRows(
    ['ФИО', 'Пол', 'Учитель'],
    pupils,
    { ФИО: NAME, Пол: 'Пол', Учитель: TEACHER },
    settings,
  );
  return composeRun(sheet, { keys: [NAME, TEACHER].join(';;'), gendered });
}

describe("a run's names prepared to print", () => {
  test('the pupil key declined with the table gender; the teacher key detected by itself', async () => {
    const { calls, decline } = declineCalls();
    const settings = settingsWith({
      keys: { [NAME]: { grammar: DATIVE }, [TEACHER]: { grammar: DATIVE } },
    });
    const prepared = await prepareRun(run(settings), decline);
    // One call per declined key, the empty teacher cells left out.
    expect(calls).toEqual([
      {
        language: 'ru',
        case: 'dative',
        names: [
          { text: 'Абдуллаева Амина Рашидовна', gender: 'f' },
          { text: 'Белоусов Артём Игоревич', gender: null },
          { text: 'Нурланкызы Айгерим', gender: 'f' },
          { text: 'Ковальчук Женя', gender: null },
          { text: 'John Smith', gender: 'm' },
        ],
      },
      {
        language: 'ru',
        case: 'dative',
        names: [
          { text: 'Иванов Иван', gender: null },
          { text: 'Петрова Анна', gender: null },
          { text: 'Иванов Иван', gender: null },
        ],
      },
    ]);
    expect(prepared.showNames).toBe(true);
    expect(
      prepared.rows.map((row) => [
        row.values[NAME],
        row.values[TEACHER],
        row.gender,
        row.genderFrom,
      ]),
    ).toEqual([
      ['Абдуллаевой Амине Рашидовне', 'Иванову Ивану', 'f', 'table'],
      // No Пол cell: the patronymic tells.
      ['Белоусову Артёму Игоревичу', 'Петровой Анне', 'm', 'name'],
      // Doubtful names print as written.
      ['Нурланкызы Айгерим', 'Иванову Ивану', 'f', 'table'],
      ['Ковальчук Женя', '', null, null],
      ['John Smith', '', 'm', 'table'],
    ]);
    expect(prepared.rows.map((row) => row.names[0]!.doubt)).toEqual([
      undefined,
      undefined,
      'unknown_name',
      'gender_unknown',
      'latin',
    ]);
  });

  test("the teacher's corrections print over the library's forms and settle the doubt", async () => {
    const { decline } = declineCalls();
    const corrections = {
      // Confirmed as written.
      [nameCorrectionKey(DATIVE, 'f', 'Нурланкызы Айгерим')]: 'Нурланкызы Айгерим',
      // Typed by the teacher, even over a form the library was sure of.
      [nameCorrectionKey(DATIVE, 'm', 'Белоусов Артём Игоревич')]:
        'Белоусову Артёму Игоревичу (5 Б)',
      // Another gender's correction is not this row's.
      [nameCorrectionKey(DATIVE, 'm', 'Абдуллаева Амина Рашидовна')]: 'не то',
    };
    const settings = settingsWith({ keys: { [NAME]: { grammar: DATIVE } }, corrections });
    const prepared = await prepareRun(run(settings), decline);
    const lines = prepared.rows.map((row) => row.names[0]!);
    expect(lines.slice(0, 3)).toEqual([
      expect.objectContaining({ printed: 'Абдуллаевой Амине Рашидовне', corrected: false }),
      expect.objectContaining({
        printed: 'Белоусову Артёму Игоревичу (5 Б)',
        corrected: true,
      }),
      expect.objectContaining({ printed: 'Нурланкызы Айгерим', corrected: true }),
    ]);
    expect(lines.slice(0, 3).map((line) => line.doubt)).toEqual([undefined, undefined, undefined]);
    expect(lines[2]!.correctionKey).toBe('ru:dative:f:Нурланкызы Айгерим');
  });

  test('a gendered document without a case: genders learnt in the nominative, names as written', async () => {
    const { calls, decline } = declineCalls();
    const prepared = await prepareRun(run(defaultSpreadsheetSettings()), decline);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ language: 'ru', case: 'nominative' });
    expect(prepared.showNames).toBe(true);
    expect(prepared.rows.map((row) => [row.values[NAME], row.gender])).toEqual([
      ['Абдуллаева Амина Рашидовна', 'f'],
      ['Белоусов Артём Игоревич', 'm'],
      ['Нурланкызы Айгерим', 'f'],
      ['Ковальчук Женя', null],
      ['John Smith', 'm'],
    ]);
    // Only an unknown gender is a doubt here: the names print as written anyway.
    expect(prepared.rows.map((row) => row.names[0]!.doubt)).toEqual([
      undefined,
      undefined,
      undefined,
      'gender_unknown',
      undefined,
    ]);
    expect(prepared.rows[3]!.names[0]!.correctionKey).toBe('');
  });

  test('neither declined nor gendered: no call, nothing to show', async () => {
    const { calls, decline } = declineCalls();
    const prepared = await prepareRun(run(defaultSpreadsheetSettings(), '0'), decline);
    expect(calls).toEqual([]);
    expect(prepared.showNames).toBe(false);
    expect(prepared.rows[0]!.values[NAME]).toBe('Абдуллаева Амина Рашидовна');
    expect(prepared.rows[0]!.gender).toBe('f');
  });

  test('a name longer than the call takes is not sent: it prints as written, in doubt', async () => {
    const { calls, decline } = declineCalls();
    const long = `${'Оченьдлиннаяфамилия '.repeat(12)}Иван`;
    const sheet = sheetFromRows(
      ['ФИО'],
      [[long], ['Иванов Иван']],
      { ФИО: NAME },
      settingsWith({ keys: { [NAME]: { grammar: DATIVE } } }),
    );
    const prepared = await prepareRun(composeRun(sheet, { keys: NAME, gendered: '0' }), decline);
    expect(calls[0]!.names.map((name) => name.text)).toEqual(['Иванов Иван']);
    expect(prepared.rows[0]!.names[0]).toMatchObject({ printed: long, doubt: 'parts' });
    expect(prepared.rows[1]!.values[NAME]).toBe('Иванову Ивану');
  });

  test('a refused call fails the preparation (nothing prints undeclined unnoticed)', async () => {
    const settings = settingsWith({ keys: { [NAME]: { grammar: DATIVE } } });
    await expect(
      prepareRun(run(settings), async () => {
        throw new Error('decline_invalid');
      }),
    ).rejects.toThrow('decline_invalid');
  });
});
