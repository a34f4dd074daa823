import type { Translation } from '../../i18n/translation';
import type { WorkshopListStrings } from './ru';

/** My templates in German (mirrors ru.ts). */
export const listDe: Translation<WorkshopListStrings> = {
  list: {
    views: {
      label: 'Bereiche der Werkstatt',
      all: 'Meine Vorlagen',
      recent: 'Zuletzt verwendet',
      types: 'Nach Typ',
      shared: 'Für mich freigegeben',
      trash: 'Papierkorb',
      search: 'Suche',
      folder: 'Ordner',
    },
    types: {
      label: 'Vorlagentypen',
      g: 'Urkunden',
      d: 'Diplome',
      c: 'Zertifikate',
      b: 'Dankesschreiben',
      s: 'Zeugnisse und Belobigungen',
      p: 'Einladungen',
      o: 'Karten und Sonstiges',
    },
    search: {
      placeholder: 'Vorlagen durchsuchen',
      label: 'Meine Vorlagen durchsuchen',
      hint: 'Geben Sie mindestens 3 Zeichen ein',
      title: 'Suche: {{query}}',
    },
    actions: {
      open: 'Öffnen',
      createDoc: 'Dokument erstellen',
      create: 'Vorlage erstellen',
      upload: 'Vorlage hochladen',
      copy: 'Kopieren',
      rename: 'Umbenennen',
      move: 'Verschieben',
      newFolder: 'Neuer Ordner',
      remove: 'In den Papierkorb',
      restore: 'Wiederherstellen',
      deleteForever: 'Endgültig löschen',
      clearTrash: 'Papierkorb leeren',
      download: 'Herunterladen',
      share: 'Teilen',
      edit: 'Bearbeiten',
    },
    alerts: {
      selectItem: 'Wählen Sie ein Dokument oder einen Ordner aus',
      selectTemplate: 'Wählen Sie eine Vorlage aus',
      recoverBeforeOpening: 'Stellen Sie das Dokument oder den Ordner vor dem Öffnen wieder her!',
      nothingFound: 'Nichts gefunden',
      renameOne: 'Es kann nur ein Objekt auf einmal umbenannt werden',
      createFailed: 'Die Vorlage konnte nicht erstellt werden. Bitte versuchen Sie es erneut',
      createTimeout:
        'Das Erstellen der Vorlage dauert zu lange. Bitte versuchen Sie es später erneut',
      errorTitle: 'Fehler',
      viewOnly:
        'Diese Vorlage können Sie nur ansehen: Der Eigentümer hat Ihnen keine Bearbeitungsrechte gegeben',
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
      deleteForever_one:
        '{{count}} Objekt endgültig löschen? Das lässt sich nicht rückgängig machen.',
      deleteForever_other:
        '{{count}} Objekte endgültig löschen? Das lässt sich nicht rückgängig machen.',
      clearTrash: 'Papierkorb leeren? Alle Vorlagen und Ordner darin werden endgültig gelöscht.',
    },
    done: {
      folderCreated: 'Ordner erstellt',
      renamed: 'Umbenannt',
      moved: 'Verschoben',
      trashed: 'In den Papierkorb verschoben',
      restored: 'Wiederhergestellt',
      deleted: 'Endgültig gelöscht',
      cleared: 'Papierkorb geleert',
      restoredToRoot: 'Der Ordner existiert nicht mehr: in „Meine Vorlagen“ wiederhergestellt',
      copied: 'Kopie erstellt',
    },
    empty: {
      all: 'Noch keine Vorlagen',
      allText:
        'Gestalten Sie Ihre eigene Vorlage: Rahmen, Hintergrund, Überschrift, Bilder, QR-Codes und Stempel.',
      folder: 'In diesem Ordner gibt es keine Vorlagen',
      type: 'Keine Vorlagen dieses Typs',
      recent: 'Noch keine Vorlagen',
      trash: 'Der Papierkorb ist leer',
      trashText: 'Hier landen gelöschte Vorlagen und Ordner.',
      searchText: 'Versuchen Sie es mit anderen Wörtern.',
      unknown: 'Diese Seite gibt es in der Werkstatt nicht',
      shared: 'Noch hat niemand etwas mit Ihnen geteilt',
      sharedText: 'Hier erscheinen Vorlagen und Ordner, die andere Lehrkräfte für Sie freigeben.',
    },
    plan: {
      label: 'Werkstatt-Tarif',
      free: 'Kostenlos',
      pro: 'Pro',
      freeTitle: 'Kostenlos: eine Vorlage',
      proTitle: 'Werkstatt bezahlt: unbegrenzt viele Vorlagen',
    },
    notes: {
      trash: 'Vorlagen im Papierkorb können Sie wiederherstellen oder endgültig löschen.',
      generating: 'Die Vorschau der Vorlage wird vorbereitet…',
      shared:
        'Vorlagen, die andere Lehrkräfte für Sie freigegeben haben: Erstellen Sie damit Dokumente.',
    },
    shared: {
      by: 'Eigentümer: {{name}} ({{email}}).',
      folder: 'Ordner von {{name}} ({{email}}).',
      viewOnly: 'Nur ansehen.',
      canEdit: 'Bearbeiten erlaubt.',
    },
    sharedLink: {
      signIn: 'Melden Sie sich an, um die geteilte Vorlage zu öffnen',
      signInAction: 'Anmelden',
      missing:
        'Der Link funktioniert nicht: Der Eigentümer hat die Freigabe geändert oder die Vorlage gelöscht',
      empty: 'Hier gibt es noch keine Vorlagen',
    },
    preview: {
      createDoc: 'Dokument erstellen',
      edit: 'Bearbeiten',
      close: 'Schließen',
      noPicture: 'Das Bild der Vorlage wird noch vorbereitet',
    },
    create: {
      title: 'Neue Vorlage',
      name: 'Name',
      defaultName: 'Meine Vorlage',
      format: 'Format',
      formats: {
        a4: 'A4 Hochformat',
        a4h: 'A4 Querformat',
        a5: 'A5',
        custom: 'Eigene Größe',
      },
      width: 'Breite, cm',
      height: 'Höhe, cm',
      sizeInvalid: 'Größe von 5 bis 100 cm',
      submit: 'Erstellen',
    },
    upload: {
      title: 'Vorlage hochladen',
      file: 'Bild der Vorlage (JPEG, PNG oder WebP, bis 10 MB)',
      format: 'Format',
      submit: 'Hochladen',
      busy: 'Wird hochgeladen…',
    },
    userpic: {
      alt: 'Foto von {{name}}',
      set: 'Foto ändern',
      title: 'Profilfoto',
      current: 'Ihr Foto',
      file: 'Foto (JPEG, PNG oder WebP, bis 10 MB)',
      hint: 'Das Foto wird quadratisch zugeschnitten; es erscheint in der oberen Leiste und in Freigabelisten.',
      submit: 'Hochladen',
      busy: 'Wird hochgeladen…',
      saved: 'Foto aktualisiert',
      close: 'Schließen',
    },
    needPay: {
      title: 'Werkstatt muss bezahlt werden',
      text: 'Eine Vorlage ist kostenlos. Um weitere zu erstellen, buchen Sie den Werkstatt-Tarif.',
      upload:
        'Eine Vorlage können Sie kostenlos hochladen. Um weitere hochzuladen, buchen Sie den Werkstatt-Tarif.',
      createDoc:
        'Um Dokumente aus Werkstatt-Vorlagen zu erstellen, wenn Sie mehr als eine haben, buchen Sie den Werkstatt-Tarif.',
      pictures:
        'Bilder und QR-Codes in einer Vorlage gehören zum Werkstatt-Tarif. Schalten Sie ihn ein, um sie hinzuzufügen.',
      plan: 'Ihr Tarif:',
      action: 'Zur Bezahlung',
      close: 'Schließen',
    },
    removeError: {
      title: 'Die Vorlage kann nicht gelöscht werden',
    },
    usage: {
      title: 'Aus dieser Vorlage gibt es bereits Dokumente',
      docs_one:
        'Aus den ausgewählten Vorlagen wurde {{count}} Dokument erstellt: Es bleibt erhalten, aber seine Vorlage lässt sich nicht mehr wechseln.',
      docs_other:
        'Aus den ausgewählten Vorlagen wurden {{count}} Dokumente erstellt: Sie bleiben erhalten, aber ihre Vorlage lässt sich nicht mehr wechseln.',
      storage_one: 'Im Speicher liegt {{count}} Datei aus dieser Vorlage.',
      storage_other: 'Im Speicher liegen {{count}} Dateien aus dieser Vorlage.',
      confirm: 'Trotzdem in den Papierkorb',
    },
  },
};
