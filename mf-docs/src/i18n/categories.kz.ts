import type { categoriesRu } from './categories.ru';

/** Template categories and document types, Kazakh. */
export const categoriesKz: typeof categoriesRu = {
  g: 'Мақтау қағаздары',
  d: 'Дипломдар',
  c: 'Сертификаттар',
  b: 'Алғыс хаттар',
  s: 'Табельдер мен мақтау парақтары',
  p: 'Шақырулар',
  o: 'Ашықхаттар және басқалары',
  i: 'Жеке үлгілер',
};
