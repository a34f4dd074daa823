import type { Translate } from '@gramota/ui';
import {
  contextMenu,
  folderActions,
  trashActions,
  type FileAction,
  type FileItem,
} from '@gramota/ui';
import type { DriveCommands } from './use-drive-commands';

export interface DriveActionsInput {
  inTrash: boolean;
  /** Folders can be made here (the top level and folder/{id}). */
  canMakeFolder: boolean;
  commands: DriveCommands;
  t: Translate;
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
  const folder = folderActions(commands, t);
  if (inTrash) return trashActions(folder);
  return [
    { ...folder.open, primary: true },
    ...(canMakeFolder ? [folder.newFolder] : []),
    folder.rename,
    folder.move,
    folder.remove,
  ];
}

/** The context menu: the toolbar's actions that fit what was right-clicked; on empty space, creation. */
export function contextActions(
  input: DriveActionsInput,
  selected: readonly FileItem[],
): FileAction[] {
  return contextMenu(toolbarActions(input), selected, { onEmpty: ON_EMPTY, oneOnly: ONE_ONLY });
}
