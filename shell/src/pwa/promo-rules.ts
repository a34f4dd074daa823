import type { DisplayMode } from '@gramota/store';

export interface PromoState {
  /** settings.pwa_promo: the promo was answered once; it is not offered again. */
  promoSeen: boolean | undefined;
  display: DisplayMode;
  /** The browser offered installing (a kept `beforeinstallprompt` event). */
  canPrompt: boolean;
  /** Already shown on this visit (the answer may not be saved yet, or could not be). */
  shownThisVisit: boolean;
}

/**
 * The install promo (seed 000 §2, §3 `pwa_promo`): shown once, when the browser can install, not
 * to someone who answered it before, not inside the installed app and not in an embedding frame.
 */
export function shouldShowPromo(state: PromoState): boolean {
  return state.canPrompt && !state.promoSeen && state.display === 'web' && !state.shownThisVisit;
}
