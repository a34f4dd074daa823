import type { CreatorStrings } from './creator.ru';

/**
 * The "get the file" flows, Italian (mirrors creator.ru.ts). Italian's plural rules add _many
 * (millions, "di" before the noun); here it reads as _other.
 */
export const creatorIt: CreatorStrings = {
  group: 'Ottieni il documento',
  types: {
    print: 'Stampa',
    export: 'Scarica',
    mass: 'Creazione in serie',
    'share-mobile': 'Sul telefono',
    'send-email': 'Via e-mail',
    telegram: 'Su Telegram',
    yadisk: 'Su Yandex Disk',
    storage: "Nell'archivio",
    'print-order': 'Ordina la stampa',
  },
  massGrey: 'La creazione in serie non è disponibile per documenti con più di due modelli',
  failed: 'Non è stato possibile ottenere il file. Controlla la connessione e riprova.',
  progress: {
    preparing: 'Il tuo file è in preparazione…',
    secondsLeft: 'Ancora {{seconds}} s',
    freeHint:
      'Un file gratuito viene preparato con un ritardo. Nei documenti PRO i file sono pronti subito.',
    loading: 'Caricamento…',
    sending: 'Invio del file…',
    readyExport: 'Il file è stato scaricato.',
    readyPrint: 'Il file è stato inviato in stampa.',
    other: 'Altri formati:',
    jpeg: 'Immagine JPEG',
    pdf: 'PDF',
    directLink: 'Se il download non è iniziato, apri il file con il link diretto:',
    directLinkPrint: 'Se la finestra di stampa non si è aperta, apri il file con il link diretto:',
    link: 'Link diretto',
    error: 'ERROR',
    errorHint: 'Non è stato possibile caricare il file. Prova il link diretto:',
  },
  banner: {
    label: 'Preparazione del file',
    preparing: 'Preparazione del file…',
    loading: 'Caricamento…',
    ready: 'Pronto',
    error: 'ERROR',
    link: 'Link diretto',
    hide: 'Nascondi',
  },
  donate: {
    title: 'Sostieni il progetto',
    text: 'Il servizio è gratuito per gli insegnanti e vive grazie al sostegno degli utenti. Sostienici, oppure continua gratis.',
    support: 'Sostieni',
    continue: 'Continua gratis',
    continueIn: 'Continua gratis ({{seconds}})',
  },
  needSelect: {
    title: 'Scegli un modello',
    text: 'Per ottenere il file, scegli un modello per il documento.',
    action: 'Scegli un modello',
  },
  timeLimit: {
    title: 'Troppo spesso',
    text: 'I file gratuiti non si possono ottenere così spesso. Attendi un po’ e riprova, oppure attiva PRO.',
  },
  bug: {
    title: 'Qualcosa è andato storto',
    text: 'Non è stato possibile preparare il file. Conosciamo già l’errore; riprova un po’ più tardi.',
    details: 'Dettagli:',
  },
  share: {
    title: 'Sul telefono',
  },
  notes: {
    title: 'Il file è stato creato con delle sostituzioni:',
    font_unavailable:
      'Il carattere «{{name}}» non è disponibile, al suo posto è stato usato {{fallback}}.',
    font_file_missing:
      'Il file del carattere ({{name}}) non è stato trovato sul server, il testo potrebbe apparire con un carattere simile.',
    picture_missing:
      'L’immagine «{{name}}» non è stata trovata, il documento è stato creato senza.',
    stamp_missing: 'Un timbro o una firma non è stato trovato, il documento è stato creato senza.',
    qr_invalid: 'Un codice QR contiene un link non valido, il documento è stato creato senza.',
    foreign_file: '«{{name}}» non è un file del nostro sito, il documento è stato creato senza.',
    format_unknown:
      'Il formato di pagina «{{name}}» è sconosciuto, al suo posto è stato usato {{fallback}}.',
    margins_unreadable:
      'Non è stato possibile leggere i margini della pagina, il documento è stato creato senza margini.',
    pages_cut_one:
      'Il documento è più lungo di {{count}} pagina: nel file è entrata solo la prima.',
    pages_cut_many:
      'Il documento è più lungo di {{count}} pagine: nel file sono entrate le prime {{count}}.',
    pages_cut_other:
      'Il documento è più lungo di {{count}} pagine: nel file sono entrate le prime {{count}}.',
  },
  needText: {
    title: 'Aggiungi il testo',
    one: 'Un testo del documento non è compilato. Compilalo e riprova.',
    some_one: '{{count}} testo del documento non è compilato. Compilalo e riprova.',
    some_many: '{{count}} testi del documento non sono compilati. Compilali e riprova.',
    some_other: '{{count}} testi del documento non sono compilati. Compilali e riprova.',
    several_one:
      '{{count}} testo del documento non è compilato. Compilalo perché il documento sembri finito.',
    several_many:
      '{{count}} testi del documento non sono compilati. Compilali perché il documento sembri finito.',
    several_other:
      '{{count}} testi del documento non sono compilati. Compilali perché il documento sembri finito.',
    many_one:
      'Il documento è quasi vuoto: {{count}} testo non è compilato. Scrivi il testo o scegli un altro modello.',
    many_many:
      'Il documento è quasi vuoto: {{count}} testi non sono compilati. Scrivi il testo o scegli un altro modello.',
    many_other:
      'Il documento è quasi vuoto: {{count}} testi non sono compilati. Scrivi il testo o scegli un altro modello.',
  },
};
