import type { massRu } from './mass.ru';

/** German strings of mass creation; the keys of mass.ru.ts. */
export const massDe: typeof massRu = {
  create: 'Dokumente erstellen',
  title: 'Serienerstellung',
  needProTitle: 'PRO erforderlich',
  needPro: 'Dokumente aus einer Tabelle in Serie zu erstellen ist mit PRO verfügbar',
  noRows: {
    noColumns: {
      title: 'Keine Spalten zugeordnet',
      text: 'Keine Spalte der Tabelle ist einem Feld des Dokuments zugeordnet. Klicken Sie auf die Überschrift einer Spalte (zum Beispiel „Name“) und wählen Sie das Feld, das sie füllt.',
    },
    noneTicked: {
      title: 'Keine Zeilen angehakt',
      text: 'Keine Zeile ist angehakt. Haken Sie die Zeilen der Schüler an: Aus jeder wird ein Dokument.',
    },
    noData: {
      title: 'Die angehakten Zeilen sind leer',
      text: 'Die angehakten Zeilen haben keine Daten in den Spalten, die Feldern des Dokuments zugeordnet sind. Haken Sie Zeilen mit Daten an oder ordnen Sie die Spalte mit den Daten einem Feld zu.',
    },
  },
  namesFailed:
    'Die Namen konnten nicht dekliniert werden, daher wurden keine Dokumente erstellt. {{text}}',
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
  check: {
    intro:
      'So werden die Namen gedruckt. Prüfen Sie sie und das Geschlecht jedes Schülers: Endungen und geschlechtsabhängige Wörter des Dokuments richten sich danach.',
    caption: 'Namen und Geschlecht',
    name: 'So wird gedruckt',
    gender: 'Geschlecht',
    genderLabel: 'Geschlecht des Schülers in Zeile {{row}}',
    genders: {
      m: 'männlich',
      f: 'weiblich',
    },
    genderCell: {
      m: 'm',
      f: 'w',
    },
    fromTable: 'aus der Liste',
    fromName: 'aus dem Namen',
    genderUnknown: 'unbekannt',
    unreadGender: 'In der Geschlechtsspalte steht „{{text}}“: weder männlich noch weiblich',
    doubts: {
      latin: 'Name in lateinischen Buchstaben: wird wie in der Liste gedruckt',
      gender_unknown:
        'Geschlecht unbekannt: Wählen Sie es, dann wird der Name dekliniert. Bis dahin wird er wie in der Liste gedruckt',
      unknown_name: 'Unklar, wie dieser Name dekliniert wird: wird wie in der Liste gedruckt',
      parts: 'Sieht nicht aus wie „Nachname Vorname Vatersname“: wird wie in der Liste gedruckt',
    },
    genderOnlyUnknown: 'Geschlecht unbekannt: Wählen Sie es, damit die Wörter des Dokuments passen',
    keep: 'Wie in der Liste lassen',
    keepLabel: 'Wie in der Liste lassen: {{name}}, Zeile {{row}}',
    correctLabel: 'Richtige Form des Namens in Zeile {{row}}',
    save: 'Speichern',
    saveLabel: 'Form des Namens in Zeile {{row}} speichern',
    corrected: 'von Ihnen korrigiert',
    busy: 'Wird erneut geprüft…',
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
    decline_invalid: 'Die Namen konnten nicht gelesen werden',
    gender_invalid: 'Das Geschlecht muss männlich oder weiblich sein',
  },
};
