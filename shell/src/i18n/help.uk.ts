import type { HelpStrings } from './help.ru';

export const helpUk: HelpStrings = {
  title: 'Довідка',
  index: 'Усі розділи довідки',
  openAsPage: 'Відкрити окремою сторінкою',
  notFound: 'Такого розділу довідки немає',
  steps: 'Кроки',
};
