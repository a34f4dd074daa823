import { readGenderCell } from './pupil-gender';

describe('a gender column read as school lists write it', () => {
  test.each([
    'м',
    'М',
    'муж',
    'муж.',
    'Мужской',
    ' M ',
    'male',
    'ч',
    'чол.',
    'Чоловіча',
    'хлопчик',
  ])('%p is masculine', (cell) => expect(readGenderCell(cell)).toBe('m'));

  test.each(['ж', 'Ж', 'жен', 'жен.', 'Женский', 'F', 'female', 'жін.', 'жіноча', 'дівчинка'])(
    '%p is feminine',
    (cell) => expect(readGenderCell(cell)).toBe('f'),
  );

  test.each(['', '  ', 'не указан', '?', 'мж', '1', 'м ж'])('%p names no gender', (cell) =>
    expect(readGenderCell(cell)).toBeNull(),
  );
});
