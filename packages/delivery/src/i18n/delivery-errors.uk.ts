import type { DeliveryErrorCode } from '@gramota/contracts';

/** The delivery contract's error codes in Ukrainian. */
export const deliveryErrorsUk: Record<DeliveryErrorCode, string> = {
  not_found: 'Не знайдено',
  files_invalid: 'Вкажіть номери файлів через кому',
  email_invalid: 'Введіть правильну адресу електронної пошти',
  email_taken: 'Ця адреса електронної пошти належить іншому обліковому запису',
  email_present: 'У вашого облікового запису вже є адреса електронної пошти',
  need_login: 'Спершу увійдіть',
  one_file: 'Електронною поштою можна надіслати лише один файл',
  send_failed: 'Не вдалося надіслати файл. Спробуйте пізніше.',
  rights_not_granted: 'На жаль, права доступу не отримано!',
  not_configured: 'Цей спосіб надсилання на сервері не налаштовано',
  file_wait: 'Файл ще не готовий. Спробуйте за хвилину.',
  too_many_mails: 'За останню годину надіслано забагато листів. Спробуйте пізніше.',
  in_trash: 'Відновіть файл із кошика, перш ніж надсилати його',
  print_order_full: 'У замовленні на друк не більше 200 файлів. Спочатку оформіть ці.',
};
