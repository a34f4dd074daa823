import type { ShellStrings } from './shell.ru';

export const shellBe: ShellStrings = {
  topbar: {
    home: 'На галоўную',
    login: 'Увайсці',
    profile: 'Профіль',
    language: 'Мова',
  },
  apps: {
    open: 'Праграмы',
    title: 'Праграмы',
  },
  printPresent: {
    title: 'Друкаваныя экзэмпляры',
    text: 'Гатовыя дакументы можна замовіць у надрукаваным выглядзе.',
    how: 'Выберыце файлы ў раздзеле „Гатовыя файлы“ і націсніце „Замовіць друк“, потым аформіце заказ.',
    action: 'Перайсці да заказу друку',
  },
  alerts: {
    open: 'Апавяшчэнні',
    openCount: 'Апавяшчэнні: {{number}}',
    title: 'Апавяшчэнні',
    empty: 'Апавяшчэнняў няма',
    hide: 'Схаваць апавяшчэнне „{{title}}“',
  },
  sidebar: {
    label: 'Раздзелы',
  },
  mobileMenu: {
    open: 'Меню',
    title: 'Раздзелы',
  },
  languageSuggestion: {
    title: 'Мова інтэрфейсу',
    text: 'Падобна, вам зручнейшая мова „{{language}}“. Пераключыць на яе інтэрфейс?',
    switch: 'Пераключыць на {{language}}',
    stay: 'Пакінуць як ёсць',
  },
  languageModal: {
    title: 'Мова інтэрфейсу',
  },
  menu: {
    open: 'Меню акаўнта',
    profile: 'Профіль',
    licences: 'Ліцэнзіі',
    stamps: 'Пячаткі і подпісы',
    access: 'Доступ да майго акаўнта',
    sharedWithMe: 'Акаўнты, даступныя мне',
    logout: 'Выйсці',
    exit: 'Выхад',
    inAccount: 'Вы працуеце ў акаўнце: {{name}}',
    failed: 'Не атрымалася. Паспрабуйце яшчэ раз.',
  },
  loginPrompt: {
    text: 'Увайдзіце або зарэгіструйцеся, каб захаваць пастаянны доступ да сваіх дакументаў.',
    action: 'Увайсці',
  },
  settings: {
    views: 'Выгляд спісаў',
    thumbnail: 'Мініяцюры',
    list: 'Спіс',
    saved: 'Налады захаваны',
    failed: 'Не ўдалося захаваць налады',
    lists: {
      docs_view: 'Мае дакументы',
      ready_view: 'Гатовыя файлы',
      storage_view: 'Сховішча',
      workshop_view: 'Мае шаблоны',
    },
  },
  notFound: {
    text: 'Такой старонкі няма. Вярніцеся да сваіх дакументаў.',
    back: 'Да дакументаў',
  },
};
