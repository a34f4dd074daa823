/**
 * Strings of a drive run's group page (namespace 'storage', key 'driveGroup'); the other languages
 * are in drive-group.strings.{en,uk,kz,be,de,it}.ts, loaded only when chosen.
 */
export const driveGroupRu = {
  title: 'Документы «{{name}}»',
  created: 'Создано {{time}}',
  mailAfter: 'Письма уходят не раньше {{time}}',
  notFound: 'Такой группы файлов нет, или она не ваша.',
  loadFailed: 'Не удалось загрузить файлы. Попробуйте ещё раз.',
  columns: { row: '№', name: 'Файл', state: 'Готовность', email: 'E-mail', mail: 'Письмо' },
  states: { ready: 'Готов', wait: 'Создаётся…', error: 'Ошибка' },
  mail: { none: '—', waiting: 'Ждёт отправки', sent: 'Отправлено', failed: 'Не отправлено' },
  open: 'Открыть',
  pdf: 'PDF',
};

export type DriveGroupStrings = typeof driveGroupRu;
