import { shouldShowPromo, type PromoState } from './promo-rules';

const base: PromoState = {
  promoSeen: undefined,
  display: 'web',
  canPrompt: true,
  shownThisVisit: false,
};

describe('shouldShowPromo (seed 000 §2, §3 pwa_promo)', () => {
  it('offers installing in the web app when the browser can install', () => {
    expect(shouldShowPromo(base)).toBe(true);
    expect(shouldShowPromo({ ...base, promoSeen: false })).toBe(true);
  });

  it('not once pwa_promo is saved', () => {
    expect(shouldShowPromo({ ...base, promoSeen: true })).toBe(false);
  });

  it('not inside the installed app or an embedding frame', () => {
    expect(shouldShowPromo({ ...base, display: 'pwa' })).toBe(false);
    expect(shouldShowPromo({ ...base, display: 'embed' })).toBe(false);
  });

  it('not without the browser offer, and not twice in one visit', () => {
    expect(shouldShowPromo({ ...base, canPrompt: false })).toBe(false);
    expect(shouldShowPromo({ ...base, shownThisVisit: true })).toBe(false);
  });
});
