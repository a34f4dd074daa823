import { browserLanguage, detectLanguage } from './languages';

describe('the interface language', () => {
  it('follows ?lng=, then the stored setting, then the browser', () => {
    expect(detectLanguage('?lng=en', 'ru', ['ru-RU'])).toBe('en');
    expect(detectLanguage('', 'en', ['ru-RU'])).toBe('en');
    expect(detectLanguage('', undefined, ['en-GB', 'ru'])).toBe('en');
  });

  it('falls back to ru for a code that is not one of the languages, wherever it comes from', () => {
    expect(detectLanguage('?lng=xx', undefined, [])).toBe('ru');
    expect(detectLanguage('', 'klingon', [])).toBe('ru');
    expect(detectLanguage('', undefined, ['zz-ZZ', 'qq'])).toBe('ru');
    expect(detectLanguage('?lng=', '', [])).toBe('ru');
  });

  it('skips an unknown code for the next known one', () => {
    expect(detectLanguage('?lng=xx', 'en', [])).toBe('en');
  });

  it('reads a Kazakh browser (kk) as kz, and says when the browser has none of the seven', () => {
    expect(detectLanguage('', undefined, ['kk-KZ', 'ru'])).toBe('kz');
    expect(browserLanguage(['fr-FR', 'be-BY'])).toBe('be');
    expect(browserLanguage(['fr-FR', 'es'])).toBeNull();
  });
});
