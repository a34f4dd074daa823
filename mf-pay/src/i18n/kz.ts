import type { PayStrings } from './ru';

/** The area's strings in Kazakh (namespace 'pay', mirrors ru.ts). */
export const kz: PayStrings = {
  pay: {
    emptyTitle: 'PRO-қолжетімділік',
    emptyText:
      'PRO сіздің үлгілеріңіз үшін суреттерді, QR-кодтарды, мөрлерді, қойманы және жаппай жасауды ашады.',
    action: 'Галереяға',
  },
  invoice: {
    emptyTitle: '{{id}} шоты',
    emptyText: 'Шотты төлеу тәсілін таңдаңыз.',
    action: 'Төлемге',
  },
};
