// This language's error texts load with this chunk only, not through the package's index
// (which is in every first load), hence the path import.
import { docsErrorsDe } from '@gramota/ui/strings/docs-errors.de';
import type { Translation } from '../../i18n/translation';
import type { ru } from './ru';

/** The storage in German (mirrors ru.ts; German counts with _one/_other only). */
export const de: Translation<typeof ru> = {
  storage: {
    views: {
      label: 'Bereiche des Speichers',
      root: 'Meine Dateien',
      shared: 'Für mich freigegeben',
      trash: 'Papierkorb',
      search: 'Suche',
      folder: 'Ordner',
    },
    search: {
      label: 'Im Speicher suchen',
      placeholder: 'Dateien suchen',
      hint: 'Mindestens 3 Zeichen',
      title: 'Suche: „{{query}}“',
    },
    actions: {
      upload: 'Hochladen',
      newFolder: 'Neuer Ordner',
      open: 'Öffnen',
      download: 'Herunterladen',
      share: 'Freigeben',
      rename: 'Umbenennen',
      move: 'Verschieben',
      remove: 'In den Papierkorb',
      restore: 'Wiederherstellen',
      deleteForever: 'Endgültig löschen',
      clearTrash: 'Papierkorb leeren',
    },
    alerts: {
      selectItem: 'Wählen Sie ein Dokument oder einen Ordner',
      selectFile: 'Wählen Sie eine Datei',
      recoverBeforeOpening: 'Stellen Sie das Dokument oder den Ordner vor dem Öffnen wieder her!',
      nothingFound: 'Nichts gefunden',
      sharedStay:
        'Was andere für Sie freigegeben haben, bleibt in deren Ordnern: Öffnen Sie einen Ordner, um darin zu verschieben',
    },
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
      trashShared:
        '„{{name}}“ gehört {{owner}}. Es verschwindet für alle, mit denen es geteilt ist, und landet mit Ihrem Namen im Papierkorb des Eigentümers. In den Papierkorb verschieben?',
      deleteForever_one:
        '{{count}} Objekt endgültig löschen? Das lässt sich nicht rückgängig machen.',
      deleteForever_other:
        '{{count}} Objekte endgültig löschen? Das lässt sich nicht rückgängig machen.',
      clearTrash: 'Alles im Papierkorb endgültig löschen?',
    },
    done: {
      folderCreated: 'Ordner erstellt',
      renamed: 'Name geändert',
      moved_one: '{{count}} Objekt verschoben',
      moved_other: '{{count}} Objekte verschoben',
      trashed_one: '{{count}} Objekt in den Papierkorb verschoben',
      trashed_other: '{{count}} Objekte in den Papierkorb verschoben',
      restored_one: '{{count}} Objekt wiederhergestellt',
      restored_other: '{{count}} Objekte wiederhergestellt',
      deleted_one: '{{count}} Objekt endgültig gelöscht',
      deleted_other: '{{count}} Objekte endgültig gelöscht',
      cleared: 'Papierkorb geleert',
      restoredToRoot:
        'Einige Objekte sind zurück in „Meine Dateien“: ihr Ordner ist gelöscht oder liegt im Papierkorb.',
      uploaded_one: '{{count}} Datei hochgeladen',
      uploaded_other: '{{count}} Dateien hochgeladen',
    },
    empty: {
      root: 'Der Speicher ist leer',
      rootText:
        'Bewahren Sie hier fertige Dateien in Ordnern auf und teilen Sie sie mit Kolleginnen und Kollegen: Senden Sie sie aus „Fertige Dateien“ mit „In den Speicher“ oder laden Sie PDFs und Bilder von Ihrem Computer hoch.',
      toReady: 'Zu den fertigen Dateien',
      folder: 'Dieser Ordner ist leer',
      folderText:
        'Ziehen Sie PDFs oder Bilder von Ihrem Computer hierher oder klicken Sie auf „Hochladen“.',
      shared: 'Noch hat niemand etwas für Sie freigegeben',
      sharedText:
        'Hier erscheinen Dateien und Ordner, die Kolleginnen und Kollegen für Sie freigeben.',
      trash: 'Der Papierkorb ist leer',
      trashText: 'Gelöschte Dateien und Ordner bleiben hier, bis Sie den Papierkorb leeren.',
      searchText: 'Prüfen Sie die Schreibweise oder suchen Sie nach einem anderen Wort.',
      missing: 'Diesen Ordner gibt es nicht, oder er ist nicht für Sie freigegeben',
      unknown: 'Diese Seite des Speichers gibt es nicht',
      signIn: 'Melden Sie sich an, um den Speicher zu nutzen',
      signInText:
        'Der Speicher bewahrt die Dateien in Ihrem Konto auf, deshalb müssen Sie sich anmelden.',
      signInAction: 'Anmelden',
    },
    notes: {
      trash: 'Dateien im Papierkorb lassen sich nicht öffnen – stellen Sie sie zuerst wieder her.',
      trashedBy: '„{{item}}“ — in den Papierkorb verschoben von {{name}}',
      shared:
        'Was Kolleginnen und Kollegen für Sie freigegeben haben. Bei jedem Objekt steht, ob Sie es nur ansehen oder auch bearbeiten dürfen.',
      viewOnlyAccess:
        'Ihr Zugriff auf dieses Konto erlaubt es, den Speicher anzusehen, aber nicht zu ändern.',
    },
    shared: {
      by: 'Freigegeben von {{name}} ({{email}}).',
      folder: 'Ordner von {{name}} ({{email}}).',
      viewOnly: 'Nur ansehen.',
      canEdit: 'Bearbeiten erlaubt.',
    },
    upload: {
      drop: 'Lassen Sie die Dateien los, um sie in diesen Ordner hochzuladen',
      notHere:
        'Dateien lassen sich in Ihre eigenen Ordner hochladen oder in einen Ordner, der mit Bearbeitungsrecht für Sie freigegeben ist',
      uploading_one: '{{count}} Datei wird hochgeladen…',
      uploading_other: '{{count}} Dateien werden hochgeladen…',
      dismiss: 'Schließen',
    },
    viewer: {
      open: 'In neuem Tab öffnen',
      download: 'Herunterladen',
      close: 'Schließen',
      loading: 'Wird geladen…',
    },
    link: {
      loading: 'Link wird geöffnet…',
      by: 'Freigegeben von {{name}}.',
      missingText: 'Bitten Sie die Person, die ihn geschickt hat, um einen neuen Link.',
      empty: 'Hier ist noch nichts',
      path: 'Ordner des Links',
      folders: 'Ordner',
      files: 'Dateien',
      openFile: '{{name}} öffnen',
      downloadFile: '{{name}} herunterladen',
    },
    promo: {
      button: 'Für Schulen',
      title: 'Schulkonto',
      loading: 'Wird geladen…',
      action: 'Mehr erfahren',
      close: 'Schließen',
      note: 'Sie teilen Dateien mit Kolleginnen und Kollegen? Ein Schulkonto gibt jeder Lehrkraft der Schule einen eigenen Speicher und gemeinsame Ordner.',
      more: 'Für Schulen',
      hide: 'Ausblenden',
    },
  },
  errors: {
    ...docsErrorsDe,
    name_path: 'Der Name darf kein / oder \\ enthalten',
    upload_empty: 'Wählen Sie eine Datei zum Hochladen',
    upload_too_many: 'Sie können höchstens 20 Dateien auf einmal hochladen',
    upload_too_large: 'Eine Datei darf höchstens 30 MB groß sein',
    upload_type: 'Nur PDF-, JPEG-, PNG- und WebP-Dateien können hochgeladen werden',
    upload_broken: 'Die Datei ist beschädigt und lässt sich nicht lesen',
    upload_too_many_pixels: 'Das Bild ist zu groß (höchstens 60 Megapixel)',
    view_only: 'Diesen Ordner können Sie nur ansehen',
    owner_only: 'Das kann nur der Eigentümer tun',
    code_not_found: 'Der Link existiert nicht oder wurde deaktiviert',
    login_required: 'Melden Sie sich an, um den Speicher zu nutzen',
    share_type_invalid: 'Unbekannte Zugriffsart',
    share_user_missing: 'Es gibt keinen Benutzer mit dieser E-Mail-Adresse oder ID',
    share_self: 'Sie können nicht mit sich selbst teilen',
    share_user_exists: 'Diese Person hat bereits Zugriff',
    different_access: 'Die ausgewählten Objekte haben unterschiedliche Zugriffsrechte',
  },
};
