import type { TFunction } from 'i18next';
import type { FileAction, FileItem } from '@gramota/ui';
import type { WorkshopCommands } from './use-workshop-commands';

interface ActionsInput {
  inTrash: boolean;
  /** Folders can be made here (the top level and folder/{id}). */
  canMakeFolder: boolean;
  commands: WorkshopCommands;
  t: TFunction;
  /**
   * Another account's items (shared with me, or a folder of theirs): read-only, so only
   * opening, making documents and, where they may edit (`editable`), editing.
   */
  readOnly?: { editable: (item: FileItem) => boolean };
}

function action(
  t: TFunction,
  id: string,
  onSelect: (selected: FileItem[]) => void,
  extra: Partial<FileAction> = {},
): FileAction {
  return { id, label: t(`workshop:list.actions.${id}`), onSelect, ...extra };
}

/** What only templates do (a folder is opened, renamed, moved, shared or removed). */
const TEMPLATE_ONLY = new Set(['createDoc', 'edit', 'copy', 'download']);
/** What acts on exactly one item. */
const ONE_ONLY = new Set(['open', 'createDoc', 'edit', 'copy', 'download', 'rename']);
/** What the context menu offers on empty space. */
const ON_EMPTY = new Set(['create', 'upload', 'newFolder', 'clearTrash']);

/**
 * The toolbar of My templates: the same buttons whatever is selected, so a button pressed with
 * nothing (or the wrong thing) selected answers with the seeds' alert.
 */
export function toolbarActions({
  inTrash,
  canMakeFolder,
  commands,
  t,
  readOnly,
}: ActionsInput): FileAction[] {
  if (readOnly)
    return [
      action(t, 'createDoc', commands.createDoc, { primary: true }),
      action(t, 'open', commands.openSelected),
      action(t, 'edit', commands.edit),
    ];
  if (inTrash)
    return [
      action(t, 'restore', (selected) => void commands.restore(selected)),
      action(t, 'deleteForever', commands.deleteForever, { danger: true }),
      action(t, 'clearTrash', () => commands.clearTrash()),
    ];
  return [
    action(t, 'createDoc', commands.createDoc, { primary: true }),
    action(t, 'open', commands.openSelected),
    action(t, 'edit', commands.edit),
    action(t, 'create', () => commands.createTemplate()),
    action(t, 'upload', () => commands.uploadTemplate()),
    action(t, 'copy', (selected) => void commands.copy(selected)),
    action(t, 'share', commands.share),
    action(t, 'download', commands.download),
    ...(canMakeFolder ? [action(t, 'newFolder', () => commands.newFolder())] : []),
    action(t, 'rename', commands.rename),
    action(t, 'move', commands.move),
    action(t, 'remove', (selected) => void commands.trash(selected), { danger: true }),
  ];
}

/** The context menu: the toolbar's actions that fit what was right-clicked; on empty space, creation. */
export function contextActions(input: ActionsInput, selected: readonly FileItem[]): FileAction[] {
  const all = toolbarActions(input);
  if (selected.length === 0) return all.filter((entry) => ON_EMPTY.has(entry.id));
  if (input.inTrash) return all.slice(0, 2);
  const one = selected.length === 1;
  const anyFolder = selected.some((item) => item.isFolder);
  const readOnly = input.readOnly;
  return all.filter(
    (entry) =>
      !ON_EMPTY.has(entry.id) &&
      (one || !ONE_ONLY.has(entry.id)) &&
      !(anyFolder && TEMPLATE_ONLY.has(entry.id)) &&
      !(readOnly && entry.id === 'edit' && !selected.every(readOnly.editable)),
  );
}
