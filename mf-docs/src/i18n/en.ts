import type { DocsStrings } from './ru';

export const en: DocsStrings = {
  docs: {
    emptyTitle: 'No documents yet',
    emptyText: 'Pick a template to make your first diploma, certificate or letter of thanks.',
    action: 'Choose a template',
  },
  templates: {
    emptyTitle: 'Templates',
    emptyText:
      'Diplomas, certificates, letters of thanks, report cards and invitations, by type and language.',
    action: 'To my documents',
  },
};
