import { runtimeT, type Translate } from '../i18n/translate';
import type { FileItem, PathEntry } from '../file-browser/file-browser.types';
import type { FolderCommands } from './use-folder-commands';

export type BrowseCommands = Pick<
  FolderCommands,
  'open' | 'openFolder' | 'moveTo' | 'trash' | 'deleteForever' | 'rename'
>;

/**
 * The file browser's handlers of a file area: opening, crumbs, drag-and-drop moves, Delete and
 * F2. The embedded picker only opens; the trash neither moves nor renames, and Delete there is
 * 'delete forever'.
 */
export function browseHandlers(
  commands: BrowseCommands,
  { items, embed, inTrash }: { items: readonly FileItem[]; embed: boolean; inTrash: boolean },
) {
  return {
    onOpen: commands.open,
    onNavigate: (id: string | null) => {
      // ':view' crumbs name the view shown; they are never clickable (always the last one).
      if (id === null || !id.startsWith(':')) commands.openFolder(id);
    },
    onMove:
      embed || inTrash
        ? undefined
        : (ids: string[], target: string | null) =>
            void commands.moveTo(
              items.filter((item) => ids.includes(item.id)),
              target,
            ),
    onRemove: embed
      ? undefined
      : (removed: FileItem[]) =>
          inTrash ? commands.deleteForever(removed) : void commands.trash(removed),
    onRename: embed || inTrash ? undefined : (item: FileItem) => void commands.rename([item]),
  };
}

/**
 * The crumbs of a file area view: none at the root (the heading says it); elsewhere the root,
 * then the folder's path or one crumb naming the view (':view', not clickable).
 */
export function browseCrumbs({
  atRoot,
  rootName,
  folderPath,
  view,
  viewTitle,
}: {
  atRoot: boolean;
  rootName: string;
  /** The path of the folder shown; null outside the folder view. */
  folderPath: readonly PathEntry[] | null;
  view: string;
  /** The view's title; null for a view without one (an unknown address). */
  viewTitle: string | null;
}): PathEntry[] {
  if (atRoot) return [];
  const below = folderPath ?? (viewTitle === null ? [] : [{ id: `:${view}`, name: viewTitle }]);
  return [{ id: null, name: rootName }, ...below];
}

/**
 * Where a file area keeps the titles of its views: `{area}.search.title`, `{area}.views.{view}`
 * and `{types}.{type}`.
 */
export interface ViewTitleTexts {
  area: string;
  types: string;
}

/**
 * The title of the view shown, for its crumb: the search with its words, the type, or the view's
 * name; null for an unknown address.
 */
export function browseViewTitle(
  t: Translate,
  route: { view: string; query?: string; type?: string },
  texts: ViewTitleTexts,
): string | null {
  if (route.view === 'unknown') return null;
  // Keys made from the area's prefix and the address.
  const say = runtimeT(t);
  if (route.view === 'search') return say(`${texts.area}.search.title`, { query: route.query });
  if (route.view === 'types') return say(`${texts.types}.${route.type}`);
  return say(`${texts.area}.views.${route.view}`);
}
