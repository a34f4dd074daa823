import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DataErrorBanner,
  FileAreaBrowser,
  ScreenNote,
  shownFolder,
  useListedRecords,
} from '@gramota/ui';
import { FileAreaScreen, useFileArea } from '@gramota/shell-api';
import { useAreaNavigation } from '../common/area-link.component';
import { contextActions, toolbarActions } from './ready-actions';
import { ReadyEmpty } from './ready-empty.component';
import { useReadyFiles } from './ready-files';
import { MassDownloads } from './mass-downloads.component';
import { folderItem, readyItem, type ReadyTags } from './ready-items';
import { parseReadyRoute, readyPath } from './ready-route';
import { ReadyViewsNav } from './ready-views-nav.component';
import { SelectionDetails } from './selection-details.component';
import { VerifyRun } from '../verify/verify-run.component';
import { useReadyCommands } from './use-ready-commands';

/** The crumb titles of the views: ready.views.*, ready.search.title, common:categories.*. */
const VIEW_TITLES = { area: 'ready:ready', types: 'common:categories' };

/** What the embedded Ready files keep of the toolbar. */
const EMBED_TOOLBAR = ['download', 'print'];

/** Ready files (seed 000 §2 Ready): every /app/ready/... view, also embedded. */
export default function ReadyScreen() {
  // ready-get needs docs_full while switched into another account (contracts ready.ts).
  return (
    <FileAreaScreen page="ready" permission="docs_full">
      <ReadyBrowser />
    </FileAreaScreen>
  );
}

function ReadyBrowser() {
  const { t } = useTranslation('ready');
  const area = useFileArea('ready');
  const { name, rest, search, notify } = area;
  // Ready files also open embedded from an address of their own (?embed=true).
  const embed = area.embed || search.get('embed') === 'true';
  const route = parseReadyRoute(rest, search);
  const go = useAreaNavigation();
  const state = useReadyFiles(route);

  const records = useListedRecords(state.files, state.folders);
  const byId = records.files;
  const items = useMemo(() => {
    const tags: ReadyTags = {
      free: { text: t('ready.badges.free'), title: t('ready.badges.freeTitle') },
      pro: { text: t('ready.badges.pro'), title: t('ready.badges.proTitle'), tone: 'accent' },
    };
    return [...state.folders.map(folderItem), ...state.files.map((file) => readyItem(file, tags))];
  }, [state.files, state.folders, t]);
  const inTrash = route.view === 'trash';
  const folderId = shownFolder(route);
  const commands = useReadyCommands({ records, inTrash, folderId, search });
  const actionsInput = { inTrash, canMakeFolder: folderId !== undefined, commands, t };
  const toolbar = toolbarActions(actionsInput);

  return (
    <FileAreaBrowser
      route={route}
      routeKey={readyPath(route, search)}
      label={name}
      items={items}
      // A run's files are for the class as listed: in table order, whatever the list's sort.
      keepOrder={route.view === 'mass'}
      preferences={area.preferences}
      crumbs={{ atRoot: route.view === 'all' || embed, rootName: name, folderPath: state.path }}
      viewTitles={VIEW_TITLES}
      commands={commands}
      inTrash={inTrash}
      embed={embed}
      contextActions={(chosen) => contextActions(actionsInput, chosen)}
      toolbarActions={() =>
        embed ? toolbar.filter((entry) => EMBED_TOOLBAR.includes(entry.id)) : toolbar
      }
      search={
        embed
          ? undefined
          : // Search of ready files: 3 characters or more; with fewer nothing happens.
            {
              onSearch: (query, options) =>
                go(readyPath({ view: 'search', query }, search), options),
              placeholder: t('ready.search.placeholder'),
              label: t('ready.search.label'),
              hint: t('ready.search.hint'),
              testId: 'ready-search',
            }
      }
      settled={state.settled}
      onNothingFound={() => notify.info(t('ready.alerts.nothingFound'))}
      empty={state.failed ? null : <ReadyEmpty route={route} embed={embed} />}
      loading={state.asked && state.loading}
    >
      {(selected) => (
        <>
          {embed ? null : <ReadyViewsNav route={route} />}
          {route.view === 'types' ? <ScreenNote>{t('ready.typesNote')}</ScreenNote> : null}
          {inTrash ? <ScreenNote>{t('ready.trashNote')}</ScreenNote> : null}
          {state.waiting > 0 ? <ScreenNote>{t('ready.mass.wait')}</ScreenNote> : null}
          {state.failedFiles > 0 ? (
            <ScreenNote>{t('ready.mass.failed', { count: state.failedFiles })}</ScreenNote>
          ) : null}
          {route.view === 'mass' ? (
            <MassDownloads
              ids={state.files.map((file) => file.id)}
              made={byId}
              done={state.settled && state.waiting === 0}
            />
          ) : null}
          {route.view === 'mass' && state.settled && state.waiting === 0 ? (
            <VerifyRun
              ids={state.files.map((file) => file.id)}
              massId={state.files.find((file) => file.mass_id)?.mass_id}
            />
          ) : null}
          {state.failed ? <DataErrorBanner onRetry={state.retry} /> : null}
          <SelectionDetails selected={selected} files={byId} />
        </>
      )}
    </FileAreaBrowser>
  );
}
