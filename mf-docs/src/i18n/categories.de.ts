import type { categoriesRu } from './categories.ru';

/** Template categories and document types, German. */
export const categoriesDe: typeof categoriesRu = {
  g: 'Urkunden',
  d: 'Diplome',
  c: 'Zertifikate',
  b: 'Dankesschreiben',
  s: 'Zeugnisse und Belobigungen',
  p: 'Einladungen',
  o: 'Karten und Sonstiges',
  i: 'Individuell',
};
