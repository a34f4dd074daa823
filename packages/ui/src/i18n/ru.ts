/** Russian: the seeds' texts. The keys are the contract; en.ts must have the same shape. */
export const ru = {
  product: 'Грамота',
  pages: {
    docs: 'Мои документы',
    templates: 'Шаблоны',
    ready: 'Готовые файлы',
    storage: 'Хранилище',
    drive: 'Диск',
    redactor: 'Редактор документа',
    spreadsheet: 'Массовое создание',
    workshop: 'Мои шаблоны',
    'workshop-redactor': 'Редактор шаблона',
    pay: 'Оплата',
    invoice: 'Счёт',
    print: 'Печать',
    login: 'Вход',
    profile: 'Профиль',
    settings: 'Настройки',
    'not-found': 'Страница не найдена',
  },
  errors: {
    dataRetrieval: 'Ошибка получения данных',
    dataRetrievalHint: 'Проверьте соединение и попробуйте ещё раз.',
    retry: 'Повторить',
    areaCrashed: 'Этот раздел не смог открыться.',
    offline: 'Нет соединения с сервером',
  },
  actions: {
    close: 'Закрыть',
  },
  units: {
    sizes: ['б', 'Кб', 'Мб', 'Гб', 'Тб', 'Пб'],
  },
};
export type CommonStrings = typeof ru;
