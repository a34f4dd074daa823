import type { docsRu } from './docs.ru';

/** My documents, German (mirrors docs.ru.ts). */
export const docsDe: typeof docsRu = {
  root: 'Meine Dokumente',
  views: {
    label: 'Dokumentbereiche',
    root: 'Alle Dokumente',
    recent: 'Zuletzt verwendet',
    favorite: 'Favoriten',
    types: 'Nach Typ',
    trash: 'Papierkorb',
    search: 'Suche',
  },
  types: {
    label: 'Dokumenttypen',
  },
  actions: {
    newDocument: 'Dokument erstellen',
    newFolder: 'Neuer Ordner',
    open: 'Öffnen',
    rename: 'Umbenennen',
    favorite: 'Zu Favoriten',
    unfavorite: 'Aus Favoriten entfernen',
    copy: 'Kopieren',
    move: 'Verschieben',
    createFiles: 'Dateien erstellen',
    remove: 'In den Papierkorb',
    restore: 'Wiederherstellen',
    deleteForever: 'Endgültig löschen',
    clearTrash: 'Papierkorb leeren',
    pick: 'Auswählen',
  },
  alerts: {
    selectItem: 'Wählen Sie ein Dokument oder einen Ordner aus',
    selectDocument: 'Wählen Sie ein Dokument aus',
    recoverBeforeOpening: 'Stellen Sie das Dokument oder den Ordner vor dem Öffnen wieder her!',
    nothingFound: 'Nichts gefunden',
    onlyDocuments: 'Bitte wählen Sie nur Dokumente aus!',
  },
  defaultFolderName: 'Neuer Ordner',
  folderForm: {
    name: 'Name',
    newTitle: 'Neuer Ordner',
    renameTitle: 'Umbenennen',
    create: 'Erstellen',
    save: 'Speichern',
  },
  move: {
    title: 'In Ordner verschieben',
  },
  done: {
    folderCreated: 'Ordner erstellt',
    renamed: 'Name geändert',
    copied: 'Kopie erstellt',
    moved: 'Verschobene Objekte: {{count}}',
    trashed: 'In den Papierkorb verschoben: {{count}}',
    restored: 'Wiederhergestellte Objekte: {{count}}',
    deleted: 'Endgültig gelöschte Objekte: {{count}}',
    cleared: 'Papierkorb geleert',
    favoriteOn: 'Zu Favoriten hinzugefügt',
    favoriteOff: 'Aus Favoriten entfernt',
    restoredToRoot:
      'Einige Objekte wurden in „Meine Dokumente“ wiederhergestellt: Ihr Ordner wurde gelöscht oder liegt im Papierkorb.',
  },
  confirm: {
    deleteForever:
      'Die ausgewählten Objekte ({{count}}) endgültig löschen? Sie lassen sich nicht wiederherstellen.',
    clearTrash: 'Papierkorb leeren? Alles darin wird endgültig gelöscht.',
  },
  empty: {
    root: 'Noch keine Dokumente',
    rootText:
      'Wählen Sie eine Vorlage, um Ihre erste Urkunde, Ihr erstes Diplom oder Dankesschreiben zu erstellen.',
    folder: 'Dieser Ordner ist leer',
    folderText:
      'Erstellen Sie hier ein Dokument oder ziehen Sie Dokumente aus anderen Ordnern hierher.',
    recent: 'Keine zuletzt verwendeten Dokumente',
    favorite: 'Noch keine Favoriten',
    favoriteText: 'Markieren Sie Dokumente oder Ordner mit dem Stern – sie erscheinen dann hier.',
    type: 'Keine Dokumente dieses Typs',
    trash: 'Der Papierkorb ist leer',
    trashText: 'Gelöschte Dokumente und Ordner bleiben hier, bis Sie den Papierkorb leeren.',
    searchText: 'Prüfen Sie die Schreibweise oder suchen Sie nach einem anderen Wort.',
    action: 'Vorlage auswählen',
    unknown: 'Diese Seite gibt es nicht',
  },
  search: {
    label: 'Dokumente durchsuchen',
    placeholder: 'Dokumente durchsuchen',
    hint: 'Mindestens 3 Zeichen',
    title: 'Suche: „{{query}}“',
  },
  quickAccess: 'Zuletzt verwendete Dokumente',
  trashNote:
    'Dokumente im Papierkorb lassen sich nicht öffnen – stellen Sie sie zuerst wieder her.',
  embed: {
    hint: 'Wählen Sie ein Dokument per Doppelklick oder mit der Schaltfläche „Auswählen“.',
  },
  lastChanges: 'Zuletzt geändert: {{date}}',
};
