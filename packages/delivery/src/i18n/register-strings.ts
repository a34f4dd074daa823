import i18next from 'i18next';
import { registerNamespace, type NamespaceStrings, type StringsBundle } from '@gramota/ui';
import { ru } from './ru';

export const DELIVERY_NAMESPACE = 'delivery';

/** The delivery flow's namespace: Russian in the first load, each other language when chosen. */
export const deliveryStrings: NamespaceStrings = {
  ns: DELIVERY_NAMESPACE,
  ru,
  load: {
    en: () => import('./en').then((module) => module.en),
    uk: () => import('./uk').then((module) => module.uk),
    kz: () => import('./kz').then((module) => module.kz),
    be: () => import('./be').then((module) => module.be),
    de: () => import('./de').then((module) => module.de),
    it: () => import('./it').then((module) => module.it),
  },
};

/**
 * Adds the `delivery` namespace to the one i18next instance the shell initialised; each area that
 * uses the flow calls it from its own registerStrings (tests pass their own instance and preload
 * English). Resolves when the current language has arrived.
 */
export function registerDeliveryStrings(
  instance = i18next,
  preloaded: { en?: StringsBundle } = {},
): Promise<void> {
  return registerNamespace(instance, deliveryStrings, preloaded);
}
