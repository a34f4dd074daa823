import { defineLocales } from '@gramota/ui';
import ru from '../../locales/ru/redactor.json';

/**
 * The area's namespace 'redactor': the screen's strings under the key 'redactor', the editor
 * core's under 'editor'. Russian is in the first load; each other language is its own chunk,
 * fetched when a teacher chooses it.
 */
export const redactorLocales = defineLocales(
  'redactor',
  ru,
  (language) => import(`../../locales/${language}/redactor.json`),
);
