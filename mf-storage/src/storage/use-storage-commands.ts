import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  STORAGE_RESTORE_LOCATION,
  type DocsPathEntry,
  type StorageDocument,
  type StorageFolder,
} from '@gramota/contracts';
import {
  ConfirmDialog,
  doneTexts,
  downloadFile,
  folderCommandTexts,
  folderPathOf,
  ITEM_DONE_TEXTS,
  parentIn,
  recordOf,
  useFolderCommands,
  type FileItem,
  type FileAreaContext,
  runtimeT,
} from '@gramota/ui';
import { useNotify, useShellApi } from '@gramota/shell-api';
import { useStorageNavigation } from './storage-navigation';
import { StorageFileModal } from './modals/storage-file.modal';
import { storageFolderListing } from './shared-folder-moves';
import { useStorageFormAction } from './storage-form-action';
import { storagePath } from './storage-route';
import { storageShareCalls } from './storage.api';

export interface StorageCommandsContext extends FileAreaContext<StorageDocument, StorageFolder> {
  /** Inside another account's folder: the top folder the teacher sees of it. */
  sharedTop: DocsPathEntry | null;
}

/** Where the storage words the folder and trash commands otherwise than the kit. */
const STORAGE_FOLDER_TEXTS = folderCommandTexts({
  selectItem: 'storage:storage.alerts.selectItem',
  moveTitle: 'storage:storage.folders.moveTitle',
  done: doneTexts('storage:storage.done', ITEM_DONE_TEXTS),
});

const STORAGE_FOLDER_PATH = folderPathOf(storagePath, { view: 'root' });

/**
 * What the toolbar and menus do with storage files and folders: opening and downloading here,
 * folders and the trash through the kit's useFolderCommands, sharing through the kit's
 * share modal with the storage's share calls.
 */
export function useStorageCommands(context: StorageCommandsContext) {
  const { records, sharedTop } = context;
  const { t } = useTranslation(['storage', 'common']);
  const shellApi = useShellApi();
  const { showModal } = shellApi;
  const notify = useNotify();
  const go = useStorageNavigation();
  const formAction = useStorageFormAction(sharedTop);
  const useFolderListing = useMemo(() => storageFolderListing(sharedTop), [sharedTop]);

  const openFile = useCallback(
    (item: FileItem) => {
      const document = records.files.get(item.id);
      if (!document) return;
      showModal({
        title: document.name,
        component: StorageFileModal,
        // Another account's file is opened by the address its list gave.
        props: { document, own: !document.shared_by && !sharedTop },
      });
    },
    [records, sharedTop, showModal],
  );
  const parentOf = useCallback(
    (item: FileItem) => {
      const parent = parentIn(records, item);
      // Inside another account's folder, its top stands for the root (see shared-folder-moves).
      return sharedTop && parent === sharedTop.id ? null : parent;
    },
    [records, sharedTop],
  );
  const folderCommands = useFolderCommands({
    ...context,
    view: 'storage',
    texts: STORAGE_FOLDER_TEXTS,
    shell: shellApi,
    formAction,
    go,
    parentOf,
    share: storageShareCalls,
    restoreLocation: STORAGE_RESTORE_LOCATION,
    folderPath: STORAGE_FOLDER_PATH,
    openFile,
    rootName: sharedTop ? sharedTop.name : t('common:pages.storage'),
    useFolderListing,
  });

  return useMemo(() => {
    /** The selected files (not folders), or null after 'Select a file'. */
    const chosenFiles = (selected: readonly FileItem[]) => {
      const found = selected.flatMap((item) =>
        item.isFolder ? [] : (records.files.get(item.id) ?? []),
      );
      if (found.length > 0) return found;
      notify.info(t('storage:storage.alerts.selectFile'));
      return null;
    };
    /** The selected items that are another account's (shared with this one), with their owner. */
    const othersItems = (selected: readonly FileItem[]) =>
      selected.flatMap((item) => {
        const record = recordOf(records, item);
        return record?.shared_by ? [{ name: record.name, owner: record.shared_by }] : [];
      });
    return {
      ...folderCommands,
      /**
       * To the trash. A colleague trashing the owner's shared items is asked first: they go from
       * everyone the owner shared them with, into the owner's trash with the colleague's name.
       */
      trash: async (selected: readonly FileItem[]) => {
        const others = othersItems(selected);
        const first = others[0];
        if (!first || !folderCommands.requireSelection(selected))
          return folderCommands.trash(selected);
        const label = runtimeT(t)(STORAGE_FOLDER_TEXTS.actions.remove);
        showModal({
          title: label,
          component: ConfirmDialog,
          props: {
            text: t('storage:storage.confirm.trashShared', {
              name: others.map((item) => item.name).join(', '),
              owner: first.owner.name || first.owner.email,
            }),
            confirmLabel: label,
            danger: true,
            onConfirm: () => folderCommands.trash(selected),
          },
        });
      },
      openSelected: (selected: readonly FileItem[]) => {
        if (selected.length === 1) return folderCommands.open(selected[0]!);
        notify.info(runtimeT(t)(STORAGE_FOLDER_TEXTS.selectItem));
      },
      download: (selected: readonly FileItem[]) => {
        for (const document of chosenFiles(selected) ?? [])
          downloadFile(document.file, document.name);
      },
    };
  }, [folderCommands, notify, records, showModal, t]);
}

export type StorageCommands = ReturnType<typeof useStorageCommands>;
