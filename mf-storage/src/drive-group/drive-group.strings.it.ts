import type { Translation } from '../i18n/translation';
import type { DriveGroupStrings } from './drive-group.strings';

/** A drive run's group page, Italian (mirrors drive-group.strings.ts). */
export const driveGroupIt: Translation<DriveGroupStrings> = {
  title: 'Documenti «{{name}}»',
  created: 'Creato: {{time}}',
  mailAfter: 'Invio delle e-mail non prima del {{time}}',
  notFound: 'Questo gruppo di file non esiste o non è tuo.',
  loadFailed: 'Impossibile caricare i file. Riprova.',
  columns: { row: 'N.', name: 'File', state: 'Stato', email: 'E-mail', mail: 'Messaggio' },
  states: { ready: 'Pronto', wait: 'In creazione…', error: 'Errore' },
  mail: { none: '—', waiting: 'In attesa di invio', sent: 'Inviato', failed: 'Non inviato' },
  open: 'Apri',
  pdf: 'PDF',
};
