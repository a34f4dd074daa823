import type { Translation } from '../../i18n/translation';
import type { WorkshopListStrings } from './ru';

/** My templates in Italian (mirrors ru.ts; _many, Italian's form for millions, as _other). */
export const listIt: Translation<WorkshopListStrings> = {
  list: {
    views: {
      label: 'Sezioni del laboratorio',
      all: 'I miei modelli',
      recent: 'Recenti',
      types: 'Per tipo',
      shared: 'Condivisi con me',
      trash: 'Cestino',
      search: 'Ricerca',
      folder: 'Cartella',
    },
    types: {
      label: 'Tipi di modello',
      g: 'Attestati di merito',
      d: 'Diplomi',
      c: 'Certificati',
      b: 'Lettere di ringraziamento',
      s: 'Pagelle e note di merito',
      p: 'Inviti',
      o: 'Biglietti e altro',
    },
    search: {
      placeholder: 'Cerca modelli',
      label: 'Cerca nei miei modelli',
      hint: 'Scrivi almeno 3 caratteri',
      title: 'Ricerca: {{query}}',
    },
    actions: {
      open: 'Apri',
      createDoc: 'Crea documento',
      create: 'Crea modello',
      upload: 'Carica modello',
      copy: 'Copia',
      rename: 'Rinomina',
      move: 'Sposta',
      newFolder: 'Nuova cartella',
      remove: 'Sposta nel cestino',
      restore: 'Ripristina',
      deleteForever: 'Elimina definitivamente',
      clearTrash: 'Svuota cestino',
      download: 'Scarica',
      share: 'Condividi',
      edit: 'Modifica',
    },
    alerts: {
      selectItem: 'Seleziona un documento o una cartella',
      selectTemplate: 'Seleziona un modello',
      recoverBeforeOpening: 'Ripristina il documento o la cartella prima di aprirlo!',
      nothingFound: 'Nessun risultato',
      renameOne: 'Puoi rinominare un solo elemento alla volta',
      createFailed: 'Non è stato possibile creare il modello. Riprova',
      createTimeout: 'La creazione del modello richiede troppo tempo. Riprova più tardi',
      errorTitle: 'Errore',
      viewOnly:
        'Puoi solo visualizzare questo modello: il proprietario non ti ha dato il permesso di modificarlo',
    },
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
        'Eliminare definitivamente {{count}} elemento? L’operazione è irreversibile.',
      deleteForever_many:
        'Eliminare definitivamente {{count}} elementi? L’operazione è irreversibile.',
      deleteForever_other:
        'Eliminare definitivamente {{count}} elementi? L’operazione è irreversibile.',
      clearTrash:
        'Svuotare il cestino? Tutti i modelli e le cartelle che contiene saranno eliminati definitivamente.',
    },
    done: {
      folderCreated: 'Cartella creata',
      renamed: 'Rinominato',
      moved: 'Spostato',
      trashed: 'Spostato nel cestino',
      restored: 'Ripristinato',
      deleted: 'Eliminato definitivamente',
      cleared: 'Cestino svuotato',
      restoredToRoot: 'La cartella non esiste più: ripristinato in «I miei modelli»',
      copied: 'Copia creata',
    },
    empty: {
      all: 'Ancora nessun modello',
      allText: 'Crea il tuo modello: cornice, sfondo, titolo, immagini, codici QR e timbri.',
      folder: 'In questa cartella non ci sono modelli',
      type: 'Nessun modello di questo tipo',
      recent: 'Ancora nessun modello',
      trash: 'Il cestino è vuoto',
      trashText: 'Qui finiscono i modelli e le cartelle eliminati.',
      searchText: 'Prova con altre parole.',
      unknown: 'Questa pagina del laboratorio non esiste',
      shared: 'Nessuno ha ancora condiviso nulla con te',
      sharedText:
        'Qui compariranno i modelli e le cartelle che altri insegnanti condivideranno con te.',
    },
    plan: {
      label: 'Piano del laboratorio',
      free: 'Gratuito',
      pro: 'Pro',
      freeTitle: 'Gratis: un modello',
      proTitle: 'Laboratorio pagato: modelli illimitati',
    },
    notes: {
      trash: 'I modelli nel cestino si possono ripristinare o eliminare definitivamente.',
      generating: 'Stiamo preparando l’anteprima del modello…',
      shared: 'Modelli che altri insegnanti hanno condiviso con te: usali per creare documenti.',
    },
    shared: {
      by: 'Proprietario: {{name}} ({{email}}).',
      folder: 'Cartella di {{name}} ({{email}}).',
      viewOnly: 'Sola lettura.',
      canEdit: 'Puoi modificare.',
    },
    sharedLink: {
      signIn: 'Accedi per aprire il modello condiviso',
      signInAction: 'Accedi',
      missing:
        'Il link non funziona: il proprietario ha cambiato l’accesso o ha eliminato il modello',
      empty: 'Qui non ci sono ancora modelli',
    },
    preview: {
      createDoc: 'Crea documento',
      edit: 'Modifica',
      close: 'Chiudi',
      noPicture: 'L’immagine del modello è ancora in preparazione',
    },
    create: {
      title: 'Nuovo modello',
      name: 'Nome',
      defaultName: 'Il mio modello',
      format: 'Formato',
      formats: {
        a4: 'A4 verticale',
        a4h: 'A4 orizzontale',
        a5: 'A5',
        custom: 'Dimensioni personalizzate',
      },
      width: 'Larghezza, cm',
      height: 'Altezza, cm',
      sizeInvalid: 'Dimensioni da 5 a 100 cm',
      submit: 'Crea',
    },
    upload: {
      title: 'Carica modello',
      file: 'Immagine del modello (JPEG, PNG o WebP, fino a 10 MB)',
      format: 'Formato',
      submit: 'Carica',
      busy: 'Caricamento…',
    },
    userpic: {
      alt: 'Foto di {{name}}',
      set: 'Cambia foto',
      title: 'Foto del profilo',
      current: 'La tua foto',
      file: 'Foto (JPEG, PNG o WebP, fino a 10 MB)',
      hint: 'La foto viene ritagliata a quadrato; compare nella barra in alto e negli elenchi di accesso.',
      submit: 'Carica',
      busy: 'Caricamento…',
      saved: 'Foto aggiornata',
      close: 'Chiudi',
    },
    needPay: {
      title: 'Serve il pagamento del laboratorio',
      text: 'Un modello è gratuito. Per crearne altri, attiva il piano del laboratorio.',
      upload:
        'Puoi caricare gratis un modello. Per caricarne altri, attiva il piano del laboratorio.',
      createDoc:
        'Per creare documenti dai modelli del laboratorio quando ne hai più di uno, attiva il piano del laboratorio.',
      pictures:
        'Immagini e codici QR in un modello fanno parte del piano del laboratorio. Attivalo per aggiungerli.',
      plan: 'Il tuo piano:',
      action: 'Vai al pagamento',
      close: 'Chiudi',
    },
    removeError: {
      title: 'Il modello non può essere eliminato',
    },
    usage: {
      title: 'Da questo modello sono già stati creati documenti',
      docs_one:
        'Dai modelli selezionati è stato creato {{count}} documento: resterà, ma non sarà più possibile cambiarne il modello.',
      docs_many:
        'Dai modelli selezionati sono stati creati {{count}} documenti: resteranno, ma non sarà più possibile cambiarne il modello.',
      docs_other:
        'Dai modelli selezionati sono stati creati {{count}} documenti: resteranno, ma non sarà più possibile cambiarne il modello.',
      storage_one: 'Nell’archivio c’è {{count}} file creato da questo modello.',
      storage_many: 'Nell’archivio ci sono {{count}} file creati da questo modello.',
      storage_other: 'Nell’archivio ci sono {{count}} file creati da questo modello.',
      confirm: 'Sposta comunque nel cestino',
    },
  },
};
