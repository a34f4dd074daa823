import type { categoriesRu } from './categories.ru';

/** Template categories and document types, Italian. */
export const categoriesIt: typeof categoriesRu = {
  g: 'Attestati di merito',
  d: 'Diplomi',
  c: 'Certificati',
  b: 'Lettere di ringraziamento',
  s: 'Pagelle e note di merito',
  p: 'Inviti',
  o: 'Biglietti e altro',
  i: 'Personalizzati',
};
