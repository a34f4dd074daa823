import type { TFunction } from 'i18next';
import type { FileAction, FileItem } from '@gramota/ui';
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
  t: TFunction;
}

const allFavorite = (items: readonly FileItem[]) =>
  items.length > 0 && items.every((item) => item.favorite);

/**
 * The toolbar of My documents (seed 000 §2): always the same buttons for a view, so a teacher
 * who presses one with nothing (or the wrong thing) selected hears the seeds' alert. The
 * embedded picker keeps only "Choose" (no creation, trash or menus).
 */
export function toolbarActions(
  { route, commands, embed, t }: ActionsInput,
  selected: readonly FileItem[],
): FileAction[] {
  const label = (key: string) => t(`docs:docs.actions.${key}`);
  if (embed)
    return [
      {
        id: 'pick',
        label: label('pick'),
        primary: true,
        icon: <OpenIcon />,
        onSelect: commands.openSelected,
      },
    ];
  if (route.view === 'trash')
    return [
      { id: 'restore', label: label('restore'), icon: <RestoreIcon />, onSelect: commands.restore },
      {
        id: 'delete-forever',
        label: label('deleteForever'),
        icon: <TrashIcon />,
        danger: true,
        onSelect: commands.deleteForever,
      },
      { id: 'clear-trash', label: label('clearTrash'), onSelect: () => commands.clearTrash() },
    ];
  const inFolder = route.view === 'folder';
  return [
    {
      id: 'new-document',
      label: label('newDocument'),
      icon: <PlusIcon />,
      primary: true,
      onSelect: () => commands.newDocument(),
    },
    ...(inFolder
      ? [
          {
            id: 'new-folder',
            label: label('newFolder'),
            icon: <FolderPlusIcon />,
            onSelect: () => void commands.newFolder(),
          },
        ]
      : []),
    { id: 'open', label: label('open'), icon: <OpenIcon />, onSelect: commands.openSelected },
    { id: 'rename', label: label('rename'), icon: <PencilIcon />, onSelect: commands.rename },
    {
      id: 'favorite',
      label: label(allFavorite(selected) ? 'unfavorite' : 'favorite'),
      icon: <StarIcon />,
      onSelect: commands.toggleFavorite,
    },
    { id: 'copy', label: label('copy'), icon: <CopyIcon />, onSelect: commands.copy },
    { id: 'move', label: label('move'), icon: <MoveIcon />, onSelect: commands.move },
    {
      id: 'create-files',
      label: label('createFiles'),
      icon: <FilesIcon />,
      onSelect: commands.createFiles,
    },
    {
      id: 'remove',
      label: label('remove'),
      icon: <TrashIcon />,
      danger: true,
      onSelect: commands.trash,
    },
  ];
}

/**
 * The context menu: what applies to what was right-clicked — one document, one folder, a mix,
 * trash items — or, on empty space, what can be created here. None in the embedded picker.
 */
export function contextActions(
  { route, commands, embed, t }: ActionsInput,
  selected: readonly FileItem[],
): FileAction[] {
  if (embed) return [];
  const label = (key: string) => t(`docs:docs.actions.${key}`);
  if (route.view === 'trash')
    return selected.length === 0
      ? [{ id: 'clear-trash', label: label('clearTrash'), onSelect: () => commands.clearTrash() }]
      : [
          {
            id: 'restore',
            label: label('restore'),
            icon: <RestoreIcon />,
            onSelect: commands.restore,
          },
          {
            id: 'delete-forever',
            label: label('deleteForever'),
            icon: <TrashIcon />,
            danger: true,
            onSelect: commands.deleteForever,
          },
        ];
  if (selected.length === 0)
    return [
      {
        id: 'new-document',
        label: label('newDocument'),
        icon: <PlusIcon />,
        onSelect: () => commands.newDocument(),
      },
      ...(route.view === 'folder'
        ? [
            {
              id: 'new-folder',
              label: label('newFolder'),
              icon: <FolderPlusIcon />,
              onSelect: () => void commands.newFolder(),
            },
          ]
        : []),
    ];
  const one = selected.length === 1 ? selected[0] : undefined;
  const docsOnly = selected.every((item) => !item.isFolder);
  const favorite: FileAction = {
    id: 'favorite',
    label: label(allFavorite(selected) ? 'unfavorite' : 'favorite'),
    icon: <StarIcon />,
    onSelect: commands.toggleFavorite,
  };
  const move: FileAction = {
    id: 'move',
    label: label('move'),
    icon: <MoveIcon />,
    onSelect: commands.move,
  };
  const remove: FileAction = {
    id: 'remove',
    label: label('remove'),
    icon: <TrashIcon />,
    danger: true,
    onSelect: commands.trash,
  };
  const createFiles: FileAction = {
    id: 'create-files',
    label: label('createFiles'),
    icon: <FilesIcon />,
    onSelect: commands.createFiles,
  };
  if (!one) return [favorite, move, ...(docsOnly ? [createFiles] : []), remove];
  return [
    { id: 'open', label: label('open'), icon: <OpenIcon />, onSelect: commands.openSelected },
    { id: 'rename', label: label('rename'), icon: <PencilIcon />, onSelect: commands.rename },
    favorite,
    ...(one.isFolder
      ? []
      : [{ id: 'copy', label: label('copy'), icon: <CopyIcon />, onSelect: commands.copy }]),
    move,
    ...(one.isFolder ? [] : [createFiles]),
    remove,
  ];
}
