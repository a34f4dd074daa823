import type { categoriesRu } from './categories.ru';

/** Template categories and document types, Ukrainian. */
export const categoriesUk: typeof categoriesRu = {
  g: 'Грамоти',
  d: 'Дипломи',
  c: 'Сертифікати',
  b: 'Подяки',
  s: 'Табелі та похвальні листи',
  p: 'Запрошення',
  o: 'Листівки та інше',
  i: 'Індивідуальні',
};
