import type { massRu } from './mass.ru';

/** German strings of mass creation; the keys of mass.ru.ts. */
export const massDe: typeof massRu = {
  create: 'Dokumente erstellen',
  title: 'Serienerstellung',
  needProTitle: 'PRO erforderlich',
  needPro: 'Dokumente aus einer Tabelle in Serie zu erstellen ist mit PRO verfügbar',
  noRows: {
    title: 'Keine Zeilen',
    text: 'Haken Sie die Zeilen mit Daten an: Aus jeder wird ein Dokument erstellt.',
  },
  tooMany: {
    title: 'Mehr als 30 Zeilen',
    text: 'Pro Durchlauf lassen sich höchstens 30 Dokumente erstellen, angehakt sind {{count}} Zeilen. Entfernen Sie die Haken bei den übrigen Zeilen und erstellen Sie diese im nächsten Durchlauf.',
  },
  notSaved:
    'Die Tabelle konnte nicht gespeichert werden, es wurden keine Dokumente erstellt. Bitte versuchen Sie es erneut.',
  failed:
    'Der Server antwortet nicht, nicht alle Dokumente wurden erstellt. Bitte versuchen Sie es später erneut.',
  refused: 'Es wurden keine Dokumente erstellt',
  checking: 'Zeilen werden geprüft…',
  progress: {
    sending: 'Dokumente werden erstellt: {{sent}} von {{total}}',
    retrying: 'Keine Antwort vom Server, neuer Versuch…',
    polling: 'Die Dateien werden vorbereitet…',
    cancel: 'Anhalten',
  },
  warnings: {
    title: 'Zeilen prüfen',
    intro:
      'In diesen Zeilen stimmt etwas nicht. Korrigieren Sie sie oder erstellen Sie die Dokumente so, wie sie sind.',
    row: 'Zeile',
    column: 'Spalte',
    problem: 'Was nicht stimmt',
    wholeRow: 'ganze Zeile',
    empty: 'Leerer Wert',
    duplicate: 'Wiederholt Zeile {{row}}',
    tooLong: 'Passt nicht in seine Zeile oder seinen Rahmen auf der Seite',
    fix: 'Korrigieren',
    createAnyway: 'Trotzdem erstellen',
  },
  ready: {
    title: 'Dokumente erstellt',
    made: 'Fertige Dateien: {{count}} von {{total}}',
    failed: 'Für diese Zeilen konnten keine Dokumente erstellt werden: {{rows}}',
    open: 'Dateien öffnen',
    zip: 'Alle herunterladen (ZIP)',
    pdf: 'Ein PDF zum Drucken',
  },
  errors: {
    mass_need_pro: 'Die Serienerstellung von Dokumenten ist mit PRO verfügbar',
    mass_id_invalid: 'Ungültige Nummer des Durchlaufs',
    massmask_invalid: 'Die Tabellenzeile konnte nicht gelesen werden',
    mass_rows_max:
      'Ein Durchlauf erstellt höchstens 30 Dokumente; erstellen Sie die übrigen Zeilen in einem neuen Durchlauf',
    key_unknown: 'Das Dokument hat keinen solchen Platzhalter',
    not_found: 'Dokument nicht gefunden',
    in_trash: 'Stellen Sie das Dokument oder den Ordner vor dem Öffnen wieder her!',
    forbidden: 'Sie haben keinen Zugriff auf dieses Dokument',
  },
};
