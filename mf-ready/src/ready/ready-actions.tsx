import type { TFunction } from 'i18next';
import type { FileAction, FileItem } from '@gramota/ui';
import type { ReadyCommands } from './use-ready-commands';

interface ActionsInput {
  inTrash: boolean;
  /** Folders can be made here (the top level and folder/{id}). */
  canMakeFolder: boolean;
  commands: ReadyCommands;
  t: TFunction;
}

function action(
  t: TFunction,
  id: string,
  onSelect: (selected: FileItem[]) => void,
  extra: Partial<FileAction> = {},
): FileAction {
  return { id, label: t(`ready:ready.actions.${id}`), onSelect, ...extra };
}

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
  if (inTrash)
    return [
      action(t, 'restore', (selected) => void commands.restore(selected)),
      action(t, 'deleteForever', commands.deleteForever, { danger: true }),
      action(t, 'clearTrash', () => commands.clearTrash()),
    ];
  return [
    action(t, 'download', commands.download, { primary: true }),
    action(t, 'print', commands.print),
    action(t, 'open', commands.openSelected),
    action(t, 'email', (selected) => void commands.email(selected)),
    action(t, 'storage', (selected) => void commands.storage(selected)),
    action(t, 'messenger', (selected) => void commands.messenger(selected)),
    action(t, 'cloud', (selected) => void commands.cloud(selected)),
    action(t, 'shareMobile', commands.shareMobile),
    action(t, 'printOrder', (selected) => void commands.printOrder(selected)),
    ...(canMakeFolder ? [action(t, 'newFolder', () => commands.newFolder())] : []),
    action(t, 'rename', commands.rename),
    action(t, 'move', commands.move),
    action(t, 'remove', (selected) => void commands.trash(selected), { danger: true }),
  ];
}

/** The context menu: the toolbar's actions for what was right-clicked; on empty space, creation. */
export function contextActions(input: ActionsInput, selected: readonly FileItem[]): FileAction[] {
  const all = toolbarActions(input);
  if (selected.length === 0)
    return all.filter((entry) => ['clearTrash', 'newFolder'].includes(entry.id));
  if (input.inTrash) return all.slice(0, 2);
  const one = selected.length === 1;
  const anyFolder = selected.some((item) => item.isFolder);
  return all.filter(
    (entry) =>
      entry.id !== 'newFolder' &&
      // One item opens and is renamed; folders are not sent anywhere.
      (one || (entry.id !== 'open' && entry.id !== 'rename')) &&
      !(anyFolder && FILE_ONLY.has(entry.id)),
  );
}
