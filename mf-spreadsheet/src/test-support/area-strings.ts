import type { i18n as I18n } from 'i18next';
import en from '../../locales/en/spreadsheet.json';
import { registerStrings } from '../i18n/register-strings';

/**
 * The area's strings for renderArea: English is preloaded, so the tests read it at once; the
 * product fetches it only when a teacher chooses it.
 */
export function registerTestStrings(i18n: I18n) {
  void registerStrings(i18n, { en });
}
