import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { READY_RESTORE_LOCATION, type ReadyFile, type ReadyFolder } from '@gramota/contracts';
import {
  doneTexts,
  folderCommandTexts,
  folderPathOf,
  useFolderCommands,
  type FileItem,
  type FileAreaContext,
  runtimeT,
} from '@gramota/ui';
import { folderListingHook, useNotify, useShellApi } from '@gramota/shell-api';
import { useAreaNavigation } from '../common/area-link.component';
import { useDeliveryCommands } from '../delivery/use-delivery-commands';
import { ExportModal } from './export.modal';
import { FilePreviewModal } from './file-preview.modal';
import { oneFormat, printFiles } from './print-files';
import { fileTitle } from './ready-items';
import { readyPath, type ReadyRoute } from './ready-route';
import { useReadyFormActionMutation, useReadyGetQuery } from './ready.api';

export interface ReadyCommandsContext extends FileAreaContext<ReadyFile, ReadyFolder> {
  search: URLSearchParams;
}

/** Where Ready files word the folder and trash commands otherwise than the kit. */
const READY_FOLDER_TEXTS = folderCommandTexts({
  recoverBeforeOpening: 'ready:ready.alerts.recoverBeforeOpening',
  // 'Empty trash' / 'Trash emptied': Ready files' own English.
  actions: { remove: 'ready:ready.actions.remove', clearTrash: 'ready:ready.actions.clearTrash' },
  confirmDeleteForever: 'ready:ready.confirm.deleteForever',
  done: doneTexts('ready:ready.done', [
    'renamed',
    'trashed',
    'restored',
    'deleted',
    'cleared',
    'restoredToRoot',
  ]),
});

/** One folder of Ready files (never the trash) for the move-to dialog. */
const useReadyFolderListing = folderListingHook(useReadyGetQuery, { trash: false });

/**
 * What the toolbar and menus do with ready files and their folders (seed 000 §5, §8 rules before
 * anything else): opening, download and print here, folders and the trash (the shared
 * useFolderCommands), sending on (use-delivery-commands).
 */
export function useReadyCommands(context: ReadyCommandsContext) {
  const { records, search } = context;
  const files = records.files;
  const { t } = useTranslation(['ready', 'common']);
  const shellApi = useShellApi();
  const { showModal } = shellApi;
  const notify = useNotify();
  const go = useAreaNavigation();
  const [formAction] = useReadyFormActionMutation();
  const delivery = useDeliveryCommands(files);

  const hint = useCallback(
    (key: string) => notify.info(runtimeT(t)(`ready:ready.alerts.${key}`)),
    [notify, t],
  );
  const print = useCallback(
    (found: readonly ReadyFile[]) => {
      if (!oneFormat(found)) return hint('printOneFormat');
      if (!printFiles(found)) hint('printBlocked');
    },
    [hint],
  );
  const openFile = useCallback(
    (item: FileItem) => {
      const file = files.get(item.id);
      if (!file) return;
      showModal({
        title: fileTitle(file),
        component: FilePreviewModal,
        props: { file, onPrint: (one: ReadyFile) => print([one]) },
      });
    },
    [files, print, showModal],
  );
  const folderPath = useMemo(
    () => folderPathOf((route: ReadyRoute) => readyPath(route, search), { view: 'all' }),
    [search],
  );
  // A file is renamed from the name it was made with; its filename follows on the server.
  const nameOf = useCallback(
    (item: FileItem) => (item.isFolder ? item.name : (files.get(item.id)?.name ?? item.name)),
    [files],
  );
  const folderCommands = useFolderCommands({
    ...context,
    view: 'ready',
    texts: READY_FOLDER_TEXTS,
    shell: shellApi,
    formAction,
    go,
    // Seed 000 §4: restore returns to Ready files.
    restoreLocation: READY_RESTORE_LOCATION,
    folderPath,
    openFile,
    rootName: t('common:pages.ready'),
    useFolderListing: useReadyFolderListing,
    nameOf,
  });

  return useMemo(() => {
    /** The selected files, or null after telling the teacher to select something. */
    const required = (selected: readonly FileItem[]) => {
      const found = selected.flatMap((item) => files.get(item.id) ?? []);
      if (found.length > 0) return found;
      notify.info(runtimeT(t)(READY_FOLDER_TEXTS.selectItem));
      return null;
    };
    return {
      ...folderCommands,
      ...delivery,
      download: (selected: readonly FileItem[]) => {
        const found = required(selected);
        if (found)
          showModal({
            title: t('ready:ready.exportTitle'),
            component: ExportModal,
            props: { files: found },
          });
      },
      print: (selected: readonly FileItem[]) => {
        const found = required(selected);
        if (found) print(found);
      },
    };
  }, [delivery, files, folderCommands, notify, print, showModal, t]);
}

export type ReadyCommands = ReturnType<typeof useReadyCommands>;
