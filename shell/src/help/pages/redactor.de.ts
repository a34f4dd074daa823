import type { HelpPage } from '../help-page.types';

export const redactorDe: HelpPage = {
  title: 'So arbeiten Sie im Editor',
  intro:
    'Im Editor füllen Sie ein Dokument nach einer Vorlage aus: Sie schreiben den Text direkt auf das Blatt, wählen Schriftarten, setzen einen Stempel oder einen QR-Code und erhalten nach dem Speichern eine fertige Datei zum Drucken.',
  sections: [
    {
      heading: 'Text auf dem Blatt',
      paragraphs: [
        'Klicken Sie auf eine beliebige Beschriftung auf dem Blatt – ein Cursor erscheint, und Sie können den Text wie in einem gewöhnlichen Textprogramm ändern. Die Änderungen sind sofort zu sehen.',
      ],
      steps: [
        'Ein Doppelklick markiert ein Wort, ein Dreifachklick die ganze Zeile.',
        '„Rückgängig“ und „Wiederholen“ in der oberen Leiste nehmen die letzten Änderungen zurück oder stellen sie wieder her.',
        '„Leeren“ stellt den Standardtext der Vorlage wieder her – praktisch, wenn Sie neu anfangen möchten.',
        '„Vorlage wechseln“ ändert Hintergrund, Format und Überschrift, Ihr Text bleibt erhalten.',
      ],
    },
    {
      heading: 'Schrift und Gestaltung',
      paragraphs: [
        'Markieren Sie Text – darüber erscheint eine Leiste: Schriftart, Größe, Schriftschnitt (fett, kursiv, unterstrichen), Farbe und Ausrichtung.',
        'Passt eine Zeile nicht, verkleinern Sie die Schrift oder teilen Sie sie mit der Eingabetaste in zwei Zeilen.',
      ],
    },
    {
      heading: 'Seitenränder und Einzüge',
      paragraphs: [
        'Die Seitenränder stellen Sie mit den Schiebern des Lineals über dem Blatt oder im Fenster „Seiteneinstellungen“ (in Zentimetern) ein. Die grünen Schieber ändern die Einzüge des Absatzes, in dem der Cursor steht.',
      ],
    },
    {
      heading: 'Felder für Daten',
      paragraphs: [
        'Felder sind die Stellen der Vorlage, an denen Ihre Daten eingesetzt werden: Nachname und Vorname, Klasse, Name des Wettbewerbs, Datum, Unterschrift. Am bequemsten füllen Sie sie der Reihe nach im Feldbereich aus.',
        'Dieselben Felder nutzt die Serienerstellung: Jede Spalte der Tabelle füllt ihr eigenes Feld.',
      ],
    },
    {
      heading: 'Stempel und QR-Code (PRO)',
      paragraphs: [
        'In PRO-Dokumenten können Sie Ihren Stempel oder Ihre Unterschrift auf das Blatt setzen sowie einen QR-Code, mit dem sich das Dokument per Handy prüfen lässt.',
      ],
      steps: [
        'Laden Sie den Stempel in Ihrem Profil auf der Registerkarte „Stempel“ hoch.',
        'Klicken Sie im Editor auf „Stempel“ oder „QR-Code“ – das Bild erscheint auf dem Blatt.',
        'Ziehen Sie es an seinen Platz und ändern Sie die Größe an einer Ecke.',
      ],
    },
    {
      heading: 'Speichern',
      paragraphs: [
        'Das Dokument speichert sich alle paar Sekunden selbst und wenn Sie die Seite verlassen. Die Anzeige „Alle Änderungen gespeichert“ zeigt, dass alles gesichert ist.',
      ],
    },
    {
      heading: 'Fertige Datei und Druck',
      steps: [
        'Klicken Sie auf „Datei erstellen“ – das Dokument wird zu einer PDF-Datei oder einem Bild.',
        'Die Datei erscheint unter „Fertige Dateien“: Dort können Sie sie herunterladen, per Link teilen oder drucken.',
        'Wählen Sie beim Drucken in den Druckereinstellungen „Tatsächliche Größe“ (100 %), damit die Ränder des Blatts zum Vordruck passen.',
      ],
    },
  ],
};
