import type { PayStrings } from './ru';

/** The area's strings in German (namespace 'pay', mirrors ru.ts). */
export const de: PayStrings = {
  pay: {
    emptyTitle: 'PRO-Zugang',
    emptyText:
      'PRO schaltet Bilder, QR-Codes, Stempel, den Speicher und die Serienerstellung für Ihre Vorlagen frei.',
    action: 'Zur Galerie',
  },
  invoice: {
    emptyTitle: 'Rechnung {{id}}',
    emptyText: 'Wählen Sie, wie Sie diese Rechnung bezahlen möchten.',
    action: 'Zur Bezahlung',
  },
};
