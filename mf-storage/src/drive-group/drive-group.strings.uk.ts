import type { Translation } from '../i18n/translation';
import type { DriveGroupStrings } from './drive-group.strings';

/** A drive run's group page, Ukrainian (mirrors drive-group.strings.ts). */
export const driveGroupUk: Translation<DriveGroupStrings> = {
  title: 'Документи „{{name}}“',
  created: 'Створено {{time}}',
  mailAfter: 'Листи надсилаються не раніше ніж {{time}}',
  notFound: 'Такої групи файлів немає, або вона не ваша.',
  loadFailed: 'Не вдалося завантажити файли. Спробуйте ще раз.',
  columns: { row: '№', name: 'Файл', state: 'Готовність', email: 'E-mail', mail: 'Лист' },
  states: { ready: 'Готовий', wait: 'Створюється…', error: 'Помилка' },
  mail: { none: '—', waiting: 'Чекає надсилання', sent: 'Надіслано', failed: 'Не надіслано' },
  /** Why a message was refused (mail_refusal). */
  refusals: {
    account_day_limit:
      'Не надіслано: ваш обліковий запис сьогодні надіслав стільки листів, скільки можна. Решту надішліть завтра.',
    installation_day_limit:
      'Не надіслано: сервер сьогодні надіслав стільки листів, скільки можна. Спробуйте завтра.',
    unsubscribed: 'Не надіслано: ця адреса відписалася від ваших листів.',
    unverified: 'Не надіслано: спершу підтвердьте свою адресу електронної пошти.',
  },
  open: 'Відкрити',
  pdf: 'PDF',
};
