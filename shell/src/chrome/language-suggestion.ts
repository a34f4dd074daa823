import type { Language } from '@gramota/contracts';
import type { DisplayMode } from '@gramota/store';

/** Seed 000 §4: the suggestion waits this long after the page opens. */
export const LANGUAGE_SUGGESTION_DELAY_MS = 2000;

export interface LanguageSuggestionContext {
  /** The browser's language among the seven (null when it prefers none of them). */
  detected: Language | null;
  current: string;
  /** settings.changeLngModal: the suggestion was shown once already. */
  alreadyShown: boolean;
  display: DisplayMode;
  userAgent: string;
}

/**
 * Whether to offer the browser's language (seed 000 §4): once, when it differs from the current
 * one, never in the installed app, in a partner's frame, or on Windows (whose browsers often
 * report the system's language rather than the reader's).
 */
export function shouldSuggestLanguage(context: LanguageSuggestionContext): boolean {
  if (context.alreadyShown || context.display !== 'web') return false;
  if (/Windows/i.test(context.userAgent)) return false;
  return context.detected !== null && context.detected !== context.current;
}
