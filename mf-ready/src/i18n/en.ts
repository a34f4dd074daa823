import type { ReadyStrings } from './ru';

export const en: ReadyStrings = {
  ready: {
    emptyTitle: 'No ready files yet',
    emptyText: 'Files you print, export or send from the editor appear here.',
    action: 'To my documents',
  },
};
