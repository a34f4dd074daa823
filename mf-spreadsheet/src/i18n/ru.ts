/** Russian strings of the area (namespace 'spreadsheet'); en.ts mirrors the keys. */
export const ru = {
  spreadsheet: {
    emptyTitle: 'Таблица документа {{id}}',
    emptyText: 'Одна строка на ученика: каждая строка станет отдельным файлом.',
    action: 'К моим документам',
  },
};

export type SpreadsheetStrings = typeof ru;
