import type { HelpPage } from '../help-page.types';

export const spreadsheetDe: HelpPage = {
  title: 'Serienerstellung nach Klassenliste',
  intro:
    'Die Serienerstellung erzeugt auf einmal viele gleichartige Dokumente mit unterschiedlichen Daten: zum Beispiel Urkunden für die ganze Klasse. Jede Zeile der Tabelle ergibt ein Dokument.',
  sections: [
    {
      heading: 'Die Schülerliste',
      paragraphs: ['Füllen Sie die Tabelle auf eine dieser Arten:'],
      steps: [
        'Laden Sie eine CSV- oder Excel-Datei (xlsx) mit der Klassenliste hoch.',
        'Fügen Sie den Link zu einer Online-Tabelle ein (Google Tabellen, per Link zum Ansehen freigegeben).',
        'Oder tippen Sie die Zeilen von Hand in die Tabelle; Sie können sie auch aus einer anderen Tabelle kopieren und einfügen.',
      ],
    },
    {
      heading: 'Welche Spalte in welches Feld',
      paragraphs: [
        'Wählen Sie über jeder Spalte das Feld der Vorlage, das sie füllt: „Nachname Vorname“, „Klasse“, „Kategorie“ und so weiter. Spalten ohne Feld gelangen nicht ins Dokument.',
        'Stehen in der ersten Zeile der Datei die Spaltennamen, haken Sie diese Zeile nicht an.',
      ],
    },
    {
      heading: 'Zeilen prüfen',
      paragraphs: [
        'Sehen Sie die Tabelle vor dem Erstellen durch: keine leeren Zeilen, keine Tippfehler in Namen, keine überflüssigen Leerzeichen. Haken Sie die Zeilen an, für die Dokumente entstehen sollen.',
        'Pro Durchlauf lassen sich bis zu 30 Dokumente erstellen; teilen Sie eine lange Liste in Teile auf.',
      ],
    },
    {
      heading: 'Dateien erstellen',
      steps: [
        'Klicken Sie auf „Dokumente erstellen“ – die Erstellung beginnt, ihr Fortschritt ist auf dem Bildschirm zu sehen.',
        'Die fertigen Dateien erscheinen unter „Fertige Dateien“.',
        'Laden Sie sie als ein ZIP-Archiv herunter oder als eine gemeinsame PDF-Datei, die sich bequem am Stück drucken lässt.',
      ],
    },
    {
      heading: 'Versand über das Laufwerk',
      paragraphs: [
        'Hat die Tabelle eine Spalte mit E-Mail-Adressen, kann jede Schülerin, jeder Schüler oder jedes Elternteil das eigene Dokument per E-Mail erhalten. Text und Absendername stellen Sie in der E-Mail-Vorlage ein; die Dateien liegen im Laufwerk, im Ordner dieses Versands.',
      ],
    },
  ],
};
