import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DataErrorBanner,
  FileAreaBrowser,
  ScreenNote,
  shownFolder,
  useListedRecords,
  type FileItem,
} from '@gramota/ui';
import { FileAreaScreen, useFileArea } from '@gramota/shell-api';
import { contextActions, toolbarActions } from './drive-actions';
import { DriveEmpty } from './drive-empty.component';
import { DriveGroupDetails } from './drive-group-details.component';
import { folderItem, groupItem } from './drive-items';
import { drivePath, parseDriveRoute } from './drive-route';
import { DriveViewsNav } from './drive-views-nav.component';
import { useDriveCommands, useDriveNavigation } from './use-drive-commands';
import { useDriveList } from './use-drive-list';

/** The crumb titles of the views: drive.views.*, drive.search.title. */
const VIEW_TITLES = { area: 'drive:drive', types: 'drive:drive.views' };

/** The Drive (seed 000 §2 Drive): every /app/drive/... view but a group's own page. */
export function DriveScreen() {
  // A member switched into another account needs drive_view (seed 000 §1, §6).
  return (
    <FileAreaScreen page="drive" permission="drive_view">
      <DriveBrowser />
    </FileAreaScreen>
  );
}

function DriveBrowser() {
  const { t } = useTranslation('drive');
  const area = useFileArea('drive');
  const { name, rest, search, notify } = area;
  const route = parseDriveRoute(rest, search);
  const go = useDriveNavigation();
  const state = useDriveList(route);

  const records = useListedRecords(state.groups, state.folders);
  const items = useMemo(
    () => [...state.folders.map(folderItem), ...state.groups.map(groupItem)],
    [state.folders, state.groups],
  );
  const inTrash = route.view === 'trash';
  const folderId = shownFolder(route);
  const commands = useDriveCommands({ records, inTrash, folderId });
  const actionsInput = { inTrash, canMakeFolder: folderId !== undefined, commands, t };

  return (
    <FileAreaBrowser
      route={route}
      routeKey={drivePath(route)}
      label={name}
      items={items}
      preferences={area.preferences}
      crumbs={{ atRoot: route.view === 'all', rootName: name, folderPath: state.path }}
      viewTitles={VIEW_TITLES}
      commands={commands}
      inTrash={inTrash}
      embed={false}
      contextActions={(chosen) => contextActions(actionsInput, chosen)}
      toolbarActions={() => (state.signedOut ? [] : toolbarActions(actionsInput))}
      // Search of the Drive: 3 characters or more; with fewer nothing happens (seed 000 §5).
      search={{
        onSearch: (query, options) => go(drivePath({ view: 'search', query }), options),
        placeholder: t('drive.search.placeholder'),
        label: t('drive.search.label'),
        hint: t('drive.search.hint'),
        testId: 'drive-search',
      }}
      settled={state.settled}
      onNothingFound={() => notify.info(t('drive.alerts.nothingFound'))}
      empty={state.failed ? null : <DriveEmpty route={route} signedOut={state.signedOut} />}
      loading={state.asked && state.loading}
    >
      {(selected: readonly FileItem[]) => (
        <>
          {state.signedOut ? null : <DriveViewsNav route={route} />}
          {inTrash ? <ScreenNote>{t('drive.trashNote')}</ScreenNote> : null}
          {state.failed ? <DataErrorBanner onRetry={state.retry} /> : null}
          <DriveGroupDetails selected={selected} groups={records.files} />
        </>
      )}
    </FileAreaBrowser>
  );
}
