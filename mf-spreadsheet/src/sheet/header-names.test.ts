import {
  headerName,
  isEmailHeader,
  isGenderHeader,
  isKnownHeader,
  isNumberHeader,
  isWholeNameHeader,
  namePart,
} from './header-names';

describe('what a header says its column holds', () => {
  test('a row-number column: «№», «№ п/п», «№ з/п», «N», «No.», «#»', () => {
    for (const header of ['№', '№ п/п', '№п/п', '№ з/п', 'N', 'No.', '#', 'Nr.'])
      expect([header, isNumberHeader(header)]).toEqual([header, true]);
    for (const header of ['Номинация', 'Name', 'Nota', 'ФИО'])
      expect([header, isNumberHeader(header)]).toEqual([header, false]);
  });

  test('the gender: «Пол», «Стать», «Gender», «Sex», «Пол (м/ж)», not «Полина» or «Полное имя»', () => {
    for (const header of ['Пол', 'пол', 'Стать', 'Gender', 'Sex', 'Пол (м/ж)', 'Geschlecht'])
      expect([header, isGenderHeader(header)]).toEqual([header, true]);
    for (const header of ['Полина', 'Полное имя', 'Поле', 'ФИО'])
      expect([header, isGenderHeader(header)]).toEqual([header, false]);
  });

  test('an e-mail: «E-mail родителя», «Email», «Эл. почта», «Електронна пошта», not «Почтовый индекс»', () => {
    for (const header of [
      'E-mail родителя',
      'Email',
      'e-mail',
      'Эл. почта',
      'Адрес электронной почты',
      'Електронна пошта',
      'Mail',
    ])
      expect([header, isEmailHeader(header)]).toEqual([header, true]);
    for (const header of ['Почтовый индекс', 'Телефон родителя', 'Имя'])
      expect([header, isEmailHeader(header)]).toEqual([header, false]);
  });

  test('a part of a name, in Russian, Ukrainian, Belarusian and English', () => {
    const parts = Object.fromEntries(
      [
        'Фамилия',
        'Фамилия ученика',
        'Имя',
        'Отчество',
        'Прізвище',
        "Ім'я",
        'Імʼя',
        'По батькові',
        'Імя па бацьку',
        'Surname',
        'Last name',
        'First name',
        'Фамилия Имя',
        'Фамилия, имя, отчество',
        'ФИО',
        'Класс',
      ].map((header) => [header, namePart(header)]),
    );
    expect(parts).toEqual({
      Фамилия: 'surname',
      'Фамилия ученика': 'surname',
      Имя: 'first',
      Отчество: 'patronymic',
      Прізвище: 'surname',
      "Ім'я": 'first',
      Імʼя: 'first',
      'По батькові': 'patronymic',
      'Імя па бацьку': 'patronymic',
      Surname: 'surname',
      'Last name': 'surname',
      'First name': 'first',
      'Фамилия Имя': null,
      'Фамилия, имя, отчество': null,
      ФИО: null,
      Класс: null,
    });
  });

  test('a whole name in one column: «ФИО», «Ф.И.О.», «ПІБ», «Фамилия и имя», «Прізвище та ім’я»', () => {
    for (const header of ['ФИО', 'Ф.И.О.', 'ПІБ', 'Фамилия и имя', "Прізвище та ім'я", 'Full name'])
      expect([header, isWholeNameHeader(header)]).toEqual([header, true]);
    expect(isWholeNameHeader('Фамилия')).toBe(false);
  });

  test('a known column, or a key of the document; a lone title cell is not one', () => {
    for (const header of [
      'Дата рождения',
      'Телефон родителя',
      'Класс',
      'Клас',
      'Примітка',
      '№ п/п',
    ])
      expect([header, isKnownHeader(header, [])]).toEqual([header, true]);
    expect(isKnownHeader('Награждаемый', ['награждаемый'])).toBe(true);
    expect(isKnownHeader('Список учащихся', [])).toBe(false);
    expect(isKnownHeader('Класс: 5 «Б»', [], true)).toBe(false);
    expect(isKnownHeader('Класс', [], true)).toBe(true);
    expect(headerName(' %Фамилия  Имя ')).toBe('фамилияимя');
  });
});
