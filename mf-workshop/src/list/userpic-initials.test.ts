import { userpicInitials } from './userpic-initials';

describe('userpicInitials', () => {
  test.each([
    ['Анна Петровна Иванова', 'a@b.ru', 'АП'],
    ['  anna  ', 'a@b.ru', 'A'],
    ['', 'teacher@school.ru', 'T'],
    [undefined, undefined, '?'],
    ['😀 Smile', '', '😀S'],
  ])('name %p, e-mail %p → %p', (name, email, expected) => {
    expect(userpicInitials(name, email)).toBe(expected);
  });
});
