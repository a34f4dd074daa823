import { defineLocales } from '@gramota/ui';
import ru from '../../locales/ru/workshop.json';

/**
 * The area's namespace 'workshop': the error texts the kit does not already say (`errors.*`), My
 * templates' strings (`list.*`) and the canvas editor's (`redactor.*`); only strings, so
 * registering them loads neither screen and Konva stays out of My templates. Russian is in the
 * first load; each other language is its own chunk, fetched when a teacher chooses it.
 */
export const workshopLocales = defineLocales(
  'workshop',
  ru,
  (language) => import(`../../locales/${language}/workshop.json`),
);
