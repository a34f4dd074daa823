import { shouldSuggestLanguage, type LanguageSuggestionContext } from './language-suggestion';

const linux = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120';
const base: LanguageSuggestionContext = {
  detected: 'kz',
  current: 'ru',
  alreadyShown: false,
  display: 'web',
  userAgent: linux,
};

describe('the language suggestion (seed 000 §4)', () => {
  it('offers the browser language when it differs from the interface', () => {
    expect(shouldSuggestLanguage(base)).toBe(true);
  });

  it('stays quiet once shown, in the same language, or when the browser has none of the seven', () => {
    expect(shouldSuggestLanguage({ ...base, alreadyShown: true })).toBe(false);
    expect(shouldSuggestLanguage({ ...base, current: 'kz' })).toBe(false);
    expect(shouldSuggestLanguage({ ...base, detected: null })).toBe(false);
  });

  it('never shows in the installed app, in a frame, or on Windows', () => {
    expect(shouldSuggestLanguage({ ...base, display: 'pwa' })).toBe(false);
    expect(shouldSuggestLanguage({ ...base, display: 'embed' })).toBe(false);
    expect(
      shouldSuggestLanguage({ ...base, userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)' }),
    ).toBe(false);
  });
});
