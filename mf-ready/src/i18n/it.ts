// The Italian error texts load with this chunk only, not through the package's index
// (which is in every first load), hence the path import.
import { docsErrorsIt } from '@gramota/ui/strings/docs-errors.it';
import { deliveryErrorsIt } from '@gramota/delivery/strings/delivery-errors.it';
import type { ReadyTranslation } from './ru';

/** The 'ready' namespace in Italian: its own chunk, fetched only when a teacher chooses it. */
export const it: ReadyTranslation<'one' | 'many' | 'other'> = {
  ready: {
    views: {
      label: 'Sezioni dei file pronti',
      all: 'Tutti i file',
      types: 'Per tipo',
      trash: 'Cestino',
      search: 'Ricerca',
      mass: 'File creati',
      folder: 'Cartella',
    },
    types: {
      label: 'Tipi di documento',
      g: 'Attestati di merito',
      d: 'Diplomi',
      c: 'Certificati',
      b: 'Lettere di ringraziamento',
      s: 'Pagelle e note di merito',
      p: 'Inviti',
      o: 'Biglietti e altro',
    },
    typesNote:
      'I file sono mostrati per tipo del documento da cui sono stati creati; i file dei documenti eliminati si trovano solo in «Tutti i file».',
    actions: {
      open: 'Apri',
      download: 'Scarica',
      print: 'Stampa',
      email: 'Per e-mail',
      storage: 'In archivio',
      messenger: 'Su messenger',
      cloud: 'Sul cloud',
      shareMobile: 'Sul telefono',
      rename: 'Rinomina',
      move: 'Sposta',
      remove: 'Sposta nel cestino',
      restore: 'Ripristina',
      deleteForever: 'Elimina definitivamente',
      clearTrash: 'Svuota cestino',
      printOrder: 'Ordina la stampa',
      newFolder: 'Nuova cartella',
    },
    alerts: {
      selectItem: 'Seleziona un documento o una cartella',
      recoverBeforeOpening: 'Ripristina il documento o la cartella prima di aprirli!',
      nothingFound: 'Nessun risultato',
      printOneFormat: 'Per stampare, seleziona file dello stesso formato',
      needPro:
        'Per ottenere i file in questo modo serve l’accesso PRO a tutti i modelli dei documenti selezionati.',
      needProTitle: 'Serve l’accesso PRO',
      shareOneFile: 'Sul telefono si può inviare un solo file: selezionane uno',
      printBlocked:
        'Il browser non ha permesso di aprire la finestra di stampa. Apri il PDF e stampalo.',
    },
    badges: {
      free: 'Gratuito',
      freeTitle: 'Creato senza PRO',
      pro: 'PRO',
      proTitle: 'Creato con PRO: può andare nell’archivio',
      jpeg: 'JPEG',
      pdf: 'PDF',
    },
    details: {
      label: 'File selezionato',
      selected: 'File selezionati: {{count}}',
    },
    preview: {
      download: 'Scarica',
      print: 'Stampa',
      close: 'Chiudi',
    },
    exportTitle: 'Scarica i file',
    exportHint: 'JPEG: immagine per la stampa (300 dpi); PDF: con testo e caratteri.',
    mass: {
      wait: 'I file sono ancora in creazione…',
      failed: 'File non creati: {{count}}',
      zip: 'Scarica tutti (ZIP)',
      pdf: 'Un unico PDF da stampare',
    },
    empty: {
      all: 'Ancora nessun file pronto',
      allText: 'Qui compariranno i file che stampi, scarichi o invii dall’editor.',
      action: 'Ai miei documenti',
      type: 'Nessun file di questo tipo',
      folder: 'Questa cartella è vuota',
      trash: 'Il cestino è vuoto',
      trashText: 'I file eliminati restano qui finché non svuoti il cestino.',
      searchText: 'Controlla l’ortografia o cerca un’altra parola.',
      mass: 'I file di questa operazione non sono stati trovati',
      unknown: 'Questa pagina non esiste',
    },
    search: {
      label: 'Cerca nei file pronti',
      placeholder: 'Cerca file',
      hint: 'Almeno 3 caratteri',
      title: 'Ricerca: «{{query}}»',
    },
    trashNote: 'I file nel cestino non si possono aprire: prima ripristinali.',
    folders: {
      name: 'Nome',
      defaultName: 'Nuova cartella',
      newTitle: 'Nuova cartella',
      renameTitle: 'Rinomina',
      moveTitle: 'Sposta nella cartella',
      create: 'Crea',
      save: 'Salva',
    },
    confirm: {
      deleteForever_one:
        'Eliminare definitivamente {{count}} elemento? I file non potranno essere ripristinati.',
      deleteForever_many:
        'Eliminare definitivamente {{count}} elementi? I file non potranno essere ripristinati.',
      deleteForever_other:
        'Eliminare definitivamente {{count}} elementi? I file non potranno essere ripristinati.',
      clearTrash: 'Eliminare definitivamente tutto ciò che è nel cestino?',
    },
    done: {
      folderCreated: 'Cartella creata',
      renamed: 'Rinominato',
      moved: 'Elementi spostati: {{count}}',
      trashed: 'Spostati nel cestino: {{count}}',
      restored: 'Ripristinati: {{count}}',
      deleted: 'Eliminati definitivamente: {{count}}',
      cleared: 'Cestino svuotato',
      restoredToRoot:
        'Alcuni file sono stati ripristinati in «File pronti»: la loro cartella è stata eliminata o si trova nel cestino.',
    },
    shareMobile: {
      title: 'Invia al telefono',
    },
  },
  errors: { ...docsErrorsIt, ...deliveryErrorsIt },
};
