import { runtimeT, type Translate } from '../i18n/translate';
import type { ReactNode } from 'react';
import type { FileAction, FileItem } from '../file-browser/file-browser.types';
import type { FolderAction, FolderCommandTexts } from './folder-command-texts';

/** What the folder actions call: the kit's folder commands, or an area's wrapping of them. */
export interface FolderActionCommands {
  texts: FolderCommandTexts;
  openSelected: (items: readonly FileItem[]) => void;
  newFolder: () => unknown;
  rename: (items: readonly FileItem[]) => void;
  move: (items: readonly FileItem[]) => void;
  trash: (items: readonly FileItem[]) => Promise<unknown>;
  restore: (items: readonly FileItem[]) => Promise<unknown>;
  deleteForever: (items: readonly FileItem[]) => void;
  clearTrash: () => unknown;
}

export interface FolderActionsOptions {
  /** An area's own ids for some actions (My documents: 'new-folder', 'delete-forever', …). */
  ids?: Partial<Record<FolderAction, string>>;
  icons?: Partial<Record<FolderAction, ReactNode>>;
}

/**
 * Every folder and trash command as a toolbar and menu action, labelled in the area's words
 * (commands.texts.actions): each area picks the ones its view shows, in its own order.
 */
export function folderActions(
  commands: FolderActionCommands,
  t: Translate,
  { ids, icons }: FolderActionsOptions = {},
): Record<FolderAction, FileAction> {
  const action = (
    name: FolderAction,
    onSelect: (selected: FileItem[]) => void,
    extra: Partial<FileAction> = {},
  ): FileAction => ({
    id: ids?.[name] ?? name,
    label: runtimeT(t)(commands.texts.actions[name]),
    ...(icons?.[name] ? { icon: icons[name] } : {}),
    onSelect,
    ...extra,
  });
  return {
    open: action('open', commands.openSelected),
    newFolder: action('newFolder', () => void commands.newFolder()),
    rename: action('rename', commands.rename),
    move: action('move', commands.move),
    remove: action('remove', (selected) => void commands.trash(selected), { danger: true }),
    restore: action('restore', (selected) => void commands.restore(selected)),
    deleteForever: action('deleteForever', commands.deleteForever, { danger: true }),
    clearTrash: action('clearTrash', () => void commands.clearTrash()),
  };
}

/** The trash's toolbar in every area: restore, delete forever, clear the trash. */
export function trashActions(actions: Record<FolderAction, FileAction>): FileAction[] {
  return [actions.restore, actions.deleteForever, actions.clearTrash];
}

/** An area's own actions, labelled `{prefix}.{id}` ('ready:ready.actions.download'). */
export function areaActionMaker(t: Translate, prefix: string) {
  return (
    id: string,
    onSelect: (selected: FileItem[]) => void,
    extra: Partial<FileAction> = {},
  ): FileAction => ({ id, label: runtimeT(t)(`${prefix}.${id}`), onSelect, ...extra });
}

export interface ContextMenuRules {
  /** What the menu offers on empty space (making things, clearing the trash), and only there. */
  onEmpty: ReadonlySet<string>;
  /** What acts on exactly one item. */
  oneOnly: ReadonlySet<string>;
  /** What only files do: left out when a folder is among the items. */
  filesOnly?: ReadonlySet<string>;
  /** An area's own further rule. */
  keep?: (action: FileAction) => boolean;
}

/** The context menu: the toolbar's actions that fit what was right-clicked; on empty space, creation. */
export function contextMenu(
  toolbar: readonly FileAction[],
  selected: readonly FileItem[],
  { onEmpty, oneOnly, filesOnly, keep }: ContextMenuRules,
): FileAction[] {
  if (selected.length === 0) return toolbar.filter((entry) => onEmpty.has(entry.id));
  const one = selected.length === 1;
  const anyFolder = selected.some((item) => item.isFolder);
  return toolbar.filter(
    (entry) =>
      !onEmpty.has(entry.id) &&
      (one || !oneOnly.has(entry.id)) &&
      !(anyFolder && filesOnly?.has(entry.id)) &&
      (keep?.(entry) ?? true),
  );
}
