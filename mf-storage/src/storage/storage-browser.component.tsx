import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api, selectProfile, useAppSelector } from '@gramota/store';
import {
  Button,
  DataErrorBanner,
  EmptyState,
  FileAreaBrowser,
  FileDropZone,
  ScreenNote,
  shownFolder,
  useListedRecords,
  type FileItem,
} from '@gramota/ui';
import { useFileArea, useShellApi } from '@gramota/shell-api';
import { SchoolPromoNote } from './school-promo.component';
import { sharedTopFolder } from './shared-folder-moves';
import { SharedFolderNote, SharedItemNote } from './shared-notes.component';
import { contextActions, guardedCommands, toolbarActions } from './storage-actions';
import { StorageEmpty } from './storage-empty.component';
import { documentItem, folderItem } from './storage-items';
import { storageRights } from './storage-rights';
import { storagePath, type StorageRoute } from './storage-route';
import { StorageViewsNav } from './storage-views-nav.component';
import { TrashedByNotes } from './trashed-by-notes.component';
import { useStorageNavigation } from './storage-navigation';
import { UPLOAD_ACCEPT } from './upload/upload-checks';
import { UploadStatus } from './upload/upload-status.component';
import { useStorageUpload } from './upload/use-storage-upload';
import { useStorageCommands } from './use-storage-commands';
import { useStorageList } from './use-storage-list';

/** The crumb titles of the views: storage.views.*, storage.search.title. */
const VIEW_TITLES = { area: 'storage:storage', types: 'storage:storage.types' };

/** A member switched into another account changes it only with storage_edit (seed 001 §6). */
function useAccountMayEdit() {
  const session = api.useLoginCheckQuery().currentData;
  const profile = useAppSelector(selectProfile);
  if (session?.is_access !== 'true') return true;
  return Boolean(profile?.permissions.storage_edit);
}

/** The storage's list views: root, folder/{id}, shared, search and trash. */
export function StorageBrowser({ route }: { route: StorageRoute }) {
  const { t } = useTranslation('storage');
  const area = useFileArea('storage');
  const { name, notify } = area;
  const { requireLogin } = useShellApi();
  const go = useStorageNavigation();
  const state = useStorageList(route);
  const accountMayEdit = useAccountMayEdit();
  const input = useRef<HTMLInputElement>(null);

  const records = useListedRecords(state.documents, state.folders);
  const inTrash = route.view === 'trash';
  const inShared = route.view === 'shared';
  const sharedFolder = state.sharedFolder;
  const sharedTop = useMemo(
    () => sharedTopFolder(state.path, Boolean(sharedFolder)),
    [state.path, sharedFolder],
  );
  const rights = storageRights({
    // A folder that is not there takes nothing.
    view: state.missing ? 'unknown' : route.view,
    sharedFolder,
    accountMayEdit,
    permissionOf: (item) =>
      (item.isFolder ? records.folders.get(item.id) : records.files.get(item.id))?.permission,
  });
  // The browser marks what may not be changed ('view': an eye, no dragging, no drop into it).
  const items = useMemo(() => {
    const shownAs = (permission: 'view' | 'edit' | undefined) =>
      accountMayEdit ? permission : 'view';
    return [
      ...state.folders.map((folder) =>
        folderItem(folder, shownAs(folder.permission ?? sharedFolder?.permission)),
      ),
      ...state.documents.map((document) =>
        documentItem(document, shownAs(document.permission ?? sharedFolder?.permission)),
      ),
    ];
  }, [accountMayEdit, sharedFolder, state.documents, state.folders]);

  const folderId = shownFolder(route, 'root');
  const allCommands = useStorageCommands({ records, inTrash, folderId, sharedTop });
  const commands = guardedCommands(allCommands, rights, () =>
    notify.info(t('storage.alerts.sharedStay')),
  );
  const upload = useStorageUpload(folderId ?? null);
  const chooseFiles = () => input.current?.click();
  const actionsInput = { inTrash, rights, commands, chooseFiles, t };
  const selectedOf = (selected: readonly FileItem[]) => {
    const first = selected[0];
    if (!first) return undefined;
    return first.isFolder ? records.folders.get(first.id) : records.files.get(first.id);
  };

  if (state.signedOut)
    return (
      <EmptyState title={t('storage.empty.signIn')} text={t('storage.empty.signInText')}>
        <Button variant="primary" onClick={() => requireLogin('storage')}>
          {t('storage.empty.signInAction')}
        </Button>
      </EmptyState>
    );
  return (
    <FileDropZone
      enabled={rights.canAddHere && upload.uploading === 0}
      onFiles={(files) => void upload.upload(files)}
      onRefused={() => notify.info(t('storage.upload.notHere'))}
      overlayText={t('storage.upload.drop')}
      testId="storage-drop-zone"
    >
      {rights.canAddHere ? (
        <input
          ref={input}
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          hidden
          data-testid="storage-upload-input"
          aria-label={t('storage.actions.upload')}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // The same file chosen again must fire a change too.
            event.target.value = '';
            if (files.length > 0) void upload.upload(files);
          }}
        />
      ) : null}
      <FileAreaBrowser
        route={route}
        routeKey={storagePath(route)}
        label={name}
        items={items}
        preferences={area.preferences}
        crumbs={{ atRoot: route.view === 'root', rootName: name, folderPath: state.path }}
        viewTitles={VIEW_TITLES}
        commands={commands}
        inTrash={inTrash}
        embed={false}
        contextActions={(chosen) => contextActions(actionsInput, chosen)}
        toolbarActions={(selected) => toolbarActions(actionsInput, selected)}
        // Storage search: 3 characters or more over the whole account (seed 000 §5).
        search={{
          onSearch: (query, options) => go(storagePath({ view: 'search', query }), options),
          placeholder: t('storage.search.placeholder'),
          label: t('storage.search.label'),
          hint: t('storage.search.hint'),
          testId: 'storage-search',
        }}
        settled={state.settled}
        onNothingFound={() => notify.info(t('storage.alerts.nothingFound'))}
        empty={
          state.failed ? null : state.missing ? (
            <EmptyState title={t('storage.empty.missing')} />
          ) : (
            <StorageEmpty route={route} onUpload={rights.canAddHere ? chooseFiles : undefined} />
          )
        }
        loading={state.asked && state.loading}
      >
        {(selected: readonly FileItem[]) => (
          <>
            <StorageViewsNav route={route} />
            {inTrash ? <ScreenNote>{t('storage.notes.trash')}</ScreenNote> : null}
            {inTrash ? <TrashedByNotes items={[...state.folders, ...state.documents]} /> : null}
            {inShared ? <ScreenNote>{t('storage.notes.shared')}</ScreenNote> : null}
            {inShared ? <SchoolPromoNote /> : null}
            {sharedFolder ? <SharedFolderNote shared={sharedFolder} /> : null}
            {inShared || sharedFolder ? <SharedItemNote item={selectedOf(selected)} /> : null}
            {!accountMayEdit ? <ScreenNote>{t('storage.notes.viewOnlyAccess')}</ScreenNote> : null}
            <UploadStatus upload={upload} />
            {state.failed ? <DataErrorBanner onRetry={state.retry} /> : null}
          </>
        )}
      </FileAreaBrowser>
    </FileDropZone>
  );
}
