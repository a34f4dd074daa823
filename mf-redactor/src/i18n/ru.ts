/** Russian strings of the area (namespace 'redactor'); en.ts mirrors the keys. */
export const ru = {
  redactor: {
    emptyTitle: 'Документ {{id}}',
    emptyText: 'Редактор открывает документ на странице его шаблона.',
    action: 'К моим документам',
  },
};

export type RedactorStrings = typeof ru;
