import type { createFilesRu } from './create-files.ru';

/** Bulk "create files" from documents, German. */
export const createFilesDe: typeof createFilesRu = {
  title: 'Dateien erstellen',
  sending: 'Dokumente werden gesendet: {{done}} von {{total}}',
  waiting: 'Dateien werden vorbereitet…',
  ready: 'Die Dateien sind fertig',
  openReady: 'Fertige Dateien öffnen',
  progress: 'Fortschritt der Dateierstellung',
  stopped: 'Dateierstellung angehalten',
  notMade:
    'Einige Dateien konnten nicht erstellt werden. Versuchen Sie es erneut oder erstellen Sie die Datei aus dem Dokument im Editor.',
  needPro:
    'Um die Dateien auf diesem Weg zu erhalten, brauchen Sie PRO-Zugang zu allen Vorlagen der ausgewählten Dokumente.',
  moreThan30Title: 'Mehr als 30 Dokumente',
  moreThan30:
    'Es lassen sich höchstens aus 30 Dokumenten auf einmal Dateien erstellen. Ausgewählte Dokumente: {{count}}. Heben Sie die Auswahl der übrigen auf und versuchen Sie es erneut.',
};
