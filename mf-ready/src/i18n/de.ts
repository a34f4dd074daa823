// The German error texts load with this chunk only, not through the package's index
// (which is in every first load), hence the path import.
import { docsErrorsDe } from '@gramota/ui/strings/docs-errors.de';
import { deliveryErrorsDe } from '@gramota/delivery/strings/delivery-errors.de';
import type { ReadyTranslation } from './ru';

/** The 'ready' namespace in German: its own chunk, fetched only when a teacher chooses it. */
export const de: ReadyTranslation<'one' | 'other'> = {
  ready: {
    views: {
      label: 'Bereiche der fertigen Dateien',
      all: 'Alle Dateien',
      types: 'Nach Typ',
      trash: 'Papierkorb',
      search: 'Suche',
      mass: 'Erstellte Dateien',
      folder: 'Ordner',
    },
    types: {
      label: 'Dokumenttypen',
      g: 'Urkunden',
      d: 'Diplome',
      c: 'Zertifikate',
      b: 'Dankesschreiben',
      s: 'Zeugnisse und Belobigungen',
      p: 'Einladungen',
      o: 'Karten und Sonstiges',
    },
    typesNote:
      'Die Dateien sind nach dem Typ des Dokuments geordnet, aus dem sie erstellt wurden; Dateien gelöschter Dokumente gibt es nur unter „Alle Dateien“.',
    actions: {
      open: 'Öffnen',
      download: 'Herunterladen',
      print: 'Drucken',
      email: 'Per E-Mail',
      storage: 'In den Speicher',
      messenger: 'An Messenger',
      cloud: 'In die Cloud',
      shareMobile: 'Aufs Handy',
      rename: 'Umbenennen',
      move: 'Verschieben',
      remove: 'In den Papierkorb',
      restore: 'Wiederherstellen',
      deleteForever: 'Endgültig löschen',
      clearTrash: 'Papierkorb leeren',
      printOrder: 'Druck bestellen',
      newFolder: 'Neuer Ordner',
    },
    alerts: {
      selectItem: 'Wählen Sie ein Dokument oder einen Ordner aus',
      recoverBeforeOpening: 'Stellen Sie das Dokument oder den Ordner vor dem Öffnen wieder her!',
      nothingFound: 'Nichts gefunden',
      printOneFormat: 'Wählen Sie zum Drucken Dateien desselben Formats aus',
      needPro:
        'Um die Dateien auf diesem Weg zu erhalten, brauchen Sie PRO-Zugang zu allen Vorlagen der ausgewählten Dokumente.',
      needProTitle: 'PRO-Zugang erforderlich',
      shareOneFile: 'Aufs Handy lässt sich nur eine Datei senden: Wählen Sie eine aus',
      printBlocked:
        'Der Browser hat das Druckfenster blockiert. Öffnen Sie die PDF-Datei und drucken Sie sie.',
    },
    badges: {
      free: 'Kostenlos',
      freeTitle: 'Ohne PRO erstellt',
      pro: 'PRO',
      proTitle: 'Mit PRO erstellt: kann in den Speicher',
      jpeg: 'JPEG',
      pdf: 'PDF',
    },
    details: {
      label: 'Ausgewählte Datei',
      selected: 'Ausgewählte Dateien: {{count}}',
    },
    preview: {
      download: 'Herunterladen',
      print: 'Drucken',
      close: 'Schließen',
    },
    exportTitle: 'Dateien herunterladen',
    exportHint: 'JPEG: Bild in Druckqualität (300 dpi); PDF: mit Text und Schriften.',
    mass: {
      wait: 'Die Dateien werden noch erstellt…',
      failed: 'Nicht erstellte Dateien: {{count}}',
      zip: 'Alle herunterladen (ZIP)',
      pdf: 'Ein PDF zum Drucken',
    },
    empty: {
      all: 'Noch keine fertigen Dateien',
      allText:
        'Hier erscheinen die Dateien, die Sie im Editor drucken, herunterladen oder versenden.',
      action: 'Zu meinen Dokumenten',
      type: 'Keine Dateien dieses Typs',
      folder: 'Dieser Ordner ist leer',
      trash: 'Der Papierkorb ist leer',
      trashText: 'Gelöschte Dateien bleiben hier, bis Sie den Papierkorb leeren.',
      searchText: 'Prüfen Sie die Schreibweise oder suchen Sie nach einem anderen Wort.',
      mass: 'Die Dateien dieses Auftrags wurden nicht gefunden',
      unknown: 'Diese Seite gibt es nicht',
    },
    search: {
      label: 'Fertige Dateien durchsuchen',
      placeholder: 'Dateien durchsuchen',
      hint: 'Mindestens 3 Zeichen',
      title: 'Suche: „{{query}}“',
    },
    trashNote:
      'Dateien im Papierkorb lassen sich nicht öffnen – stellen Sie sie zuerst wieder her.',
    folders: {
      name: 'Name',
      defaultName: 'Neuer Ordner',
      newTitle: 'Neuer Ordner',
      renameTitle: 'Umbenennen',
      moveTitle: 'In Ordner verschieben',
      create: 'Erstellen',
      save: 'Speichern',
    },
    confirm: {
      deleteForever_one:
        '{{count}} Objekt endgültig löschen? Die Dateien lassen sich nicht wiederherstellen.',
      deleteForever_other:
        '{{count}} Objekte endgültig löschen? Die Dateien lassen sich nicht wiederherstellen.',
      clearTrash: 'Alles im Papierkorb endgültig löschen?',
    },
    done: {
      folderCreated: 'Ordner erstellt',
      renamed: 'Umbenannt',
      moved: 'Verschobene Objekte: {{count}}',
      trashed: 'In den Papierkorb verschoben: {{count}}',
      restored: 'Wiederhergestellt: {{count}}',
      deleted: 'Endgültig gelöscht: {{count}}',
      cleared: 'Papierkorb geleert',
      restoredToRoot:
        'Einige Dateien wurden in „Fertige Dateien“ wiederhergestellt: Ihr Ordner wurde gelöscht oder liegt im Papierkorb.',
    },
    shareMobile: {
      title: 'Aufs Handy senden',
    },
  },
  errors: { ...docsErrorsDe, ...deliveryErrorsDe },
};
