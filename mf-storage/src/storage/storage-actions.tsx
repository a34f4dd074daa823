import type { Translate } from '@gramota/ui';
import {
  areaActionMaker,
  contextMenu,
  folderActions,
  type FileAction,
  type FileItem,
} from '@gramota/ui';
import type { StorageRights } from './storage-rights';
import type { StorageCommands } from './use-storage-commands';

export interface StorageActionsInput {
  inTrash: boolean;
  rights: StorageRights;
  commands: StorageCommands;
  /** Opens the file chooser of the upload. */
  chooseFiles: () => void;
  t: Translate;
}

/** What acts on exactly one item. */
const ONE_ONLY = new Set(['open', 'rename']);
/** What only files do. */
const FILE_ONLY = new Set(['download']);
/** What the context menu offers on empty space. */
const ON_EMPTY = new Set(['upload', 'newFolder', 'clearTrash']);

/**
 * The storage's toolbar for the selection: opening and downloading always; adding where the
 * teacher may add; Share for the owner's own items only; rename, move and to trash only when
 * every selected item may be changed (seed 000 §4), so a reader never sees them.
 */
export function toolbarActions(
  { inTrash, rights, commands, chooseFiles, t }: StorageActionsInput,
  selected: readonly FileItem[],
): FileAction[] {
  // A folder that is not there (or not shared with this account): its message, nothing to do.
  if (!rights.listed) return [];
  const folder = folderActions(commands, t);
  if (inTrash)
    return rights.canChangeTrash
      ? [{ ...folder.restore, primary: true }, folder.deleteForever, folder.clearTrash]
      : [];
  const action = areaActionMaker(t, 'storage:storage.actions');
  return [
    ...(rights.canAddHere
      ? [action('upload', chooseFiles, { primary: true }), folder.newFolder]
      : []),
    folder.open,
    action('download', commands.download),
    ...(rights.canShare(selected) ? [action('share', commands.share)] : []),
    ...(rights.editLevel(selected) ? [folder.rename] : []),
    ...(rights.canMove(selected) ? [folder.move] : []),
    ...(rights.editLevel(selected) ? [folder.remove] : []),
  ];
}

/** The context menu: the toolbar's actions that fit what was right-clicked; on empty space, adding. */
export function contextActions(
  input: StorageActionsInput,
  selected: readonly FileItem[],
): FileAction[] {
  return contextMenu(toolbarActions(input, selected), selected, {
    onEmpty: ON_EMPTY,
    oneOnly: ONE_ONLY,
    filesOnly: FILE_ONLY,
  });
}

/**
 * The commands the browser's own gestures reach (Delete, F2, dragging onto a folder), held to
 * the same rights as the toolbar: a reader's Delete key does nothing.
 */
export function guardedCommands(
  commands: StorageCommands,
  rights: StorageRights,
  /** A move refused here: items shared with this account stay in their owner's folders. */
  onMoveRefused: () => void,
): StorageCommands {
  return {
    ...commands,
    rename: (chosen) => (rights.editLevel(chosen) ? commands.rename(chosen) : undefined),
    trash: async (chosen) => {
      if (rights.editLevel(chosen)) await commands.trash(chosen);
    },
    moveTo: async (chosen, target) => {
      if (rights.canMove(chosen)) await commands.moveTo(chosen, target);
      else onMoveRefused();
    },
    deleteForever: (chosen) => (rights.canChangeTrash ? commands.deleteForever(chosen) : undefined),
  };
}
