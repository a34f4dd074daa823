import type { DeliveryErrorCode } from '@gramota/contracts';

/** The delivery contract's error codes in Russian (en: the contract's own texts). */
export const deliveryErrorsRu: Record<DeliveryErrorCode, string> = {
  not_found: 'Не найдено',
  files_invalid: 'Укажите номера файлов через запятую',
  email_invalid: 'Введите правильный адрес электронной почты',
  email_taken: 'Этот адрес электронной почты принадлежит другой учётной записи',
  email_present: 'У вашей учётной записи уже есть адрес электронной почты',
  need_login: 'Сначала войдите',
  one_file: 'По электронной почте можно отправить только один файл',
  send_failed: 'Не удалось отправить файл. Попробуйте позже.',
  rights_not_granted: 'К сожалению, права доступа не получены!',
  not_configured: 'Этот способ отправки на сервере не настроен',
  file_wait: 'Файл ещё не готов. Попробуйте через минуту.',
  too_many_mails: 'За последний час отправлено слишком много писем. Попробуйте позже.',
  in_trash: 'Восстановите файл из корзины, прежде чем отправлять его',
  print_order_full: 'В заказе на печать не больше 200 файлов. Сначала оформите эти.',
  disk_host_refused:
    'Облачный диск дал адрес загрузки вне своих серверов, поэтому ничего не отправлено. Сообщите администратору сайта.',
};
