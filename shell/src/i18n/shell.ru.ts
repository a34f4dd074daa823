/** Russian strings of the shell (namespace 'shell'); en mirrors the keys. */
export const shellRu = {
  topbar: {
    home: 'На главную',
    login: 'Войти',
    profile: 'Профиль',
    language: 'Язык',
  },
  apps: {
    open: 'Приложения',
    title: 'Приложения',
  },
  printPresent: {
    title: 'Печатные экземпляры',
    text: 'Готовые документы можно заказать в напечатанном виде.',
    how: 'Выберите файлы в разделе «Готовые файлы» и нажмите «Заказать печать», затем оформите заказ.',
    action: 'Перейти к заказу печати',
  },
  alerts: {
    open: 'Оповещения',
    openCount: 'Оповещения: {{number}}',
    title: 'Оповещения',
    empty: 'Оповещений нет',
    hide: 'Скрыть оповещение «{{title}}»',
  },
  sidebar: {
    label: 'Разделы',
  },
  mobileMenu: {
    open: 'Меню',
    title: 'Разделы',
  },
  languageSuggestion: {
    title: 'Язык интерфейса',
    text: 'Похоже, вам удобнее язык «{{language}}». Переключить интерфейс на него?',
    switch: 'Переключить на {{language}}',
    stay: 'Оставить как есть',
  },
  languageModal: {
    title: 'Язык интерфейса',
  },
  menu: {
    open: 'Меню аккаунта',
    profile: 'Профиль',
    licences: 'Лицензии',
    stamps: 'Печати и подписи',
    access: 'Доступ к моему аккаунту',
    sharedWithMe: 'Аккаунты, доступные мне',
    logout: 'Выйти',
    exit: 'Выход',
    inAccount: 'Вы работаете в аккаунте: {{name}}',
    failed: 'Не получилось. Попробуйте ещё раз.',
  },
  loginPrompt: {
    text: 'Войдите или зарегистрируйтесь, чтобы сохранить постоянный доступ к своим документам.',
    action: 'Войти',
  },
  settings: {
    views: 'Вид списков',
    thumbnail: 'Миниатюры',
    list: 'Список',
    saved: 'Настройки сохранены',
    failed: 'Не удалось сохранить настройки',
    proFiles: 'Файлы PRO-документов',
    backgroundWait:
      'Скачивать и печатать в фоне: можно работать дальше, файл скачается или отправится на печать сам, когда будет готов',
    lists: {
      docs_view: 'Мои документы',
      ready_view: 'Готовые файлы',
      storage_view: 'Хранилище',
      workshop_view: 'Мои шаблоны',
    },
  },
  notFound: {
    text: 'Такой страницы нет. Вернитесь к своим документам.',
    back: 'К документам',
  },
};
export type ShellStrings = typeof shellRu;
