import type { ShellStrings } from './shell.ru';

export const shellUk: ShellStrings = {
  topbar: {
    home: 'На головну',
    login: 'Увійти',
    profile: 'Профіль',
    language: 'Мова',
  },
  apps: {
    open: 'Застосунки',
    title: 'Застосунки',
  },
  printPresent: {
    title: 'Друковані примірники',
    text: 'Готові документи можна замовити в надрукованому вигляді.',
    how: 'Виберіть файли в розділі „Готові файли“ і натисніть „Замовити друк“, потім оформіть замовлення.',
    action: 'Перейти до замовлення друку',
  },
  alerts: {
    open: 'Сповіщення',
    openCount: 'Сповіщення: {{number}}',
    title: 'Сповіщення',
    empty: 'Сповіщень немає',
    hide: 'Приховати сповіщення „{{title}}“',
  },
  sidebar: {
    label: 'Розділи',
  },
  mobileMenu: {
    open: 'Меню',
    title: 'Розділи',
  },
  languageSuggestion: {
    title: 'Мова інтерфейсу',
    text: 'Схоже, вам зручніша мова „{{language}}“. Перемкнути на неї інтерфейс?',
    switch: 'Перемкнути на {{language}}',
    stay: 'Залишити як є',
  },
  languageModal: {
    title: 'Мова інтерфейсу',
  },
  menu: {
    open: 'Меню облікового запису',
    profile: 'Профіль',
    licences: 'Ліцензії',
    stamps: 'Печатки й підписи',
    access: 'Доступ до мого облікового запису',
    sharedWithMe: 'Облікові записи, доступні мені',
    logout: 'Вийти',
    exit: 'Вихід',
    inAccount: 'Ви працюєте в обліковому записі: {{name}}',
    failed: 'Не вдалося. Спробуйте ще раз.',
  },
  loginPrompt: {
    text: 'Увійдіть або зареєструйтеся, щоб зберегти постійний доступ до своїх документів.',
    action: 'Увійти',
  },
  settings: {
    views: 'Вигляд списків',
    thumbnail: 'Мініатюри',
    list: 'Список',
    saved: 'Налаштування збережено',
    failed: 'Не вдалося зберегти налаштування',
    lists: {
      docs_view: 'Мої документи',
      ready_view: 'Готові файли',
      storage_view: 'Сховище',
      workshop_view: 'Мої шаблони',
    },
  },
  notFound: {
    text: 'Такої сторінки немає. Поверніться до своїх документів.',
    back: 'До документів',
  },
};
