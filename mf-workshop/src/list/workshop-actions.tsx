import type { Translate } from '@gramota/ui';
import {
  areaActionMaker,
  contextMenu,
  folderActions,
  trashActions,
  type FileAction,
  type FileItem,
} from '@gramota/ui';
import type { WorkshopCommands } from './use-workshop-commands';

interface ActionsInput {
  inTrash: boolean;
  /** Folders can be made here (the top level and folder/{id}). */
  canMakeFolder: boolean;
  commands: WorkshopCommands;
  t: Translate;
  /**
   * Another account's items (shared with me, or a folder of theirs): read-only, so only
   * opening, making documents and, where they may edit (`editable`), editing.
   */
  readOnly?: { editable: (item: FileItem) => boolean };
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
  const folder = folderActions(commands, t);
  const action = areaActionMaker(t, 'workshop:list.actions');
  const createDoc = action('createDoc', commands.createDoc, { primary: true });
  const edit = action('edit', commands.edit);
  if (readOnly) return [createDoc, folder.open, edit];
  if (inTrash) return trashActions(folder);
  return [
    createDoc,
    folder.open,
    edit,
    action('create', () => commands.createTemplate()),
    action('upload', () => commands.uploadTemplate()),
    action('copy', (selected) => void commands.copy(selected)),
    action('share', commands.share),
    action('download', commands.download),
    ...(canMakeFolder ? [folder.newFolder] : []),
    folder.rename,
    folder.move,
    folder.remove,
  ];
}

/** The context menu: the toolbar's actions that fit what was right-clicked; on empty space, creation. */
export function contextActions(input: ActionsInput, selected: readonly FileItem[]): FileAction[] {
  const readOnly = input.readOnly;
  return contextMenu(toolbarActions(input), selected, {
    onEmpty: ON_EMPTY,
    oneOnly: ONE_ONLY,
    filesOnly: TEMPLATE_ONLY,
    // Another account's templates open in the editor only where every one of them may be edited.
    keep: (entry) => !(readOnly && entry.id === 'edit' && !selected.every(readOnly.editable)),
  });
}
