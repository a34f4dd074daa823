import type { PayStrings } from './ru';

/** The area's strings in Belarusian (namespace 'pay', mirrors ru.ts). */
export const be: PayStrings = {
  pay: {
    emptyTitle: 'PRO-доступ',
    emptyText:
      'PRO адкрывае выявы, QR-коды, пячаткі, сховішча і масавае стварэнне для вашых шаблонаў.',
    action: 'У галерэю',
  },
  invoice: {
    emptyTitle: 'Рахунак {{id}}',
    emptyText: 'Выберыце спосаб аплаты рахунку.',
    action: 'Да аплаты',
  },
};
