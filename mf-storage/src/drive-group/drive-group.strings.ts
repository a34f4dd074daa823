/** Strings of a drive run's group page (namespace 'storage', key 'driveGroup'). */
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

export const driveGroupEn: typeof driveGroupRu = {
  title: 'Documents “{{name}}”',
  created: 'Created {{time}}',
  mailAfter: 'Messages go no earlier than {{time}}',
  notFound: 'There is no such group of files, or it is not yours.',
  loadFailed: 'The files could not be loaded. Please try again.',
  columns: { row: 'No.', name: 'File', state: 'State', email: 'E-mail', mail: 'Message' },
  states: { ready: 'Ready', wait: 'Being made…', error: 'Error' },
  mail: { none: '—', waiting: 'Waiting', sent: 'Sent', failed: 'Not sent' },
  open: 'Open',
  pdf: 'PDF',
};
