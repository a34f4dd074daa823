import type { DeliveryErrorCode } from '@gramota/contracts';

/** The delivery contract's error codes in Kazakh. */
export const deliveryErrorsKz: Record<DeliveryErrorCode, string> = {
  not_found: 'Табылмады',
  files_invalid: 'Файл нөмірлерін үтір арқылы көрсетіңіз',
  email_invalid: 'Электрондық пошта мекенжайын дұрыс енгізіңіз',
  email_taken: 'Бұл электрондық пошта мекенжайы басқа аккаунтқа тиесілі',
  email_present: 'Аккаунтыңызда электрондық пошта мекенжайы бар',
  need_login: 'Алдымен кіріңіз',
  one_file: 'Электрондық поштамен тек бір файл жіберуге болады',
  send_failed: 'Файл жіберілмеді. Кейінірек қайталаңыз.',
  rights_not_granted: 'Өкінішке қарай, қолжетімділік құқықтары алынбады!',
  not_configured: 'Бұл жіберу тәсілі серверде бапталмаған',
  file_wait: 'Файл әлі дайын емес. Бір минуттан кейін қайталаңыз.',
  too_many_mails: 'Соңғы бір сағатта тым көп хат жіберілді. Кейінірек қайталаңыз.',
  in_trash: 'Жіберу алдында файлды себеттен қалпына келтіріңіз',
  print_order_full: 'Басып шығаруға тапсырыста 200 файлдан аспайды. Алдымен осыларды рәсімдеңіз.',
};
