import type { categoriesRu } from './categories.ru';

/** Template categories and document types, English. */
export const categoriesEn: typeof categoriesRu = {
  g: 'Certificates of merit',
  d: 'Diplomas',
  c: 'Certificates',
  b: 'Letters of thanks',
  s: 'Report cards',
  p: 'Invitations',
  o: 'Cards and other',
  i: 'Individual',
};
