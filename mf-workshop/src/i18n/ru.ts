/** Russian strings of the area (namespace 'workshop'); en.ts mirrors the keys. */
export const ru = {
  workshop: {
    emptyTitle: 'Шаблонов пока нет',
    emptyText: 'Создайте свой шаблон: рамка, фон, заголовок, картинки, QR-коды и печати.',
    action: 'В галерею',
  },
  'workshop-redactor': {
    emptyTitle: 'Шаблон {{id}}',
    emptyText: 'Здесь открывается редактор шаблона.',
    action: 'К моим шаблонам',
  },
};

export type WorkshopStrings = typeof ru;
