import type { PayStrings } from './ru';

/** The area's strings in Ukrainian (namespace 'pay', mirrors ru.ts). */
export const uk: PayStrings = {
  pay: {
    emptyTitle: 'PRO-доступ',
    emptyText:
      'PRO відкриває зображення, QR-коди, печатки, сховище та масове створення для ваших шаблонів.',
    action: 'До галереї',
  },
  invoice: {
    emptyTitle: 'Рахунок {{id}}',
    emptyText: 'Виберіть спосіб оплати рахунку.',
    action: 'До оплати',
  },
};
