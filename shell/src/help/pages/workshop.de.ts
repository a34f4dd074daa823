import type { HelpPage } from '../help-page.types';

export const workshopDe: HelpPage = {
  title: 'Die Werkstatt: Ihre eigene Vorlage',
  intro:
    'In der Werkstatt stellen Sie Ihre eigene Vorlage für eine Urkunde oder ein Diplom zusammen: Sie wählen Layout, Hintergrund, Rahmen und Überschrift und fügen Bilder hinzu. Danach erstellen Sie mit der Vorlage Dokumente wie mit jeder anderen.',
  sections: [
    {
      heading: 'Layout',
      paragraphs: [
        'Das Layout legt fest, wo Überschrift, Text und Unterschriften auf dem Blatt stehen. Wählen Sie das Layout zuerst: Die übrige Gestaltung richtet sich danach.',
      ],
    },
    {
      heading: 'Hintergrund, Rahmen und Überschrift',
      steps: [
        'Hintergrund – Farbe oder Bild des ganzen Blatts.',
        'Rahmen – Muster am Rand des Blatts; Sie können ihn auch entfernen.',
        'Überschrift – die große Aufschrift: „Urkunde“, „Diplom“, „Dankeschön“, „Zertifikat“. Wählen Sie eine vorhandene oder schreiben Sie Ihre eigene.',
      ],
    },
    {
      heading: 'Bilder und QR-Code',
      paragraphs: [
        'Fügen Sie das Schulwappen, das Symbol des Wettbewerbs oder ein Foto hinzu: Laden Sie das Bild hoch, ziehen Sie es an seinen Platz und ändern Sie die Größe an einer Ecke. Der QR-Code führt zu einer Seite, auf der sich das Dokument prüfen lässt.',
      ],
    },
    {
      heading: 'Schritte rückgängig machen',
      paragraphs: [
        'Ist etwas schiefgegangen, klicken Sie auf „Rückgängig“: Die Schritte werden einzeln zurückgenommen. „Wiederholen“ stellt Zurückgenommenes wieder her.',
      ],
    },
    {
      heading: 'Fertig',
      paragraphs: [
        'Wenn Ihnen die Vorlage gefällt, klicken Sie auf „Fertig“. Die Vorlage wird gespeichert und für die Arbeit vorbereitet; sie erscheint unter „Meine Vorlagen“, und Sie können damit Dokumente erstellen – einzeln oder nach Klassenliste.',
      ],
    },
  ],
};
