import { SPREADSHEET_LIMITS, type DeclineRequest } from '@gramota/contracts';
import { CodedError } from '../../../errors';
import { declineNames } from '../decline-names';
import {
  registerPupils,
  sevenAPupils,
  ukrainianPupils,
} from '../../../test-support/class-list-names';

const declined = async (request: DeclineRequest) =>
  (await declineNames(request)).map((name) => name.declined);

describe('Russian names of the register (register-5b-title-rows.xlsx, ФИО and Пол)', () => {
  it('declines every pupil into the dative with the Пол column’s gender', async () => {
    const names = await registerPupils();
    expect(names).toHaveLength(25);
    expect(await declined({ language: 'ru', case: 'dative', names })).toEqual([
      'Абдуллаевой Амине Рашидовне',
      'Белоусову Артёму Игоревичу',
      'Гайнуллину Тимуру Рустамовичу',
      'Горбачёвой Алёне Сергеевне',
      'Дьячкову Фёдору Павловичу',
      'Ерёменко Ксении Олеговне',
      'Жукову-Островскому Льву Андреевичу',
      'Зайнуллиной Алии Маратовне',
      'Ильину Никите Дмитриевичу',
      'Кожевниковой Варваре Ильиничне',
      'Ли Виктору Сергеевичу',
      'Мамедовой Лейле Эльдаровне',
      // A Kazakh patronymic-surname without a patronymic: printed as written (a doubt).
      'Нурланкызы Айгерим',
      'Оганесяну Давиду Арменовичу',
      'Петренко Софье Богдановне',
      'Рахимову Ильдару Фаритовичу',
      'Савельевой Ульяне Константиновне',
      'Тихомирову Ярославу Евгеньевичу',
      'Уваровой Еве Николаевне',
      'Фомину Матвею Алексеевичу',
      'Хабибуллиной Дине Ренатовне',
      // A woman's surname ending in a consonant is not declined (lvovich alone says «Цою»).
      'Цой Анастасии Викторовне',
      'Чернышёву Глебу Романовичу',
      'Шевченко Мирославе Тарасовне',
      'Яковлеву Илье Ильичу',
    ]);
  });

  it('reads from each name the gender the Пол column gives, and flags only «Нурланкызы Айгерим»', async () => {
    const names = await registerPupils();
    const answers = await declineNames({ language: 'ru', case: 'dative', names });
    expect(answers.map((answer) => answer.gender)).toEqual(names.map((name) => name.gender));
    // The name alone tells the same: the patronymic, or Айгерим's first name (lvovich knows it).
    expect(answers.map((answer) => answer.detected)).toEqual(names.map((name) => name.gender));
    expect(answers.filter((answer) => answer.doubt)).toEqual([
      {
        text: 'Нурланкызы Айгерим',
        declined: 'Нурланкызы Айгерим',
        gender: 'f',
        detected: 'f',
        doubt: 'unknown_name',
      },
    ]);
  });

  it('declines into the other cases', async () => {
    const names = await registerPupils();
    const pick = async (grammarCase: DeclineRequest['case'], ...rows: number[]) => {
      const all = await declined({ language: 'ru', case: grammarCase, names });
      return rows.map((row) => all[row - 1]);
    };
    expect(await pick('genitive', 1, 2, 7, 25)).toEqual([
      'Абдуллаевой Амины Рашидовны',
      'Белоусова Артёма Игоревича',
      'Жукова-Островского Льва Андреевича',
      'Яковлева Ильи Ильича',
    ]);
    expect(await pick('accusative', 1, 7, 15)).toEqual([
      'Абдуллаеву Амину Рашидовну',
      'Жукова-Островского Льва Андреевича',
      'Петренко Софью Богдановну',
    ]);
    expect(await pick('instrumental', 2, 7, 22)).toEqual([
      'Белоусовым Артёмом Игоревичем',
      'Жуковым-Островским Львом Андреевичем',
      'Цой Анастасией Викторовной',
    ]);
    expect(await pick('prepositional', 2, 11, 14)).toEqual([
      'Белоусове Артёме Игоревиче',
      'Ли Викторе Сергеевиче',
      'Оганесяне Давиде Арменовиче',
    ]);
  });
});

