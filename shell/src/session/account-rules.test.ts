import {
  emailProblem,
  nameProblem,
  newPasswordProblem,
  normalizeCode,
  normalizeEmail,
} from './account-rules';

describe('account checks mirror the server', () => {
  it('asks for an e-mail, then a valid one', () => {
    expect(emailProblem(normalizeEmail('   '))).toBe('email_empty');
    expect(emailProblem('anna')).toBe('email_invalid');
    expect(emailProblem('anna@school')).toBe('email_invalid');
    expect(emailProblem('an na@school.ru')).toBe('email_invalid');
    expect(emailProblem(`${'a'.repeat(250)}@b.ru`)).toBe('email_invalid');
    expect(emailProblem(normalizeEmail(' anna@school.ru '))).toBeNull();
  });

  it('wants new passwords of 8 to 128 characters', () => {
    expect(newPasswordProblem('1234567')).toBe('password_too_short');
    expect(newPasswordProblem('12345678')).toBeNull();
    expect(newPasswordProblem('x'.repeat(128))).toBeNull();
    expect(newPasswordProblem('x'.repeat(129))).toBe('password_too_long');
  });

  it('limits names to 100 characters', () => {
    expect(nameProblem('Анна Петровна')).toBeNull();
    expect(nameProblem('я'.repeat(101))).toBe('name_too_long');
  });

  it('reads codes typed with spaces or dashes', () => {
    expect(normalizeCode(' 123 456 ')).toBe('123456');
    expect(normalizeCode('123-456')).toBe('123456');
  });
});
