import { payStep } from './pay-step';

const teacher = {
  loggedIn: true,
  accessMode: false,
  payFull: false,
  email: 'ann@school.example',
  country: 'RU',
};

describe('the payment modal rules (seed 001 §5, §6)', () => {
  test('a guest logs in first, whatever else is known', () => {
    expect(payStep({ ...teacher, loggedIn: false })).toBe('login');
  });
  test('a member switched in needs pay_full', () => {
    expect(payStep({ ...teacher, accessMode: true })).toBe('forbidden');
    expect(payStep({ ...teacher, accessMode: true, payFull: true })).toBe('pay');
  });
  test('an e-mail of 3 characters or less, or a country of 1, asks for the settings', () => {
    expect(payStep({ ...teacher, email: 'a@b' })).toBe('settings');
    expect(payStep({ ...teacher, email: 'a@bc' })).toBe('pay');
    expect(payStep({ ...teacher, country: 'R' })).toBe('settings');
    expect(payStep({ ...teacher, email: null, country: null })).toBe('settings');
  });
});