describe('Russian names joined from separate columns (excel-7a-separate-names-cp1251.csv)', () => {
  it('declines each pupil with the gender the name tells, the hyphen and apostrophe kept', async () => {
    const names = await sevenAPupils();
    const answers = await declineNames({ language: 'ru', case: 'dative', names });
    expect(answers.map((answer) => [answer.declined, answer.gender, answer.doubt])).toEqual([
      ['Воробьёвой Дарье Максимовне', 'f', undefined],
      ['Гусеву Петру Алексеевичу', 'm', undefined],
      // No patronymic: the gender comes from the first name.
      ["Д'Арк Жанне", 'f', undefined],
      ['Ершовой-Блиновой Полине Юрьевне', 'f', undefined],
      ['Киселёву Семёну Ильичу', 'm', undefined],
      ['Лыковой Агафье Карповне', 'f', undefined],
      ['Мельникову Кузьме Саввичу', 'm', undefined],
      // lvovich does not know «Любовь»'s gender; the patronymic tells it.
      ['Никитиной Любови Петровне', 'f', undefined],
      ['Орлову Павлу Павловичу', 'm', undefined],
      ['Сафиной Диляре Ильдаровне', 'f', undefined],
    ]);
    expect(answers[2]).toMatchObject({ text: "Д'Арк Жанна", detected: 'f' });
  });

  it('gives the genitive and the instrumental', async () => {
    const names = await sevenAPupils();
    expect(await declined({ language: 'ru', case: 'genitive', names })).toEqual(
      expect.arrayContaining([
        'Гусева Петра Алексеевича',
        "Д'Арк Жанны",
        'Ершовой-Блиновой Полины Юрьевны',
        'Мельникова Кузьмы Саввича',
        'Никитиной Любови Петровны',
      ]),
    );
    expect(await declined({ language: 'ru', case: 'instrumental', names })).toEqual(
      expect.arrayContaining([
        'Киселёвым Семёном Ильичом',
        'Лыковой Агафьей Карповной',
        'Никитиной Любовью Петровной',
        'Орловым Павлом Павловичем',
      ]),
    );
  });
});

describe('Ukrainian names (ua-3v-utf8-formula-like.csv, both apostrophes)', () => {
  it('declines into the dative', async () => {
    const names = await ukrainianPupils();
    expect(await declined({ language: 'uk', case: 'dative', names })).toEqual([
      "З'явкіну Остапу Миколайовичу",
      'Ґудзь Ївзі Степанівні',
      'Єрмоленко Соломії Ігорівні',
      'Пʼятничуку Яремі Богдановичу',
      'Ковальчук Олесі Вікторівні',
      'Іваницькій Златі Тарасівні',
    ]);
  });

  it('declines into the vocative, the ablative, the locative and the genitive', async () => {
    const names = await ukrainianPupils();
    expect(await declined({ language: 'uk', case: 'vocative', names })).toEqual([
      "З'явкіне Остапе Миколайовичу",
      'Ґудзь Ївго Степанівно',
      'Єрмоленко Соломіє Ігорівно',
      'Пʼятничуку Яремо Богдановичу',
      'Ковальчук Олесю Вікторівно',
      // An adjective surname keeps its nominative when addressed.
      'Іваницька Злато Тарасівно',
    ]);
    const [zyavkin, gudz, , pyatnychuk, , ivanytska] = await declined({
      language: 'uk',
      case: 'ablative',
      names,
    });
    expect([zyavkin, gudz, pyatnychuk, ivanytska]).toEqual([
      "З'явкіним Остапом Миколайовичем",
      'Ґудзь Ївгою Степанівною',
      'Пʼятничуком Яремою Богдановичем',
      'Іваницькою Златою Тарасівною',
    ]);
    expect((await declined({ language: 'uk', case: 'locative', names }))[3]).toBe(
      'Пʼятничукові Яремі Богдановичу',
    );
    expect((await declined({ language: 'uk', case: 'genitive', names }))[5]).toBe(
      'Іваницької Злати Тарасівни',
    );
  });

  it('tells genders from the patronymic, and a first name from the dictionary whatever the apostrophe', async () => {
    const names = await ukrainianPupils();
    const answers = await declineNames({ language: 'uk', case: 'dative', names });
    expect(answers.map((answer) => answer.detected)).toEqual(['m', 'f', 'f', 'm', 'f', 'f']);
    const marianas = await declineNames({
      language: 'uk',
      case: 'dative',
      names: [{ text: "Коваль Мар'яна" }, { text: 'Коваль Марʼяна' }, { text: 'Коваль Мар’яна' }],
    });
    expect(marianas.map((answer) => [answer.declined, answer.detected])).toEqual([
      ["Коваль Мар'яні", 'f'],
      ['Коваль Марʼяні', 'f'],
      ['Коваль Мар’яні', 'f'],
    ]);
  });
});

describe('the nominative', () => {
  it('declines nothing but reports genders and doubts, one space between the parts', async () => {
    const answers = await declineNames({
      language: 'ru',
      case: 'nominative',
      names: [{ text: '  Белоусов   Артём\tИгоревич ' }, { text: 'Нурланкызы Айгерим' }],
    });
    expect(answers).toEqual([
      {
        text: 'Белоусов   Артём\tИгоревич',
        declined: 'Белоусов Артём Игоревич',
        gender: 'm',
        detected: 'm',
      },
      {
        text: 'Нурланкызы Айгерим',
        declined: 'Нурланкызы Айгерим',
        gender: 'f',
        detected: 'f',
        doubt: 'unknown_name',
      },
    ]);
  });
});

