import type { TFunction } from 'i18next';
import type { FileAction, FileItem } from '@gramota/ui';
import type { ReadyCommands } from './use-ready-commands';

interface ActionsInput {
  inTrash: boolean;
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

/**
 * The toolbar of Ready files: always the same buttons for a view, so a button pressed with
 * nothing (or the wrong thing) selected answers with the seeds' alert.
 */
export function toolbarActions({ inTrash, commands, t }: ActionsInput): FileAction[] {
  if (inTrash)
    return [
      action(t, 'restore', () => commands.notYet('restore')),
      action(t, 'deleteForever', () => commands.notYet('deleteForever'), { danger: true }),
      action(t, 'clearTrash', () => commands.notYet('clearTrash')),
    ];
  return [
    action(t, 'download', commands.download, { primary: true }),
    action(t, 'print', commands.print),
    action(t, 'open', commands.openSelected),
    action(t, 'email', commands.email),
    action(t, 'storage', commands.storage),
    action(t, 'messenger', () => commands.notYet('messenger')),
    action(t, 'cloud', () => commands.notYet('cloud')),
    action(t, 'shareMobile', () => commands.notYet('shareMobile')),
    action(t, 'rename', () => commands.notYet('rename')),
    action(t, 'move', () => commands.notYet('move')),
    action(t, 'remove', () => commands.notYet('remove'), { danger: true }),
  ];
}

/** The context menu: the toolbar's actions for what was right-clicked; nothing on empty space. */
export function contextActions(input: ActionsInput, selected: readonly FileItem[]): FileAction[] {
  if (selected.length === 0) return input.inTrash ? toolbarActions(input).slice(2) : [];
  const all = toolbarActions(input);
  if (input.inTrash) return all.slice(0, 2);
  // One file opens; several do not (the preview shows one file).
  return selected.length === 1 ? all : all.filter((entry) => entry.id !== 'open');
}
