import { creatorDe } from './creator.de';
import type { ScreenStrings } from './screen.ru';

/** The editor screen's strings, German (mirrors screen.ru.ts). */
export const screenDe: ScreenStrings = {
  loading: 'Dokument wird geöffnet…',
  loadFailed: 'Das Dokument konnte nicht geöffnet werden',
  notAvailable:
    'Dokument nicht gefunden: Es wurde gelöscht, gehört einem anderen Benutzer oder die Adresse enthält einen Tippfehler',
  unknownRoute: 'Diese Editorseite gibt es nicht',
  recoverBeforeOpening: 'Stellen Sie das Dokument oder den Ordner vor dem Öffnen wieder her!',
  reportCardHelp: {
    text: 'Sie erstellen Zeugnisse? Sehen Sie, wie Sie eines ausfüllen und sie für die ganze Klasse auf einmal erstellen.',
    action: 'So erstellen Sie ein Zeugnis',
  },
  save: {
    saving: 'Wird gespeichert…',
    saved: 'Alle Änderungen gespeichert',
    idle: 'Alle Änderungen gespeichert',
    error: 'Änderungen noch nicht gespeichert: neuer Versuch in einigen Sekunden',
  },
  topbar: {
    label: 'Dokumentwerkzeuge',
    pageSettings: 'Seiteneinstellungen',
    changeTemplate: 'Vorlage wechseln',
    clearDoc: 'Leeren',
    help: 'Hilfe',
  },
  clear: {
    title: 'Dokument leeren',
    confirm: 'Dokument leeren?',
    action: 'Leeren',
    failed: 'Das Dokument konnte nicht geleert werden. Bitte versuchen Sie es erneut.',
  },
  creator: creatorDe,
  ruler: {
    label: 'Randlineal',
    page: 'Seitenränder',
    pageLeft: 'Linker Seitenrand',
    pageRight: 'Rechter Seitenrand',
    paragraph: 'Absatzeinzüge',
    paragraphLeft: 'Linker Absatzeinzug',
    paragraphRight: 'Rechter Absatzeinzug',
    value: '{{cm}} cm',
  },
  formats: {
    a4: 'A4, Hochformat',
    a4h: 'A4, Querformat',
    a5: 'A5',
    a5_on_a4: 'A5 auf einem A4-Blatt',
    a4s3: '1/3 eines A4-Blatts',
    a4s3_on_a4: '1/3 A4 auf einem A4-Blatt',
    a4s5: '1/5 eines A4-Blatts',
    a4m5: 'A4, Hochformat, Druckränder 5 mm',
    a4hm5: 'A4, Querformat, Druckränder 5 mm',
    f15x10: 'Foto 15 × 10 cm',
  },
  settings: {
    title: 'Seiteneinstellungen',
    format: 'Format',
    margins: 'Ränder, cm',
    top: 'Oben',
    right: 'Rechts',
    bottom: 'Unten',
    left: 'Links',
    titlePosition: 'Position der Überschrift, px',
    titleX: 'Horizontale Verschiebung',
    titleY: 'Vertikale Verschiebung',
    titlesMargin: 'Abstand vom oberen Seitenrand',
    titleGallery: 'Überschrift',
    titleOption: 'Überschrift, Variante {{number}}',
    apply: 'Übernehmen',
    numberInvalid: 'Geben Sie eine Zahl ein',
    rangeInvalid: 'Geben Sie eine Zahl von {{min}} bis {{max}} ein',
    formatInvalid: 'Wählen Sie ein Format aus der Liste',
  },
  template: {
    title: 'Vorlage wählen',
    frameTitle: 'Vorlagengalerie',
    confirmLeavePro:
      'Die neue Vorlage ist nicht gekauft: Bilder, QR-Codes und Schriftarten einzelner Textstellen sind im Dokument dann nicht mehr verfügbar. Vorlage wechseln?',
    confirmAction: 'Vorlage wechseln',
    applied: 'Vorlage gewechselt',
    failed: 'Die Vorlage konnte nicht gewechselt werden. Bitte versuchen Sie es erneut.',
  },
  spreadsheet: {
    title: 'Serienerstellung',
    frameTitle: 'Tabelle für die Serienerstellung',
  },
  fields: {
    form: 'Dokumentfelder',
    permanent: 'Feste Felder',
    variable: 'Variable Felder',
    editTemplate: 'Vorlagentext bearbeiten',
    backToFields: 'Zurück zum Ausfüllen der Felder',
    warning:
      'Sie bearbeiten den Vorlagentext. Die Feldwerte ersetzen Platzhalter wie %name%: Wenn Sie einen Platzhalter löschen, gelangt das Feld nicht mehr ins Dokument.',
    restore: 'Ursprünglichen Text wiederherstellen',
    restoreConfirm:
      'Den ursprünglichen Text der Vorlage wiederherstellen? Textänderungen und Feldwerte werden gelöscht.',
  },
  banners: {
    collapse: 'Einklappen',
    expand: 'Ausklappen',
    school: {
      title: 'Schulkonto',
      text: 'Sie arbeiten in einem Schulkonto. Den Zugriff der Lehrkräfte auf Dokumente legen Sie im Profil fest.',
    },
    unlimit: {
      title: 'Unbegrenzter Zugang',
      text: 'Sie haben Zugang zu allen Vorlagen des Katalogs mit PRO-Funktionen.',
    },
  },
  pro: {
    title: 'PRO-Funktionen',
    badgeFree: 'Kostenloses Dokument: PRO-Funktionen sind nicht verfügbar',
    badgePro: 'PRO-Dokument: alle Funktionen verfügbar',
    intro:
      'In einem kostenlosen Dokument sind manche Funktionen nicht verfügbar. Mit PRO können Sie:',
    youHavePro: 'In diesem Dokument sind alle PRO-Funktionen verfügbar:',
    features: {
      pictures: 'Bilder, Stempel und Unterschriften einfügen',
      qr: 'QR-Codes hinzufügen',
      fonts: 'die Schriftart einzelner Textstellen ändern',
      fast: 'Dateien sofort und ohne Wartezeit erhalten und im Hintergrund herunterladen',
    },
    need: {
      image: 'Bilder gibt es nur in PRO-Dokumenten.',
      qr: 'QR-Codes gibt es nur in PRO-Dokumenten.',
      font: 'Schriftarten einzelner Textstellen gibt es nur in PRO-Dokumenten.',
    },
    action: 'PRO freischalten',
  },
  mobile: {
    menu: 'Bearbeiten',
    undo: 'Rückgängig',
    redo: 'Wiederholen',
    save: 'Speichern',
    zoomIn: 'Vergrößern',
    zoomOut: 'Verkleinern',
    zoomValue: '{{percent}} %',
  },
};
