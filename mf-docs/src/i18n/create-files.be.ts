import type { createFilesRu } from './create-files.ru';

/** Bulk "create files" from documents, Belarusian. */
export const createFilesBe: typeof createFilesRu = {
  title: 'Стварэнне файлаў',
  sending: 'Адпраўляем дакументы: {{done}} з {{total}}',
  waiting: 'Рыхтуем файлы…',
  ready: 'Файлы гатовыя',
  openReady: 'Адкрыць гатовыя файлы',
  progress: 'Ход стварэння файлаў',
  stopped: 'Стварэнне файлаў спынена',
  notMade:
    'Не ўсе файлы атрымаліся. Паспрабуйце яшчэ раз або стварыце файл з дакумента ў рэдактары.',
  needPro:
    'Каб атрымаць файлы гэтым спосабам, патрэбны PRO-доступ да ўсіх шаблонаў выбраных дакументаў.',
  moreThan30Title: 'Больш за 30 дакументаў',
  moreThan30:
    'За адзін раз можна стварыць файлы не больш чым з 30 дакументаў. Выбрана дакументаў: {{count}}. Зніміце вылучэнне з лішніх і паспрабуйце яшчэ раз.',
};
