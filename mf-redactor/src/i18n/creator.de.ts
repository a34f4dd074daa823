import type { CreatorStrings } from './creator.ru';

/** The "get the file" flows, German (mirrors creator.ru.ts; German has only _one/_other). */
export const creatorDe: CreatorStrings = {
  group: 'Dokument erhalten',
  types: {
    print: 'Drucken',
    export: 'Herunterladen',
    mass: 'Serienerstellung',
    'share-mobile': 'Aufs Handy',
    'send-email': 'Per E-Mail',
    telegram: 'An Telegram',
    yadisk: 'Auf Yandex Disk',
    storage: 'In den Speicher',
    'print-order': 'Druck bestellen',
  },
  massGrey: 'Die Serienerstellung ist für Dokumente aus mehr als zwei Vorlagen nicht verfügbar',
  failed:
    'Die Datei konnte nicht erstellt werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
  progress: {
    preparing: 'Ihre Datei wird vorbereitet…',
    secondsLeft: 'Noch {{seconds}} s',
    freeHint:
      'Eine kostenlose Datei wird mit Verzögerung vorbereitet. In PRO-Dokumenten sind Dateien sofort fertig.',
    loading: 'Wird geladen…',
    sending: 'Datei wird gesendet…',
    readyExport: 'Die Datei ist heruntergeladen.',
    readyPrint: 'Die Datei wurde zum Drucken geschickt.',
    other: 'Andere Formate:',
    jpeg: 'JPEG-Bild',
    pdf: 'PDF',
    directLink:
      'Falls der Download nicht begonnen hat, öffnen Sie die Datei über den direkten Link:',
    directLinkPrint:
      'Falls sich das Druckfenster nicht geöffnet hat, öffnen Sie die Datei über den direkten Link:',
    link: 'Direkter Link',
    error: 'ERROR',
    errorHint: 'Die Datei konnte nicht geladen werden. Versuchen Sie den direkten Link:',
  },
  banner: {
    label: 'Datei wird vorbereitet',
    preparing: 'Datei wird vorbereitet…',
    loading: 'Wird geladen…',
    ready: 'Fertig',
    error: 'ERROR',
    link: 'Direkter Link',
    hide: 'Ausblenden',
  },
  donate: {
    title: 'Unterstützen Sie das Projekt',
    text: 'Der Dienst ist für Lehrkräfte kostenlos und lebt von der Unterstützung seiner Nutzer. Unterstützen Sie uns – oder machen Sie kostenlos weiter.',
    support: 'Unterstützen',
    continue: 'Kostenlos weiter',
    continueIn: 'Kostenlos weiter ({{seconds}})',
  },
  needSelect: {
    title: 'Wählen Sie eine Vorlage',
    text: 'Um die Datei zu erhalten, wählen Sie eine Vorlage für das Dokument.',
    action: 'Vorlage wählen',
  },
  timeLimit: {
    title: 'Zu häufig',
    text: 'Kostenlose Dateien gibt es nicht so oft. Warten Sie kurz und versuchen Sie es erneut, oder schalten Sie PRO frei.',
  },
  bug: {
    title: 'Etwas ist schiefgelaufen',
    text: 'Die Datei konnte nicht vorbereitet werden. Der Fehler ist uns bekannt; versuchen Sie es etwas später noch einmal.',
    details: 'Details:',
  },
  share: {
    title: 'Aufs Handy',
  },
  notes: {
    title: 'Die Datei wurde mit Ersetzungen erstellt:',
    font_unavailable:
      'Die Schriftart „{{name}}“ ist nicht verfügbar, stattdessen wurde {{fallback}} verwendet.',
    font_file_missing:
      'Die Schriftdatei ({{name}}) wurde auf dem Server nicht gefunden, der Text erscheint eventuell in einer ähnlichen Schrift.',
    picture_missing:
      'Das Bild „{{name}}“ wurde nicht gefunden, das Dokument wurde ohne es erstellt.',
    stamp_missing:
      'Ein Stempel oder eine Unterschrift wurde nicht gefunden, das Dokument wurde ohne sie erstellt.',
    qr_invalid: 'Ein QR-Code enthält einen ungültigen Link, das Dokument wurde ohne ihn erstellt.',
    foreign_file:
      '„{{name}}“ ist keine Datei unserer Website, das Dokument wurde ohne sie erstellt.',
    format_unknown:
      'Das Seitenformat „{{name}}“ ist unbekannt, stattdessen wurde {{fallback}} verwendet.',
    margins_unreadable:
      'Die Seitenränder konnten nicht gelesen werden, das Dokument wurde ohne Ränder erstellt.',
    pages_cut_one:
      'Das Dokument ist länger als {{count}} Seite: Nur die erste Seite ist in der Datei.',
    pages_cut_other:
      'Das Dokument ist länger als {{count}} Seiten: Nur die ersten {{count}} sind in der Datei.',
  },
  needText: {
    title: 'Text ergänzen',
    one: 'Ein Text im Dokument ist noch leer. Füllen Sie ihn aus und versuchen Sie es erneut.',
    some_one:
      '{{count}} Text im Dokument ist noch leer. Füllen Sie ihn aus und versuchen Sie es erneut.',
    some_other:
      '{{count}} Texte im Dokument sind noch leer. Füllen Sie sie aus und versuchen Sie es erneut.',
    several_one:
      '{{count}} Text im Dokument ist leer. Füllen Sie ihn aus, damit das Dokument fertig aussieht.',
    several_other:
      '{{count}} Texte im Dokument sind leer. Füllen Sie sie aus, damit das Dokument fertig aussieht.',
    many_one:
      'Das Dokument ist fast leer: {{count}} Text ist nicht ausgefüllt. Schreiben Sie den Text oder wählen Sie eine andere Vorlage.',
    many_other:
      'Das Dokument ist fast leer: {{count}} Texte sind nicht ausgefüllt. Schreiben Sie den Text oder wählen Sie eine andere Vorlage.',
  },
};
