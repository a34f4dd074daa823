import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkshopDocument, WorkshopFolder } from '@gramota/contracts';
import {
  DataErrorBanner,
  FileAreaBrowser,
  recordOf,
  ScreenNote,
  shownFolder,
  useListedRecords,
  type FileItem,
} from '@gramota/ui';
import { FileAreaScreen, useFileArea } from '@gramota/shell-api';
import { useWorkshopNavigation } from './area-navigation';
import { PlanBadge } from './plan-badge.component';
import { SharedLinkPage } from './shared-link-page.component';
import { useCreateTemplate } from './use-create-template';
import { useThumbnailQueue } from './use-thumbnail-queue';
import { UserpicHeader } from './userpic-header.component';
import accountStyles from './userpic-header.module.css';
import { useWorkshopCommands } from './use-workshop-commands';
import { useWorkshopList } from './use-workshop-list';
import { contextActions, toolbarActions } from './workshop-actions';
import { WorkshopEmpty } from './workshop-empty.component';
import { folderItem, templateItem } from './workshop-items';
import { parseWorkshopRoute, workshopPath } from './workshop-route';
import { WorkshopViewsNav } from './workshop-views-nav.component';
import type { CreateOutcome } from './create-status-poll';

/** The crumb titles of the views: list.views.*, list.search.title, common:categories.*. */
const VIEW_TITLES = { area: 'workshop:list', types: 'common:categories' };

/** My templates (seed 001 §2 Workshop): every /app/workshop/... list view. */
export function WorkshopListScreen() {
  // The workshop needs workshop_full while switched into another account (seed 001 §6).
  return (
    <FileAreaScreen page="workshop" permission="workshop_full">
      <WorkshopPage />
    </FileAreaScreen>
  );
}

export default WorkshopListScreen;

/** A share link's page, or the lists. */
function WorkshopPage() {
  const { rest, search } = useFileArea('workshop');
  const route = parseWorkshopRoute(rest, search);
  return route.view === 'sharedLink' ? <SharedLinkPage code={route.code} /> : <WorkshopBrowser />;
}

/** Whose the selected items of another account are, and what this person may do with them. */
function SharedNote({ items }: { items: readonly (WorkshopDocument | WorkshopFolder)[] }) {
  const { t } = useTranslation('workshop');
  const first = items[0];
  if (!first?.shared_by) return null;
  const { name, email } = first.shared_by;
  return (
    <ScreenNote>
      <span data-testid="shared-note">
        {t('list.shared.by', { name: name || email, email })}{' '}
        {t(first.permission === 'edit' ? 'list.shared.canEdit' : 'list.shared.viewOnly')}
      </span>
    </ScreenNote>
  );
}

function WorkshopBrowser() {
  const { t } = useTranslation('workshop');
  const area = useFileArea('workshop');
  const { name, rest, search, notify } = area;
  const route = parseWorkshopRoute(rest, search);
  const go = useWorkshopNavigation();
  const state = useWorkshopList(route);

  // types/ without a letter shows the first type present: its address says so.
  const firstType = state.types[0];
  const bareTypes = route.view === 'types' && route.type === null;
  useEffect(() => {
    if (bareTypes && firstType)
      go(workshopPath({ view: 'types', type: firstType }), { replace: true });
  }, [bareTypes, firstType, go]);

  const records = useListedRecords(state.templates, state.folders);
  const items = useMemo(
    () => [...state.folders.map(folderItem), ...state.templates.map(templateItem)],
    [state.folders, state.templates],
  );
  const inTrash = route.view === 'trash';
  // Another account's items: shared with me, or a folder of theirs opened from there.
  const shared = route.view === 'shared' || Boolean(state.sharedFolder);
  const folderId = shared ? undefined : shownFolder(route);
  const commands = useWorkshopCommands({ records, inTrash, folderId, pay: state.pay });

  const generate = useCreateTemplate();
  const onGenerateError = useCallback(
    (outcome: Extract<CreateOutcome, { status: 'error' }>) =>
      notify.error(
        outcome.text ||
          t(
            outcome.reason === 'timeout' ? 'list.alerts.createTimeout' : 'list.alerts.createFailed',
          ),
      ),
    [notify, t],
  );
  const queue = useThumbnailQueue({
    // Only the owner's own templates get thumbnails made from this list.
    documents: inTrash || shared ? [] : state.templates,
    generate,
    paused: commands.waiting,
    onError: onGenerateError,
  });

  const editable = (item: FileItem) =>
    !item.isFolder && records.files.get(item.id)?.permission === 'edit';
  const actionsInput = {
    inTrash,
    canMakeFolder: folderId !== undefined,
    commands,
    t,
    readOnly: shared ? { editable } : undefined,
  };
  const sharedOf = (selected: readonly FileItem[]) =>
    selected.flatMap((item) => {
      const one = recordOf(records, item);
      return one ? [one] : [];
    });
  return (
    <FileAreaBrowser
      route={{ ...route, type: route.view === 'types' ? (route.type ?? '') : undefined }}
      routeKey={workshopPath(route)}
      label={name}
      items={items}
      preferences={area.preferences}
      crumbs={{ atRoot: route.view === 'all', rootName: name, folderPath: state.path }}
      viewTitles={VIEW_TITLES}
      commands={commands}
      inTrash={inTrash}
      embed={false}
      contextActions={(chosen) => contextActions(actionsInput, chosen)}
      toolbarActions={() => toolbarActions(actionsInput)}
      // Workshop search: 3 characters or more; with fewer nothing happens (seed 001 §5).
      search={{
        onSearch: (query, options) => go(workshopPath({ view: 'search', query }), options),
        placeholder: t('list.search.placeholder'),
        label: t('list.search.label'),
        hint: t('list.search.hint'),
        testId: 'workshop-search',
      }}
      settled={state.settled}
      onNothingFound={() => notify.info(t('list.alerts.nothingFound'))}
      empty={
        state.failed ? null : (
          <WorkshopEmpty
            route={route}
            onCreate={commands.createTemplate}
            onUpload={commands.uploadTemplate}
          />
        )
      }
      loading={state.asked && state.loading}
    >
      {(selected: readonly FileItem[]) => (
        <>
          <WorkshopViewsNav route={route} types={state.types} />
          {state.signedOut ? null : (
            // The account the templates belong to, and its plan, on one line.
            <div className={accountStyles.account}>
              <UserpicHeader />
              <PlanBadge pay={state.pay} />
            </div>
          )}
          {inTrash ? <ScreenNote>{t('list.notes.trash')}</ScreenNote> : null}
          {route.view === 'shared' ? <ScreenNote>{t('list.notes.shared')}</ScreenNote> : null}
          {state.sharedFolder ? (
            <ScreenNote>
              <span data-testid="shared-folder-note">
                {t('list.shared.folder', {
                  name: state.sharedFolder.shared_by.name || state.sharedFolder.shared_by.email,
                  email: state.sharedFolder.shared_by.email,
                })}{' '}
                {t(
                  state.sharedFolder.permission === 'edit'
                    ? 'list.shared.canEdit'
                    : 'list.shared.viewOnly',
                )}
              </span>
            </ScreenNote>
          ) : null}
          {shared ? <SharedNote items={sharedOf(selected)} /> : null}
          {queue.running ? <ScreenNote>{t('list.notes.generating')}</ScreenNote> : null}
          {state.failed ? <DataErrorBanner onRetry={state.retry} /> : null}
        </>
      )}
    </FileAreaBrowser>
  );
}
