import type { HelpStrings } from './help.ru';

export const helpBe: HelpStrings = {
  title: 'Даведка',
  index: 'Усе раздзелы даведкі',
  openAsPage: 'Адкрыць асобнай старонкай',
  notFound: 'Такога раздзела даведкі няма',
  steps: 'Крокі',
};
