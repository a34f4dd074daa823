import type { SpreadsheetStrings } from './ru';

export const en: SpreadsheetStrings = {
  spreadsheet: {
    emptyTitle: 'Table for document {{id}}',
    emptyText: 'One row per pupil: each row becomes its own file.',
    action: 'To my documents',
  },
};
