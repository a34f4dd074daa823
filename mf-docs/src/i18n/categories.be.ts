import type { categoriesRu } from './categories.ru';

/** Template categories and document types, Belarusian. */
export const categoriesBe: typeof categoriesRu = {
  g: 'Граматы',
  d: 'Дыпломы',
  c: 'Сертыфікаты',
  b: 'Падзякі',
  s: 'Табелі і пахвальныя лісты',
  p: 'Запрашэнні',
  o: 'Паштоўкі і іншае',
  i: 'Індывідуальныя',
};
