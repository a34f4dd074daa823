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
  /** Why a message was refused (mail_refusal). */
  refusals: {
    account_day_limit:
      'Non inviato: il tuo account ha già inviato oggi tutti i messaggi consentiti. Invia il resto domani.',
    installation_day_limit:
      'Non inviato: questo server ha già inviato oggi tutti i messaggi consentiti. Riprova domani.',
    unsubscribed: 'Non inviato: questo indirizzo ha annullato l’iscrizione ai tuoi messaggi.',
    unverified: 'Non inviato: conferma prima il tuo indirizzo e-mail.',
  },
  open: 'Apri',
  pdf: 'PDF',
};
