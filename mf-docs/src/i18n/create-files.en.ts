import type { createFilesRu } from './create-files.ru';

/** Bulk "create files", English (the PRO text is the seed's own). */
export const createFilesEn: typeof createFilesRu = {
  title: 'Creating files',
  sending: 'Sending documents: {{done}} of {{total}}',
  waiting: 'Preparing the files…',
  ready: 'The files are ready',
  openReady: 'Open ready files',
  progress: 'Progress of file creation',
  stopped: 'File creation stopped',
  notMade:
    'Some files could not be made. Try again, or make the file from the document in the editor.',
  needPro:
    'You need PRO access to all templates used in the selected documents in order to get the files this way.',
  moreThan30Title: 'More than 30 documents',
  moreThan30:
    'Files can be made from at most 30 documents at a time. Documents selected: {{count}}. Deselect some and try again.',
};
