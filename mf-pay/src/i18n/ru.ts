/** Russian strings of the area (namespace 'pay'); en.ts mirrors the keys. */
export const ru = {
  pay: {
    emptyTitle: 'PRO-доступ',
    emptyText:
      'PRO открывает картинки, QR-коды, печати, хранилище и массовое создание для ваших шаблонов.',
    action: 'В галерею',
  },
  invoice: {
    emptyTitle: 'Счёт {{id}}',
    emptyText: 'Выберите способ оплаты счёта.',
    action: 'К оплате',
  },
};

export type PayStrings = typeof ru;
