import type { massRu } from './mass.ru';

/** Italian strings of mass creation; the keys of mass.ru.ts. */
export const massIt: typeof massRu = {
  create: 'Crea documenti',
  title: 'Creazione in serie',
  needProTitle: 'Serve PRO',
  needPro: 'La creazione in serie di documenti da una tabella è disponibile con PRO',
  noRows: {
    title: 'Nessuna riga',
    text: 'Spunta le righe con i dati: per ognuna verrà creato un documento.',
  },
  tooMany: {
    title: 'Più di 30 righe',
    text: 'In una volta si possono creare al massimo 30 documenti, ma le righe spuntate sono {{count}}. Togli la spunta dalle righe in più e creale con l’avvio successivo.',
  },
  notSaved: 'Impossibile salvare la tabella, nessun documento creato. Riprova.',
  failed: 'Il server non risponde, non tutti i documenti sono stati creati. Riprova più tardi.',
  refused: 'Nessun documento creato',
  checking: 'Controllo delle righe…',
  progress: {
    sending: 'Creazione dei documenti: {{sent}} di {{total}}',
    retrying: 'Nessuna risposta dal server, nuovo tentativo…',
    polling: 'Preparazione dei file…',
    cancel: 'Interrompi',
  },
  warnings: {
    title: 'Controlla le righe',
    intro:
      'In queste righe c’è qualcosa che non va. Correggile oppure crea i documenti così come sono.',
    row: 'Riga',
    column: 'Colonna',
    problem: 'Cosa non va',
    wholeRow: 'tutta la riga',
    empty: 'Valore vuoto',
    duplicate: 'Ripete la riga {{row}}',
    tooLong: 'Non entra nella sua riga o nel suo riquadro sulla pagina',
    fix: 'Correggi',
    createAnyway: 'Crea comunque',
  },
  ready: {
    title: 'Documenti creati',
    made: 'File pronti: {{count}} di {{total}}',
    failed: 'Impossibile creare i documenti di queste righe: {{rows}}',
    open: 'Apri i file',
    zip: 'Scarica tutti (ZIP)',
    pdf: 'Un unico PDF da stampare',
  },
  errors: {
    mass_need_pro: 'La creazione in serie dei documenti è disponibile con PRO',
    mass_id_invalid: 'Numero dell’avvio non valido',
    massmask_invalid: 'Impossibile leggere la riga della tabella',
    mass_rows_max: 'Un avvio crea al massimo 30 documenti; crea le altre righe con un nuovo avvio',
    key_unknown: 'Il documento non ha questo segnaposto',
    not_found: 'Documento non trovato',
    in_trash: 'Ripristina il documento o la cartella prima di aprirlo!',
    forbidden: 'Non hai accesso a questo documento',
  },
};
