import type { i18n as I18n } from 'i18next';

/** The help screens' own labels, namespace 'help' (the pages themselves are in ./pages). */
export const helpStrings = {
  ru: {
    title: 'Справка',
    index: 'Все разделы справки',
    openAsPage: 'Открыть отдельной страницей',
    notFound: 'Такого раздела справки нет',
    steps: 'Шаги',
  },
  en: {
    title: 'Help',
    index: 'All help topics',
    openAsPage: 'Open as a page',
    notFound: 'There is no such help topic',
    steps: 'Steps',
  },
};

export function registerHelpStrings(i18n: I18n) {
  i18n.addResourceBundle('ru', 'help', helpStrings.ru, true, true);
  i18n.addResourceBundle('en', 'help', helpStrings.en, true, true);
}
