import i18next from 'i18next';
import { listStrings } from '../list/i18n';
import { redactorStrings } from '../redactor/i18n';
import { errorStrings } from './error-strings';

/**
 * Adds this area's namespace to the one i18next instance the shell initialised: the error texts,
 * My templates' strings and the canvas editor's, deep-merged into 'workshop' (only strings:
 * neither screen is loaded by this).
 */
export function registerStrings(instance = i18next) {
  for (const strings of [errorStrings, listStrings, redactorStrings]) {
    instance.addResourceBundle('ru', 'workshop', strings.ru, true, true);
    instance.addResourceBundle('en', 'workshop', strings.en, true, true);
  }
}
