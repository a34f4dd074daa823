import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserScreen } from '../file-browser/browser-screen.component';
import { FileBrowser, type FileBrowserProps } from '../file-browser/file-browser.component';
import type {
  FileAction,
  FileItem,
  PathEntry,
  SortState,
} from '../file-browser/file-browser.types';
import { sortFileItems } from '../file-browser/sort-items';
import {
  BrowseSearch,
  useNothingFoundAlert,
  type BrowseSearchProps,
} from './browse-search.component';
import {
  browseCrumbs,
  browseHandlers,
  browseViewTitle,
  type BrowseCommands,
  type ViewTitleTexts,
} from './browse-wiring';

/** What the teacher chose for the browser: view, sort and timezone (shell-api's useBrowserPreferences). */
export type BrowserPreferences = Pick<
  FileBrowserProps,
  'view' | 'onViewChange' | 'onSortChange' | 'timezone'
> & { sort: SortState };

export interface FileAreaBrowserProps {
  /** The view shown and, in the search view, its words; by type, the type. */
  route: { view: string; query?: string; type?: string };
  /** Changes with the address: a new view starts with nothing selected. */
  routeKey: string;
  /** Accessible name of the item list: the area's name. */
  label: string;
  /** Shown in the order the teacher chose (preferences.sort), unless keepOrder. */
  items: readonly FileItem[];
  /**
   * The items' own order is what the view is for (a mass run's files in table order): shown as
   * given, and the list's column headers do not offer to sort.
   */
  keepOrder?: boolean;
  preferences: BrowserPreferences;
  /** No crumbs at the root; in the folder view the folder's path, elsewhere the view's title. */
  crumbs: { atRoot: boolean; rootName: string; folderPath: readonly PathEntry[] };
  /** Where the area keeps its views' titles (browseViewTitle). */
  viewTitles: ViewTitleTexts;
  commands: BrowseCommands;
  inTrash: boolean;
  /** The embedded picker: it only opens, and has no context menu. */
  embed: boolean;
  contextActions: (chosen: FileItem[]) => FileAction[];
  toolbarActions: (selected: readonly FileItem[]) => readonly FileAction[];
  /** The search box; the area has none without it. */
  search?: Omit<BrowseSearchProps, 'query'>;
  /** The list has come back: an empty search view then calls onNothingFound, once per search. */
  settled: boolean;
  onNothingFound: () => void;
  /** Above the browser (views nav, notes, banners); a function also gets the selected items. */
  children?: ReactNode | ((selected: readonly FileItem[]) => ReactNode);
  quickAccess?: ReactNode;
  empty: ReactNode;
  loading: boolean;
  selectionMode?: FileBrowserProps['selectionMode'];
  onSelectionChange?: (selected: FileItem[]) => void;
}

/**
 * The browse screen of a file area (My documents, Ready files, Storage, Drive, My templates):
 * what stands above the list, then the file browser with the area's items, crumbs, actions and
 * search, wired to its folder commands by the rules every area keeps (browseHandlers).
 */
export function FileAreaBrowser(props: FileAreaBrowserProps) {
  const { route, commands, inTrash, embed, children, onSelectionChange } = props;
  const { sort } = props.preferences;
  const { t, i18n } = useTranslation();
  const { keepOrder = false } = props;
  const items = useMemo(
    () => (keepOrder ? [...props.items] : sortFileItems(props.items, sort, i18n.language)),
    [props.items, sort, i18n.language, keepOrder],
  );
  const preferences = keepOrder
    ? { ...props.preferences, onSortChange: undefined }
    : props.preferences;
  // The selection of the view shown, by id: another view (a new routeKey) starts with nothing,
  // and what the toolbar is offered for is always the items as listed now (one removed, or
  // changed by the server since, counts as it is now), never what was chosen before.
  const [chosen, setChosen] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: props.routeKey,
    ids: new Set(),
  });
  const selected = useMemo(
    () => (chosen.key === props.routeKey ? items.filter((item) => chosen.ids.has(item.id)) : []),
    [chosen, props.routeKey, items],
  );
  const query = route.view === 'search' ? (route.query ?? '') : null;
  useNothingFoundAlert(query, props.settled && items.length === 0, props.onNothingFound);

  const select = (next: FileItem[]) => {
    setChosen({ key: props.routeKey, ids: new Set(next.map((item) => item.id)) });
    onSelectionChange?.(next);
  };
  return (
    <BrowserScreen view={route.view}>
      {typeof children === 'function' ? children(selected) : children}
      <FileBrowser
        key={props.routeKey}
        items={items}
        label={props.label}
        {...preferences}
        path={browseCrumbs({
          ...props.crumbs,
          folderPath: route.view === 'folder' ? props.crumbs.folderPath : null,
          view: route.view,
          viewTitle: browseViewTitle(t, route, props.viewTitles),
        })}
        {...browseHandlers(commands, { items, embed, inTrash })}
        onSelectionChange={select}
        contextActions={embed ? undefined : props.contextActions}
        toolbarActions={props.toolbarActions(selected)}
        search={props.search ? <BrowseSearch query={query} {...props.search} /> : undefined}
        quickAccess={props.quickAccess}
        empty={props.empty}
        loading={props.loading}
        selectionMode={props.selectionMode}
      />
    </BrowserScreen>
  );
}
