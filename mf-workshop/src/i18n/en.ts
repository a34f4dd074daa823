import type { WorkshopStrings } from './ru';

export const en: WorkshopStrings = {
  workshop: {
    emptyTitle: 'No templates yet',
    emptyText: 'Design your own template: frame, background, title, pictures, QR codes and stamps.',
    action: 'To the gallery',
  },
  'workshop-redactor': {
    emptyTitle: 'Template {{id}}',
    emptyText: 'The canvas editor opens the template here.',
    action: 'To my templates',
  },
};
