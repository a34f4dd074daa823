import type { RedactorStrings } from './ru';

export const en: RedactorStrings = {
  redactor: {
    emptyTitle: 'Document {{id}}',
    emptyText: 'The editor opens the document on its template page.',
    action: 'To my documents',
  },
};
