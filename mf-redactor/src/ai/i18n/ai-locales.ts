import { defineLocales } from '@gramota/ui';
import ru from '../../../locales/ru/ai.json';

/** The assistant's own namespace 'ai': Russian in the first load, the others on demand. */
export const aiLocales = defineLocales(
  'ai',
  ru,
  (language) => import(`../../../locales/${language}/ai.json`),
);
