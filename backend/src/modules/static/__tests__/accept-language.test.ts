import { acceptedLanguages } from '../accept-language';

describe('the languages of Accept-Language', () => {
  it('lists them most preferred first, as the browser sends its own list', () => {
    expect(acceptedLanguages('en-US,en;q=0.9,ru;q=0.8')).toEqual(['en-US', 'en', 'ru']);
    expect(acceptedLanguages('ru;q=0.5, kk-KZ, de;q=0.7')).toEqual(['kk-KZ', 'de', 'ru']);
  });

  it('keeps the order of equal weights, and leaves out refused and malformed ones', () => {
    expect(acceptedLanguages('uk, be, *;q=0.1, it;q=0, <script>, en;q=abc')).toEqual(['uk', 'be']);
  });

  it('answers nothing for no header, and reads only the start of a huge one', () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages(`${'x,'.repeat(100_000)}de`)).toHaveLength(16);
  });
});
