import type { createFilesRu } from './create-files.ru';

/** Bulk "create files" from documents, Ukrainian. */
export const createFilesUk: typeof createFilesRu = {
  title: 'Створення файлів',
  sending: 'Надсилаємо документи: {{done}} з {{total}}',
  waiting: 'Готуємо файли…',
  ready: 'Файли готові',
  openReady: 'Відкрити готові файли',
  progress: 'Перебіг створення файлів',
  stopped: 'Створення файлів зупинено',
  notMade:
    'Не всі файли вдалося створити. Спробуйте ще раз або створіть файл із документа в редакторі.',
  needPro:
    'Щоб отримати файли цим способом, потрібен PRO-доступ до всіх шаблонів вибраних документів.',
  moreThan30Title: 'Понад 30 документів',
  moreThan30:
    'За один раз можна створити файли щонайбільше з 30 документів. Вибрано документів: {{count}}. Зніміть виділення із зайвих і спробуйте ще раз.',
};
