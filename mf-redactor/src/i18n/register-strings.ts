import i18next from 'i18next';
import { registerLocales, type StringsBundle } from '@gramota/ui';
import { registerVerifyStrings } from '@gramota/ui/verify';
import { registerPrintStrings } from '@gramota/ui/print';
import { registerDeliveryStrings } from '@gramota/delivery';
// The locales file itself, not the ai index: that would pull the modal into the first load.
import { aiLocales } from '../ai/i18n/ai-locales';
import { redactorLocales } from './redactor-locales';

/**
 * Adds this area's namespace, the AI assistant's ('ai') and the delivery flow's (the package's
 * own namespace: its dialogs and outcomes) to the one i18next instance the shell initialised;
 * tests pass their own and preload English (`aiEn`: the assistant's). Resolves when all have the
 * current language.
 */
export async function registerStrings(
  instance = i18next,
  preloaded: { en?: StringsBundle; aiEn?: StringsBundle } = {},
) {
  await Promise.all([
    registerLocales(instance, redactorLocales, preloaded.en ? { en: preloaded.en } : {}),
    registerVerifyStrings(instance),
    registerPrintStrings(instance),
    registerLocales(instance, aiLocales, preloaded.aiEn ? { en: preloaded.aiEn } : {}),
    registerDeliveryStrings(instance),
  ]);
}
