import type { docsRu } from './docs.ru';

/** My documents, Italian (mirrors docs.ru.ts). */
export const docsIt: typeof docsRu = {
  root: 'I miei documenti',
  views: {
    label: 'Sezioni dei documenti',
    root: 'Tutti i documenti',
    recent: 'Recenti',
    favorite: 'Preferiti',
    types: 'Per tipo',
    trash: 'Cestino',
    search: 'Ricerca',
  },
  types: {
    label: 'Tipi di documento',
  },
  actions: {
    newDocument: 'Crea documento',
    newFolder: 'Nuova cartella',
    open: 'Apri',
    rename: 'Rinomina',
    favorite: 'Aggiungi ai preferiti',
    unfavorite: 'Rimuovi dai preferiti',
    copy: 'Copia',
    move: 'Sposta',
    createFiles: 'Crea file',
    remove: 'Sposta nel cestino',
    restore: 'Ripristina',
    deleteForever: 'Elimina definitivamente',
    clearTrash: 'Svuota cestino',
    pick: 'Scegli',
  },
  alerts: {
    selectItem: 'Seleziona un documento o una cartella',
    selectDocument: 'Seleziona un documento',
    recoverBeforeOpening: 'Ripristina il documento o la cartella prima di aprirli!',
    nothingFound: 'Nessun risultato',
    onlyDocuments: 'Seleziona solo documenti!',
  },
  defaultFolderName: 'Nuova cartella',
  folderForm: {
    name: 'Nome',
    newTitle: 'Nuova cartella',
    renameTitle: 'Rinomina',
    create: 'Crea',
    save: 'Salva',
  },
  move: {
    title: 'Sposta nella cartella',
  },
  done: {
    folderCreated: 'Cartella creata',
    renamed: 'Nome modificato',
    copied: 'Copia creata',
    moved: 'Elementi spostati: {{count}}',
    trashed: 'Elementi spostati nel cestino: {{count}}',
    restored: 'Elementi ripristinati: {{count}}',
    deleted: 'Elementi eliminati definitivamente: {{count}}',
    cleared: 'Cestino svuotato',
    favoriteOn: 'Aggiunto ai preferiti',
    favoriteOff: 'Rimosso dai preferiti',
    restoredToRoot:
      'Alcuni elementi sono stati ripristinati in «I miei documenti»: la loro cartella è stata eliminata o si trova nel cestino.',
  },
  confirm: {
    deleteForever:
      'Eliminare definitivamente gli elementi selezionati ({{count}})? Non sarà possibile ripristinarli.',
    clearTrash: 'Svuotare il cestino? Tutto ciò che contiene sarà eliminato definitivamente.',
  },
  empty: {
    root: 'Ancora nessun documento',
    rootText:
      'Scegli un modello per creare il tuo primo attestato, diploma o lettera di ringraziamento.',
    folder: 'Questa cartella è vuota',
    folderText: 'Crea qui un documento o trascina qui documenti da altre cartelle.',
    recent: 'Nessun documento recente',
    favorite: 'Ancora nessun preferito',
    favoriteText: 'Contrassegna un documento o una cartella con la stella: comparirà qui.',
    type: 'Nessun documento di questo tipo',
    trash: 'Il cestino è vuoto',
    trashText: 'I documenti e le cartelle eliminati restano qui finché non svuoti il cestino.',
    searchText: 'Controlla l’ortografia o cerca un’altra parola.',
    action: 'Scegli un modello',
    unknown: 'Questa pagina non esiste',
  },
  search: {
    label: 'Cerca documenti',
    placeholder: 'Cerca documenti',
    hint: 'Almeno 3 caratteri',
    title: 'Ricerca: «{{query}}»',
  },
  quickAccess: 'Documenti recenti',
  trashNote: 'I documenti nel cestino non si possono aprire: prima ripristinali.',
  embed: {
    hint: 'Scegli un documento con un doppio clic o con il pulsante «Scegli».',
  },
  lastChanges: 'Ultime modifiche {{date}}',
};
