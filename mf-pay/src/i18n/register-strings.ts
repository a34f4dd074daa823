import i18next from 'i18next';
import { defineLocales, registerLocales, type StringsBundle } from '@gramota/ui';
import ru from '../../locales/ru/pay.json';

/** The area's namespace: Russian in the first load, each other language fetched when chosen. */
export const payStrings = defineLocales(
  'pay',
  ru,
  (language) => import(`../../locales/${language}/pay.json`),
);

/**
 * Adds this area's namespace to the one i18next instance the shell initialised (tests pass their
 * own and preload English); resolves when the current language has arrived.
 */
export function registerStrings(instance = i18next, preloaded: { en?: StringsBundle } = {}) {
  return registerLocales(instance, payStrings, preloaded);
}
