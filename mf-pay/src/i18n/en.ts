import type { PayStrings } from './ru';

export const en: PayStrings = {
  pay: {
    emptyTitle: 'PRO access',
    emptyText:
      'PRO opens images, QR codes, stamps, storage and mass creation for the templates you use.',
    action: 'To the gallery',
  },
  invoice: {
    emptyTitle: 'Invoice {{id}}',
    emptyText: 'Choose how to pay for this invoice.',
    action: 'To payment',
  },
};
