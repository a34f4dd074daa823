import i18next from 'i18next';
import { registerLocales, type StringsBundle } from '@gramota/ui';
import { registerVerifyStrings } from '@gramota/ui/verify';
import { workshopLocales } from './workshop-locales';

/**
 * Adds this area's namespace to the one i18next instance the shell initialised; the promise
 * settles when the current language has arrived (the shell awaits it before the first render).
 */
export function registerStrings(instance = i18next, preloaded: { en?: StringsBundle } = {}) {
  return Promise.all([
    registerLocales(instance, workshopLocales, preloaded),
    registerVerifyStrings(instance),
  ]).then(() => undefined);
}
