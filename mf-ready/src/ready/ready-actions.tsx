import type { Translate } from '@gramota/ui';
import {
  areaActionMaker,
  contextMenu,
  folderActions,
  trashActions,
  type FileAction,
  type FileItem,
} from '@gramota/ui';
import type { ReadyCommands } from './use-ready-commands';

interface ActionsInput {
  inTrash: boolean;
  /** Folders can be made here (the top level and folder/{id}). */
  canMakeFolder: boolean;
  commands: ReadyCommands;
  t: Translate;
}

/** What the context menu offers on empty space, and only there. */
const ON_EMPTY = new Set(['clearTrash', 'newFolder']);
/** What acts on exactly one item. */
const ONE_ONLY = new Set(['open', 'rename']);
/** What only files do (a folder is opened, renamed, moved or removed, never sent). */
const FILE_ONLY = new Set([
  'download',
  'print',
  'email',
  'storage',
  'messenger',
  'cloud',
  'shareMobile',
  'printOrder',
]);

/**
 * The toolbar of Ready files: always the same buttons for a view, so a button pressed with
 * nothing (or the wrong thing) selected answers with the seeds' alert.
 */
export function toolbarActions({
  inTrash,
  canMakeFolder,
  commands,
  t,
}: ActionsInput): FileAction[] {
  const folder = folderActions(commands, t);
  if (inTrash) return trashActions(folder);
  const action = areaActionMaker(t, 'ready:ready.actions');
  return [
    action('download', commands.download, { primary: true }),
    action('print', commands.print),
    folder.open,
    action('email', (selected) => void commands.email(selected)),
    action('storage', (selected) => void commands.storage(selected)),
    action('messenger', (selected) => void commands.messenger(selected)),
    action('cloud', (selected) => void commands.cloud(selected)),
    action('shareMobile', commands.shareMobile),
    action('printOrder', (selected) => void commands.printOrder(selected)),
    ...(canMakeFolder ? [folder.newFolder] : []),
    folder.rename,
    folder.move,
    folder.remove,
  ];
}

/** The context menu: the toolbar's actions for what was right-clicked; on empty space, creation. */
export function contextActions(input: ActionsInput, selected: readonly FileItem[]): FileAction[] {
  return contextMenu(toolbarActions(input), selected, {
    onEmpty: ON_EMPTY,
    oneOnly: ONE_ONLY,
    filesOnly: FILE_ONLY,
  });
}
