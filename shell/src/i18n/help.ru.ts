/** Russian labels of the help screens (namespace 'help'); the pages' text is in help/pages. */
export const helpRu = {
  title: 'Справка',
  index: 'Все разделы справки',
  openAsPage: 'Открыть отдельной страницей',
  notFound: 'Такого раздела справки нет',
  steps: 'Шаги',
};
export type HelpStrings = typeof helpRu;
