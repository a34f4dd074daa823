import i18next from 'i18next';
import { en } from './en';
import { ru } from './ru';

export const DELIVERY_NAMESPACE = 'delivery';

/**
 * Adds the `delivery` namespace to the one i18next instance the shell initialised; each area that
 * uses the flow calls it from its own registerStrings (tests pass their own instance).
 */
export function registerDeliveryStrings(instance = i18next) {
  instance.addResourceBundle('ru', DELIVERY_NAMESPACE, ru, true, true);
  instance.addResourceBundle('en', DELIVERY_NAMESPACE, en, true, true);
}
