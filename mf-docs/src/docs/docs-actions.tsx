import type { Translate } from '@gramota/ui';
import {
  folderActions,
  trashActions,
  type FileAction,
  type FileItem,
  type FolderActionsOptions,
  runtimeT,
} from '@gramota/ui';
import {
  CopyIcon,
  FilesIcon,
  FolderPlusIcon,
  MoveIcon,
  OpenIcon,
  PencilIcon,
  PlusIcon,
  RestoreIcon,
  StarIcon,
  TrashIcon,
} from '../common/icons.component';
import type { DocsCommands } from './use-docs-commands';
import type { DocsRoute } from './docs-route';

interface ActionsInput {
  route: DocsRoute;
  commands: DocsCommands;
  embed: boolean;
  t: Translate;
}

const allFavorite = (items: readonly FileItem[]) =>
  items.length > 0 && items.every((item) => item.favorite);

/** My documents' ids (the toolbar remembers each button's width by it) and icons. */
const FOLDER_ACTION_LOOK: FolderActionsOptions = {
  ids: { newFolder: 'new-folder', deleteForever: 'delete-forever', clearTrash: 'clear-trash' },
  icons: {
    open: <OpenIcon />,
    newFolder: <FolderPlusIcon />,
    rename: <PencilIcon />,
    move: <MoveIcon />,
    remove: <TrashIcon />,
    restore: <RestoreIcon />,
    deleteForever: <TrashIcon />,
  },
};

/** The actions of My documents: the kit's folder actions and its own. */
function docsActions({ commands, t }: ActionsInput, selected: readonly FileItem[]) {
  const label = (key: string) => runtimeT(t)(`docs:docs.actions.${key}`);
  return {
    ...folderActions(commands, t, FOLDER_ACTION_LOOK),
    newDocument: {
      id: 'new-document',
      label: label('newDocument'),
      icon: <PlusIcon />,
      onSelect: () => commands.newDocument(),
    },
    favorite: {
      id: 'favorite',
      label: label(allFavorite(selected) ? 'unfavorite' : 'favorite'),
      icon: <StarIcon />,
      onSelect: commands.toggleFavorite,
    },
    copy: { id: 'copy', label: label('copy'), icon: <CopyIcon />, onSelect: commands.copy },
    createFiles: {
      id: 'create-files',
      label: label('createFiles'),
      icon: <FilesIcon />,
      onSelect: commands.createFiles,
    },
  } satisfies Record<string, FileAction>;
}

/**
 * The toolbar of My documents (seed 000 §2): always the same buttons for a view, so a teacher
 * who presses one with nothing (or the wrong thing) selected hears the seeds' alert. The
 * embedded picker keeps only "Choose" (no creation, trash or menus).
 */
export function toolbarActions(input: ActionsInput, selected: readonly FileItem[]): FileAction[] {
  const { route, commands, embed, t } = input;
  if (embed)
    return [
      {
        id: 'pick',
        label: t('docs:docs.actions.pick'),
        primary: true,
        icon: <OpenIcon />,
        onSelect: commands.openSelected,
      },
    ];
  const actions = docsActions(input, selected);
  if (route.view === 'trash') return trashActions(actions);
  return [
    { ...actions.newDocument, primary: true },
    ...(route.view === 'folder' ? [actions.newFolder] : []),
    actions.open,
    actions.rename,
    actions.favorite,
    actions.copy,
    actions.move,
    actions.createFiles,
    actions.remove,
  ];
}

/**
 * The context menu: what applies to what was right-clicked — one document, one folder, a mix,
 * trash items — or, on empty space, what can be created here. None in the embedded picker.
 */
export function contextActions(input: ActionsInput, selected: readonly FileItem[]): FileAction[] {
  if (input.embed) return [];
  const actions = docsActions(input, selected);
  if (input.route.view === 'trash')
    return selected.length === 0 ? [actions.clearTrash] : [actions.restore, actions.deleteForever];
  if (selected.length === 0)
    return [actions.newDocument, ...(input.route.view === 'folder' ? [actions.newFolder] : [])];
  const one = selected.length === 1 ? selected[0] : undefined;
  const docsOnly = selected.every((item) => !item.isFolder);
  const { favorite, move, remove, createFiles } = actions;
  if (!one) return [favorite, move, ...(docsOnly ? [createFiles] : []), remove];
  return [
    actions.open,
    actions.rename,
    favorite,
    ...(one.isFolder ? [] : [actions.copy]),
    move,
    ...(one.isFolder ? [] : [createFiles]),
    remove,
  ];
}
