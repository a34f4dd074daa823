/** Template categories and document types (seed 001 §3 g…o, i), Russian. */
export const categoriesRu = {
  g: 'Грамоты',
  d: 'Дипломы',
  c: 'Сертификаты',
  b: 'Благодарности',
  s: 'Табели и похвальные листы',
  p: 'Приглашения',
  o: 'Открытки и другое',
  i: 'Индивидуальные',
};