describe('doubts: printed as written for the teacher to confirm', () => {
  const one = async (text: string, gender?: 'm' | 'f', language: 'ru' | 'uk' = 'ru') =>
    (await declineNames({ language, case: 'dative', names: [{ text, gender }] }))[0];

  it('a name in Latin letters, or with one Latin look-alike letter', async () => {
    expect(await one('John Smith', 'm')).toEqual({
      text: 'John Smith',
      declined: 'John Smith',
      gender: 'm',
      detected: null,
      doubt: 'latin',
    });
    // The «о» of «Иванoв» typed on an English keyboard.
    expect(await one('Иванoв Иван Иванович')).toMatchObject({
      declined: 'Иванoв Иван Иванович',
      doubt: 'latin',
    });
  });

  it('one word, or more words than surname, first name and patronymic', async () => {
    expect(await one('Айгерим', 'f')).toMatchObject({ declined: 'Айгерим', doubt: 'parts' });
    expect(await one('Петров Иван Сергеевич Младший', 'm')).toMatchObject({ doubt: 'parts' });
    expect(await one('   ')).toMatchObject({ text: '', declined: '', doubt: 'parts' });
    // A Turkic patronymic's two words are one patronymic.
    expect(await one('Алиев Рашад Мамед оглы')).toEqual({
      text: 'Алиев Рашад Мамед оглы',
      declined: 'Алиеву Рашаду Мамед оглы',
      gender: 'm',
      detected: 'm',
    });
  });

  it('a gender neither the table nor the name tells', async () => {
    expect(await one('Мамедова Лейла')).toEqual({
      text: 'Мамедова Лейла',
      declined: 'Мамедова Лейла',
      gender: null,
      detected: null,
      doubt: 'gender_unknown',
    });
  });

  it('a name the library does not vouch for', async () => {
    // Told a gender, but no patronymic and a first name lvovich does not know.
    expect(await one('Мамедова Лейла', 'f')).toMatchObject({ gender: 'f', doubt: 'unknown_name' });
    // The Пол column at odds with the name: the table's gender is kept, the name is not guessed.
    expect(await one('Абдуллаева Амина Рашидовна', 'm')).toEqual({
      text: 'Абдуллаева Амина Рашидовна',
      declined: 'Абдуллаева Амина Рашидовна',
      gender: 'm',
      detected: 'f',
      doubt: 'unknown_name',
    });
    expect(await one('Нурланкызы Айгерим', 'f', 'uk')).toMatchObject({
      declined: 'Нурланкызы Айгерим',
      doubt: 'unknown_name',
    });
    expect(await one('Иванов И. И.', 'm')).toMatchObject({ doubt: 'unknown_name' });
    expect(await one('Ким Хён Мин', 'm')).toMatchObject({ doubt: 'unknown_name' });
  });

  it('keeps capitals, and declines a first name both genders wear with the table’s gender', async () => {
    expect((await one('ИВАНОВ ИВАН ИВАНОВИЧ'))!.declined).toBe('ИВАНОВУ ИВАНУ ИВАНОВИЧУ');
    expect(await one('Иванова Саша', 'f')).toMatchObject({
      declined: 'Ивановой Саше',
      detected: null,
    });
  });
});

describe('bounds, checked before any work', () => {
  const refused = async (request: unknown) => {
    const error = await declineNames(request as DeclineRequest).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(CodedError);
    expect(error).toMatchObject({ status: 400, code: 'decline_invalid' });
  };

  it('refuses too many names, too long a name, a case of another language, an unknown language', async () => {
    const { declineNamesMax, declineNameChars } = SPREADSHEET_LIMITS;
    const name = { text: 'Белоусов Артём Игоревич' };
    await refused({ language: 'ru', case: 'dative', names: Array(declineNamesMax + 1).fill(name) });
    await refused({
      language: 'ru',
      case: 'dative',
      names: [{ text: 'я'.repeat(declineNameChars + 1) }],
    });
    await refused({ language: 'ru', case: 'vocative', names: [name] });
    await refused({ language: 'uk', case: 'instrumental', names: [name] });
    await refused({ language: 'kz', case: 'dative', names: [name] });
    await refused({ language: 'ru', case: 'dative', names: [{ ...name, gender: 'x' }] });
    const most = await declineNames({
      language: 'ru',
      case: 'dative',
      names: Array(declineNamesMax).fill({ text: 'я'.repeat(declineNameChars) }),
    });
    expect(most).toHaveLength(declineNamesMax);
  });
});
