import type { TFunction } from 'i18next';
import type { FileAction, FileItem } from '@gramota/ui';
import type { DriveCommands } from './use-drive-commands';

export interface DriveActionsInput {
  inTrash: boolean;
  /** Folders can be made here (the top level and folder/{id}). */
  canMakeFolder: boolean;
  commands: DriveCommands;
  t: TFunction;
}

function action(
  t: TFunction,
  id: string,
  onSelect: (selected: FileItem[]) => void,
  extra: Partial<FileAction> = {},
): FileAction {
  return { id, label: t(`drive:drive.actions.${id}`), onSelect, ...extra };
}

/** What acts on exactly one item. */
const ONE_ONLY = new Set(['open', 'rename']);
/** What the context menu offers on empty space. */
const ON_EMPTY = new Set(['newFolder', 'clearTrash']);

/**
 * The Drive's toolbar: the same buttons whatever is selected, so a button pressed with nothing
 * selected answers with the seeds' alert ('Select a document or folder').
 */
export function toolbarActions({ inTrash, canMakeFolder, commands, t }: DriveActionsInput) {
  if (inTrash)
    return [
      action(t, 'restore', (selected) => void commands.restore(selected)),
      action(t, 'deleteForever', commands.deleteForever, { danger: true }),
      action(t, 'clearTrash', () => commands.clearTrash()),
    ];
  return [
    action(t, 'open', commands.openSelected, { primary: true }),
    ...(canMakeFolder ? [action(t, 'newFolder', () => commands.newFolder())] : []),
    action(t, 'rename', commands.rename),
    action(t, 'move', commands.move),
    action(t, 'remove', (selected) => void commands.trash(selected), { danger: true }),
  ];
}

/** The context menu: the toolbar's actions that fit what was right-clicked; on empty space, creation. */
export function contextActions(
  input: DriveActionsInput,
  selected: readonly FileItem[],
): FileAction[] {
  const all = toolbarActions(input);
  if (selected.length === 0) return all.filter((entry) => ON_EMPTY.has(entry.id));
  if (input.inTrash) return all.slice(0, 2);
  const one = selected.length === 1;
  return all.filter((entry) => !ON_EMPTY.has(entry.id) && (one || !ONE_ONLY.has(entry.id)));
}
