import type { massRu } from './mass.ru';

/** Italian strings of mass creation; the keys of mass.ru.ts. */
export const massIt: typeof massRu = {
  create: 'Crea documenti',
  title: 'Creazione in serie',
  needProTitle: 'Serve PRO',
  needPro: 'La creazione in serie di documenti da una tabella è disponibile con PRO',
  noRows: {
    noColumns: {
      title: 'Nessuna colonna assegnata',
      text: "Nessuna colonna della tabella è collegata a un campo del documento. Fai clic sull'intestazione di una colonna (per esempio «Nome») e scegli il campo che riempie.",
    },
    noneTicked: {
      title: 'Nessuna riga spuntata',
      text: 'Nessuna riga è spuntata. Spunta le righe degli alunni: per ognuna verrà creato un documento.',
    },
    noData: {
      title: 'Le righe spuntate sono vuote',
      text: 'Le righe spuntate non hanno dati nelle colonne collegate ai campi del documento. Spunta righe con dati o collega a un campo la colonna che li contiene.',
    },
  },
  namesFailed:
    'Non è stato possibile declinare i nomi, quindi nessun documento è stato creato. {{text}}',
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
  check: {
    intro:
      'Ecco come verranno stampati i nomi. Controllali insieme al genere di ogni alunno: ne dipendono le desinenze e le parole al maschile o al femminile.',
    caption: 'Nomi e genere',
    name: 'Come verrà stampato',
    gender: 'Genere',
    genderLabel: "Genere dell'alunno nella riga {{row}}",
    genders: {
      m: 'maschile',
      f: 'femminile',
    },
    genderCell: {
      m: 'M',
      f: 'F',
    },
    fromTable: "dall'elenco",
    fromName: 'dal nome',
    genderUnknown: 'sconosciuto',
    unreadGender: 'Nella colonna del genere c’è scritto «{{text}}»: né maschile né femminile',
    doubts: {
      latin: "Nome in lettere latine: verrà stampato come nell'elenco",
      gender_unknown:
        "Genere sconosciuto: sceglilo e il nome verrà declinato. Fino ad allora verrà stampato come nell'elenco",
      unknown_name: "Non è chiaro come declinare questo nome: verrà stampato come nell'elenco",
      parts: "Non sembra «Cognome Nome Patronimico»: verrà stampato come nell'elenco",
    },
    genderOnlyUnknown:
      'Genere sconosciuto: sceglilo perché le parole del documento siano al genere giusto',
    keep: "Lascia come nell'elenco",
    keepLabel: "Lascia come nell'elenco: {{name}}, riga {{row}}",
    correctLabel: 'Forma corretta del nome nella riga {{row}}',
    save: 'Salva',
    saveLabel: 'Salva la forma del nome nella riga {{row}}',
    corrected: 'corretto da te',
    busy: 'Nuovo controllo…',
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
    decline_invalid: 'Impossibile leggere i nomi',
    gender_invalid: 'Il genere deve essere maschile o femminile',
  },
};
