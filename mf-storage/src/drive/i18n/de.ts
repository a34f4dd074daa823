// This language's error texts load with this chunk only, not through the package's index
// (which is in every first load), hence the path import.
import { docsErrorsDe } from '@gramota/ui/strings/docs-errors.de';
import type { Translation } from '../../i18n/translation';
import type { DriveStrings } from './ru';

/** The Drive in German (mirrors ru.ts; German counts with _one/_other only). */
export const de: Translation<DriveStrings> = {
  drive: {
    views: {
      label: 'Bereiche des Laufwerks',
      all: 'Laufwerk',
      trash: 'Papierkorb',
      search: 'Suche',
      folder: 'Ordner',
    },
    actions: {
      open: 'Öffnen',
      newFolder: 'Neuer Ordner',
      rename: 'Umbenennen',
      move: 'Verschieben',
      remove: 'In den Papierkorb',
      restore: 'Wiederherstellen',
      deleteForever: 'Endgültig löschen',
      clearTrash: 'Papierkorb leeren',
    },
    alerts: {
      selectItem: 'Wählen Sie ein Dokument oder einen Ordner',
      recoverBeforeOpening: 'Stellen Sie das Dokument oder den Ordner vor dem Öffnen wieder her!',
      nothingFound: 'Nichts gefunden',
    },
    search: {
      label: 'Im Laufwerk suchen',
      placeholder: 'Im Laufwerk suchen',
      hint: 'Mindestens 3 Zeichen',
      title: 'Suche: „{{query}}“',
    },
    group: {
      made: 'Fertige Dateien: {{ready}} von {{count}}',
      making:
        'Die übrigen werden noch erstellt oder sind fehlgeschlagen – Details auf der Seite der Gruppe.',
      selected: 'Ausgewählt: {{count}}',
    },
    empty: {
      all: 'Das Laufwerk ist leer',
      allText:
        'Hier liegen Gruppen von Dateien aus der Serienerstellung: Öffnen Sie ein Dokument, wählen Sie „Serienerstellung“ und speichern Sie die Dateien im Laufwerk.',
      action: 'Zu meinen Dokumenten',
      folder: 'Dieser Ordner ist leer',
      trash: 'Der Papierkorb ist leer',
      trashText: 'Gelöschte Gruppen und Ordner bleiben hier, bis Sie den Papierkorb leeren.',
      searchText: 'Prüfen Sie die Schreibweise oder suchen Sie nach einem anderen Wort.',
      unknown: 'Diese Seite gibt es nicht',
      signedOut: 'Das Laufwerk ist nach der Anmeldung verfügbar',
      signedOutText:
        'Melden Sie sich an, um hier die Dateien aus der Serienerstellung aufzubewahren.',
      logIn: 'Anmelden',
    },
    trashNote:
      'Gruppen im Papierkorb lassen sich nicht öffnen – stellen Sie sie zuerst wieder her. Die E-Mails einer Gruppe im Papierkorb warten, bis sie wiederhergestellt ist.',
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
        '{{count}} Objekt endgültig löschen? Noch nicht gesendete E-Mails werden nicht verschickt; die fertigen Dateien bleiben unter „Fertige Dateien“.',
      deleteForever_other:
        '{{count}} Objekte endgültig löschen? Noch nicht gesendete E-Mails werden nicht verschickt; die fertigen Dateien bleiben unter „Fertige Dateien“.',
      clearTrash:
        'Alles im Papierkorb endgültig löschen? Die fertigen Dateien bleiben unter „Fertige Dateien“.',
    },
    done: {
      folderCreated: 'Ordner erstellt',
      renamed: 'Name geändert',
      moved: 'Verschobene Objekte: {{count}}',
      trashed: 'In den Papierkorb verschoben: {{count}}',
      restored: 'Wiederhergestellt: {{count}}',
      deleted: 'Endgültig gelöscht: {{count}}',
      cleared: 'Papierkorb geleert',
      restoredToRoot:
        'Einige Gruppen wurden in die oberste Ebene des Laufwerks zurückgelegt: ihr Ordner ist gelöscht oder liegt im Papierkorb.',
    },
  },
  errors: docsErrorsDe,
};
