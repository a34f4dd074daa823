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
  /** Why a message was refused (mail_refusal). */
  refusals: {
    account_day_limit:
      'Не отправлено: ваша учётная запись сегодня отправила столько писем, сколько можно. Остальные отправьте завтра.',
    installation_day_limit:
      'Не отправлено: сервер сегодня отправил столько писем, сколько можно. Попробуйте завтра.',
    unsubscribed: 'Не отправлено: этот адрес отписался от ваших писем.',
    unverified: 'Не отправлено: сначала подтвердите свой адрес электронной почты.',
  },
  open: 'Открыть',
  pdf: 'PDF',
};

export type DriveGroupStrings = typeof driveGroupRu;
