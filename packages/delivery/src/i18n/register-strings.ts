import i18next from 'i18next';
import { defineLocales, registerLocales, type StringsBundle } from '@gramota/ui';
import ru from '../../locales/ru/delivery.json';

export const DELIVERY_NAMESPACE = 'delivery';

/** The delivery flow's namespace: Russian in the first load, each other language when chosen. */
export const deliveryStrings = defineLocales(
  DELIVERY_NAMESPACE,
  ru,
  (language) => import(`../../locales/${language}/delivery.json`),
);

/**
 * Adds the `delivery` namespace to the one i18next instance the shell initialised; each area that
 * uses the flow calls it from its own registerStrings (tests pass their own instance and preload
 * English). Resolves when the current language has arrived.
 */
export function registerDeliveryStrings(
  instance = i18next,
  preloaded: { en?: StringsBundle } = {},
): Promise<void> {
  return registerLocales(instance, deliveryStrings, preloaded);
}
