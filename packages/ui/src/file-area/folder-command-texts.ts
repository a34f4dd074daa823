/** The folder and trash commands, as the toolbars and menus name them. */
export const FOLDER_ACTIONS = [
  'open',
  'newFolder',
  'rename',
  'move',
  'remove',
  'restore',
  'deleteForever',
  'clearTrash',
] as const;
export type FolderAction = (typeof FOLDER_ACTIONS)[number];

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
export type DoneText = (typeof DONE_TEXTS)[number];

/** What is said after a command on selected items (not a new folder, not an emptied trash). */
export const ITEM_DONE_TEXTS = [
  'renamed',
  'moved',
  'trashed',
  'restored',
  'deleted',
  'restoredToRoot',
] as const satisfies readonly DoneText[];

/**
 * The translation keys (with their namespace) of the folder and trash commands of one file area.
 * The kit words them once (`kit:folder.*`, KIT_FOLDER_TEXTS); an area names only the keys it
 * words its own way ('Trash cleared' / 'Trash emptied'), see folderCommandTexts.
 */
export interface FolderCommandTexts {
  /** 'Select a document or folder' (seed 000 §8). */
  selectItem: string;
  /** 'Recover document or folder before opening!' (seed 000 §8). */
  recoverBeforeOpening: string;
  renameOne: string;
  folderName: string;
  defaultFolderName: string;
  moveTitle: string;
  create: string;
  save: string;
  /** The commands' names: toolbar and menu labels, and the titles of their dialogs. */
  actions: Record<FolderAction, string>;
  confirmDeleteForever: string;
  confirmClearTrash: string;
  done: Record<DoneText, string>;
}

/** The keys an area words its own way: any of the kit's, and always where a restore went. */
export type FolderTextOverrides = Partial<Omit<FolderCommandTexts, 'actions' | 'done'>> & {
  actions?: Partial<FolderCommandTexts['actions']>;
  /** restoredToRoot names the area's own top ('…restored to My templates'): each area has it. */
  done: Partial<FolderCommandTexts['done']> & Pick<FolderCommandTexts['done'], 'restoredToRoot'>;
};

const kit = (key: string) => `kit:folder.${key}`;

/** The kit's words for every folder command (packages/ui/locales/{lng}/kit.json, `folder`). */
export const KIT_FOLDER_TEXTS: Omit<FolderCommandTexts, 'done'> & {
  done: Omit<FolderCommandTexts['done'], 'restoredToRoot'>;
} = {
  selectItem: kit('selectItem'),
  recoverBeforeOpening: kit('recoverBeforeOpening'),
  // The server refuses a many-item rename with the same words (error code rename_one).
  renameOne: 'kit:errors.rename_one',
  folderName: kit('name'),
  // A new folder is called what the command is called, in every language.
  defaultFolderName: kit('actions.newFolder'),
  moveTitle: kit('moveTitle'),
  create: kit('create'),
  save: kit('save'),
  actions: Object.fromEntries(
    FOLDER_ACTIONS.map((name) => [name, kit(`actions.${name}`)]),
  ) as FolderCommandTexts['actions'],
  confirmDeleteForever: kit('confirm.deleteForever'),
  confirmClearTrash: kit('confirm.clearTrash'),
  done: doneTexts(
    'kit:folder.done',
    DONE_TEXTS.filter((name) => name !== 'restoredToRoot'),
  ) as Omit<FolderCommandTexts['done'], 'restoredToRoot'>,
};

/** The kit's texts with an area's own wording laid over them. */
export function folderCommandTexts(overrides: FolderTextOverrides): FolderCommandTexts {
  return {
    ...KIT_FOLDER_TEXTS,
    ...overrides,
    actions: { ...KIT_FOLDER_TEXTS.actions, ...overrides.actions },
    done: { ...KIT_FOLDER_TEXTS.done, ...overrides.done },
  };
}

/** The 'done' keys an area keeps together under one prefix ('ready:ready.done'). */
export function doneTexts<Name extends DoneText>(
  prefix: string,
  names: readonly Name[] = DONE_TEXTS as unknown as Name[],
): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, `${prefix}.${name}`])) as Record<
    Name,
    string
  >;
}
