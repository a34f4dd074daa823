import type { TFunction } from 'i18next';
import type { FileAction, FileItem } from '@gramota/ui';
import type { StorageRights } from './storage-rights';
import type { StorageCommands } from './use-storage-commands';

export interface StorageActionsInput {
  inTrash: boolean;
  rights: StorageRights;
  commands: StorageCommands;
  /** Opens the file chooser of the upload. */
  chooseFiles: () => void;
  t: TFunction;
}

function action(
  t: TFunction,
  id: string,
  onSelect: (selected: FileItem[]) => void,
  extra: Partial<FileAction> = {},
): FileAction {
  return { id, label: t(`storage:storage.actions.${id}`), onSelect, ...extra };
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
  if (inTrash)
    return rights.canChangeTrash
      ? [
          action(t, 'restore', (chosen) => void commands.restore(chosen), { primary: true }),
          action(t, 'deleteForever', commands.deleteForever, { danger: true }),
          action(t, 'clearTrash', () => commands.clearTrash()),
        ]
      : [];
  return [
    ...(rights.canAddHere
      ? [
          action(t, 'upload', chooseFiles, { primary: true }),
          action(t, 'newFolder', () => commands.newFolder()),
        ]
      : []),
    action(t, 'open', commands.openSelected),
    action(t, 'download', commands.download),
    ...(rights.canShare(selected) ? [action(t, 'share', commands.share)] : []),
    ...(rights.editLevel(selected) ? [action(t, 'rename', commands.rename)] : []),
    ...(rights.canMove(selected) ? [action(t, 'move', commands.move)] : []),
    ...(rights.editLevel(selected)
      ? [action(t, 'remove', (chosen) => void commands.trash(chosen), { danger: true })]
      : []),
  ];
}

/** The context menu: the toolbar's actions that fit what was right-clicked; on empty space, adding. */
export function contextActions(
  input: StorageActionsInput,
  selected: readonly FileItem[],
): FileAction[] {
  const all = toolbarActions(input, selected);
  if (selected.length === 0) return all.filter((entry) => ON_EMPTY.has(entry.id));
  const one = selected.length === 1;
  const anyFolder = selected.some((item) => item.isFolder);
  return all.filter(
    (entry) =>
      !ON_EMPTY.has(entry.id) &&
      (one || !ONE_ONLY.has(entry.id)) &&
      !(anyFolder && FILE_ONLY.has(entry.id)),
  );
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
