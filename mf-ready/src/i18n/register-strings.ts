import i18next from 'i18next';
import { registerDeliveryStrings } from '@gramota/delivery';
import { defineLocales, registerLocales, type StringsBundle } from '@gramota/ui';
import { registerVerifyStrings } from '@gramota/ui/verify';
import { registerPrintStrings } from '@gramota/ui/print';
import ru from '../../locales/ru/ready.json';

/** The area's namespace: Russian in the first load, each other language fetched when chosen. */
export const readyStrings = defineLocales(
  'ready',
  ru,
  (language) => import(`../../locales/${language}/ready.json`),
);

/**
 * Adds this area's namespace to the one i18next instance the shell initialised, with the
 * delivery flow's own namespace (its dialogs and outcomes); resolves when both are in the
 * current language. Tests pass their own instance and preload English.
 */
export async function registerStrings(
  instance = i18next,
  preloaded: { en?: StringsBundle } = {},
): Promise<void> {
  await Promise.all([
    registerLocales(instance, readyStrings, preloaded),
    registerDeliveryStrings(instance),
    registerVerifyStrings(instance),
    registerPrintStrings(instance),
  ]);
}
