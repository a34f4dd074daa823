/** Russian strings of the table screen (grid, saving, import, class lists); sheet.en.ts mirrors them. */
export const sheetRu = {
  emptyTitle: 'Таблица документа {{id}}',
  emptyText: 'Одна строка на ученика: каждая строка станет отдельным файлом.',
  action: 'К моим документам',
};
