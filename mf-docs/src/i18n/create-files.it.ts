import type { createFilesRu } from './create-files.ru';

/** Bulk "create files" from documents, Italian. */
export const createFilesIt: typeof createFilesRu = {
  title: 'Creazione dei file',
  sending: 'Invio dei documenti: {{done}} di {{total}}',
  waiting: 'Preparazione dei file…',
  ready: 'I file sono pronti',
  openReady: 'Apri i file pronti',
  progress: 'Avanzamento della creazione dei file',
  stopped: 'Creazione dei file interrotta',
  notMade:
    "Alcuni file non sono stati creati. Riprova oppure crea il file dal documento nell'editor.",
  needPro:
    'Per ottenere i file in questo modo serve l’accesso PRO a tutti i modelli dei documenti selezionati.',
  moreThan30Title: 'Più di 30 documenti',
  moreThan30:
    'Si possono creare file da al massimo 30 documenti alla volta. Documenti selezionati: {{count}}. Deseleziona quelli in più e riprova.',
};
