import type { sheetRu } from './sheet.ru';

export const sheetEn: typeof sheetRu = {
  emptyTitle: 'Table of document {{id}}',
  emptyText: 'One row per pupil: each row becomes its own file.',
  action: 'To my documents',
};
