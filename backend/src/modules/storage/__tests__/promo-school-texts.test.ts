import { LANGUAGES } from '@gramota/contracts';
import { textsGaps } from '../../mail/__tests__/texts-gaps';
import { PROMO_SCHOOL_TEXTS } from '../promo-school-texts';

describe('the school account offer in seven languages', () => {
  it('has every language, both paragraphs and all four features', () => {
    expect(textsGaps(PROMO_SCHOOL_TEXTS)).toEqual([]);
  });

  it('is plain text in every language', () => {
    for (const language of LANGUAGES) {
      expect([language, JSON.stringify(PROMO_SCHOOL_TEXTS[language])]).not.toEqual([
        language,
        expect.stringMatching(/[<>]/),
      ]);
    }
  });
});
