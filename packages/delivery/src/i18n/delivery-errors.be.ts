import type { DeliveryErrorCode } from '@gramota/contracts';

/** The delivery contract's error codes in Belarusian. */
export const deliveryErrorsBe: Record<DeliveryErrorCode, string> = {
  not_found: 'Не знойдзена',
  files_invalid: 'Укажыце нумары файлаў праз коску',
  email_invalid: 'Увядзіце правільны адрас электроннай пошты',
  email_taken: 'Гэты адрас электроннай пошты належыць іншаму ўліковаму запісу',
  email_present: 'У вашага ўліковага запісу ўжо ёсць адрас электроннай пошты',
  need_login: 'Спачатку ўвайдзіце',
  one_file: 'Па электроннай пошце можна адправіць толькі адзін файл',
  send_failed: 'Не атрымалася адправіць файл. Паспрабуйце пазней.',
  rights_not_granted: 'На жаль, правы доступу не атрыманы!',
  not_configured: 'Гэты спосаб адпраўкі на серверы не наладжаны',
  file_wait: 'Файл яшчэ не гатовы. Паспрабуйце праз хвіліну.',
  too_many_mails: 'За апошнюю гадзіну адпраўлена занадта шмат лістоў. Паспрабуйце пазней.',
  in_trash: 'Аднавіце файл са сметніцы, перш чым адпраўляць яго',
  print_order_full: 'У заказе на друк не больш за 200 файлаў. Спачатку аформіце гэтыя.',
};
