import { LANGUAGES } from '@gramota/contracts';
import { promoSchoolTexts } from '../promo-school-texts';

// Every language's texts are checked against Russian by packages/ui's every-locale-complete.
describe('the school account offer in seven languages', () => {
  it('has both paragraphs and all four features in every language', () => {
    for (const language of LANGUAGES) {
      const { text, features } = promoSchoolTexts(language);
      expect([language, text.length, features.length]).toEqual([language, 2, 4]);
    }
  });

  it('is plain text in every language', () => {
    for (const language of LANGUAGES) {
      expect([language, JSON.stringify(promoSchoolTexts(language))]).not.toEqual([
        language,
        expect.stringMatching(/[<>]/),
      ]);
    }
  });
});
