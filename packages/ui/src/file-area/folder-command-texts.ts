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
  done: Record<
    | 'folderCreated'
    | 'renamed'
    | 'moved'
    | 'trashed'
    | 'restored'
    | 'deleted'
    | 'cleared'
    | 'restoredToRoot',
    string
  >;
}
