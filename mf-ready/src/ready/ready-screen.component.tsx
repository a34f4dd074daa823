import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  browseCrumbs,
  browseHandlers,
  browseViewTitle,
  BrowserScreen,
  BrowseSearch,
  DataErrorBanner,
  FileBrowser,
  ScreenNote,
  sortFileItems,
  type FileItem,
} from '@gramota/ui';
import {
  useNothingFoundNotice,
  useRoute,
  useShellApi,
  useBrowserPreferences,
  FileAreaScreen,
} from '@gramota/shell-api';
import { useAreaNavigation } from '../common/area-link.component';
import { contextActions, toolbarActions } from './ready-actions';
import { ReadyEmpty } from './ready-empty.component';
import { useReadyFiles } from './ready-files';
import { folderItem, readyItem } from './ready-items';
import { parseReadyRoute, readyPath } from './ready-route';
import { ReadyViewsNav } from './ready-views-nav.component';
import { SelectionDetails } from './selection-details.component';
import { useReadyCommands } from './use-ready-commands';

/** The crumb titles of the views: ready.views.*, ready.search.title, ready.types.*. */
const VIEW_TITLES = { area: 'ready:ready', types: 'ready:ready.types' };

/** Ready files (seed 000 §2 Ready): every /app/ready/... view, also embedded. */
export default function ReadyScreen() {
  const { t } = useTranslation(['ready', 'common']);
  // ready-get needs docs_full while switched into another account (contracts ready.ts).
  return (
    <FileAreaScreen page="ready" title={t('common:pages.ready')} permission="docs_full">
      <ReadyBrowser />
    </FileAreaScreen>
  );
}

function ReadyBrowser() {
  const { t, i18n } = useTranslation(['ready', 'common']);
  const { rest, search } = useRoute();
  const shell = useShellApi();
  const embed = shell.embed || search.get('embed') === 'true';
  const route = parseReadyRoute(rest, search);
  const go = useAreaNavigation();
  const preferences = useBrowserPreferences('ready_view');
  const { sort } = preferences;
  const state = useReadyFiles(route);
  const [selected, setSelected] = useState<FileItem[]>([]);

  const byId = useMemo(() => new Map(state.files.map((file) => [file.id, file])), [state.files]);
  const foldersById = useMemo(
    () => new Map(state.folders.map((folder) => [folder.id, folder])),
    [state.folders],
  );
  const items = useMemo(
    () =>
      sortFileItems(
        [...state.folders.map(folderItem), ...state.files.map(readyItem)],
        sort,
        i18n.language,
      ),
    [state.files, state.folders, sort, i18n.language],
  );
  const inTrash = route.view === 'trash';
  const folderId =
    route.view === 'folder' ? route.folderId : route.view === 'all' ? null : undefined;
  const commands = useReadyCommands({
    files: byId,
    folders: foldersById,
    inTrash,
    folderId,
    search,
  });
  const actionsInput = { inTrash, canMakeFolder: folderId !== undefined, commands, t };
  useNothingFoundNotice(
    route.view === 'search' ? route.query : null,
    state.settled && items.length === 0,
    t('ready:ready.alerts.nothingFound'),
  );

  const path = browseCrumbs({
    atRoot: route.view === 'all' || embed,
    rootName: t('common:pages.ready'),
    folderPath: route.view === 'folder' ? state.path : null,
    view: route.view,
    viewTitle: browseViewTitle(t, route, VIEW_TITLES),
  });
  const toolbar = toolbarActions(actionsInput);

  return (
    <BrowserScreen view={route.view}>
      {embed ? null : <ReadyViewsNav route={route} />}
      {route.view === 'types' ? <ScreenNote>{t('ready:ready.typesNote')}</ScreenNote> : null}
      {inTrash ? <ScreenNote>{t('ready:ready.trashNote')}</ScreenNote> : null}
      {state.waiting > 0 ? <ScreenNote>{t('ready:ready.mass.wait')}</ScreenNote> : null}
      {state.failedFiles > 0 ? (
        <ScreenNote>{t('ready:ready.mass.failed', { count: state.failedFiles })}</ScreenNote>
      ) : null}
      {state.failed ? <DataErrorBanner onRetry={state.retry} /> : null}
      <SelectionDetails selected={selected} files={byId} />
      <FileBrowser
        key={readyPath(route, search)}
        items={items}
        label={t('common:pages.ready')}
        {...preferences}
        path={path}
        {...browseHandlers(commands, { items, embed, inTrash })}
        onSelectionChange={setSelected}
        contextActions={embed ? undefined : (chosen) => contextActions(actionsInput, chosen)}
        toolbarActions={
          embed ? toolbar.filter((entry) => ['download', 'print'].includes(entry.id)) : toolbar
        }
        search={
          embed ? undefined : (
            // Search of ready files: 3 characters or more; with fewer nothing happens.
            <BrowseSearch
              query={route.view === 'search' ? route.query : null}
              onSearch={(query, options) =>
                go(readyPath({ view: 'search', query }, search), options)
              }
              placeholder={t('ready:ready.search.placeholder')}
              label={t('ready:ready.search.label')}
              hint={t('ready:ready.search.hint')}
              testId="ready-search"
            />
          )
        }
        empty={state.failed ? null : <ReadyEmpty route={route} embed={embed} />}
        loading={state.asked && state.loading}
      />
    </BrowserScreen>
  );
}
