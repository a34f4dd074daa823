/**
 * The translation keys (with their namespace) of the folder and trash commands of one file area.
 * Areas word some of them their own way ('Trash cleared' / 'Trash emptied'), so each lists its own.
 */
export interface FolderCommandTexts {
  /** 'Select a document or folder' (seed 000 §8). */
  selectItem: string;
  /** 'Recover document or folder before opening!' (seed 000 §8). */
  recoverBeforeOpening: string;
  renameOne: string;
  folderName: string;
  defaultFolderName: string;
  newFolderTitle: string;
  renameTitle: string;
  moveTitle: string;
  create: string;
  save: string;
  deleteForever: string;
  clearTrash: string;
  confirmDeleteForever: string;
  confirmClearTrash: string;
  done: Record<DoneText, string>;
}

const DONE_TEXTS = [
  'folderCreated',
  'renamed',
  'moved',
  'trashed',
  'restored',
  'deleted',
  'cleared',
  'restoredToRoot',
] as const;
type DoneText = (typeof DONE_TEXTS)[number];

/** The 'done' keys when an area keeps them together under one prefix ('docs:docs.done'). */
export function doneTexts(prefix: string): Record<DoneText, string> {
  return Object.fromEntries(DONE_TEXTS.map((name) => [name, `${prefix}.${name}`])) as Record<
    DoneText,
    string
  >;
}
