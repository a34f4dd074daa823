import type { HelpPage } from '../help-page.types';

export const makeStudentReportCardDe: HelpPage = {
  title: 'So erstellen Sie ein Zeugnis für eine Schülerin oder einen Schüler',
  intro:
    'Das Zeugnis zeigt die Noten in den einzelnen Fächern für jedes Quartal und das ganze Schuljahr. Es entsteht nach einer Vorlage, genau wie eine Urkunde; für die ganze Klasse hilft die Serienerstellung.',
  sections: [
    {
      heading: 'Ein Zeugnis',
      steps: [
        'Öffnen Sie „Vorlagen“ und suchen Sie über die Suche nach „Zeugnis“.',
        'Klicken Sie auf die Vorlage – der Editor öffnet sich mit einem neuen Dokument.',
        'Tragen Sie Nachname und Vorname, Klasse und Schuljahr ein.',
        'Füllen Sie in der Notentabelle die Zeilen der Fächer aus: die Note für jedes Quartal und die Jahresnote.',
        'Tragen Sie unten die Klassenleitung ein und setzen Sie bei Bedarf den Schulstempel (PRO).',
        'Klicken Sie auf „Datei erstellen“ und drucken Sie das Zeugnis unter „Fertige Dateien“.',
      ],
    },
    {
      heading: 'Zeugnisse für die ganze Klasse',
      steps: [
        'Erstellen Sie wie oben beschrieben ein Zeugnis: Es dient als Muster.',
        'Öffnen Sie die Serienerstellung und laden Sie eine Tabelle: pro Zeile ein Kind, in den Spalten seine Noten.',
        'Ordnen Sie die Spalten den Feldern des Zeugnisses zu und prüfen Sie die Zeilen.',
        'Klicken Sie auf „Dokumente erstellen“ und laden Sie alle Zeugnisse als eine PDF-Datei oder als ZIP-Archiv herunter.',
      ],
    },
    {
      heading: 'Tipps',
      paragraphs: [
        'Öffnen Sie vor dem Drucken eine fertige Datei und prüfen Sie, ob lange Fächernamen in ihre Zeile passen. Wenn nicht, verkleinern Sie die Schrift im Muster und erstellen Sie die Dateien neu.',
      ],
    },
  ],
};
