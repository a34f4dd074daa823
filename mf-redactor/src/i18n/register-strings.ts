import i18next from 'i18next';
import { registerDeliveryStrings } from '@gramota/delivery';
import { en } from './en';
import { ru } from './ru';

/** Adds this area's namespace to the one i18next instance the shell initialised (tests pass their own). */
export function registerStrings(instance = i18next) {
  instance.addResourceBundle('ru', 'redactor', ru, true, true);
  instance.addResourceBundle('en', 'redactor', en, true, true);
  // The delivery flow's dialogs and outcomes (the package's own namespace).
  registerDeliveryStrings(instance);
}
