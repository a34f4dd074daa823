/** Russian strings of the area (namespace 'docs'); en.ts mirrors the keys. */
export const ru = {
  docs: {
    emptyTitle: 'Документов пока нет',
    emptyText: 'Выберите шаблон, чтобы сделать первую грамоту, диплом или благодарность.',
    action: 'Выбрать шаблон',
  },
  templates: {
    emptyTitle: 'Шаблоны',
    emptyText:
      'Грамоты, дипломы, сертификаты, благодарности, табели и приглашения — по типам и языкам.',
    action: 'К моим документам',
  },
};

export type DocsStrings = typeof ru;
