import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  appPaths,
  DRIVE_RESTORE_LOCATION,
  type DriveFolderItem,
  type DriveGroupItem,
} from '@gramota/contracts';
import {
  doneTexts,
  folderCommandTexts,
  folderPathOf,
  useFolderCommands,
  type FileItem,
  type FormActionCall,
  type FileAreaContext,
} from '@gramota/ui';
import { folderListingHook, usePageNavigation, useShellApi } from '@gramota/shell-api';
import { drivePath } from './drive-route';
import { useDriveFormActionMutation, useDriveGetQuery } from './drive.api';

/** Pages this area shows from the Drive: its views and a group's page stay in the area. */
const AREA_PAGES = ['drive'] as const;

/** In-area navigation; any other page goes through the shell. */
export function useDriveNavigation() {
  return usePageNavigation(AREA_PAGES);
}

/** Where the Drive words the folder and trash commands otherwise than the kit. */
const DRIVE_FOLDER_TEXTS = folderCommandTexts({
  selectItem: 'drive:drive.alerts.selectItem',
  moveTitle: 'drive:drive.folders.moveTitle',
  confirmDeleteForever: 'drive:drive.confirm.deleteForever',
  confirmClearTrash: 'drive:drive.confirm.clearTrash',
  done: doneTexts('drive:drive.done', [
    'renamed',
    'trashed',
    'restored',
    'deleted',
    'restoredToRoot',
  ]),
});

/** One folder of the Drive (never the trash) for the move-to dialog. */
const useDriveFolderListing = folderListingHook(useDriveGetQuery, {});

const folderPath = folderPathOf(drivePath, { view: 'all' });

/** The groups are the Drive's files. */
export type DriveCommandsContext = FileAreaContext<DriveGroupItem, DriveFolderItem>;

/**
 * What the toolbar and menus do on the Drive: opening a group shows its page
 * (/app/drive/folder/{key}/{group_id}/); folders and the trash are the shared useFolderCommands.
 */
export function useDriveCommands(context: DriveCommandsContext) {
  const { records } = context;
  const { t } = useTranslation(['drive', 'common']);
  const shellApi = useShellApi();
  const go = useDriveNavigation();
  const [formActionCall] = useDriveFormActionMutation();
  const formAction = useCallback<FormActionCall>((args) => formActionCall(args), [formActionCall]);
  const openFile = useCallback(
    (item: FileItem) => {
      const group = records.files.get(item.id);
      if (group) go(appPaths.driveGroup(group.key, group.id));
    },
    [go, records],
  );
  return useFolderCommands({
    ...context,
    view: 'drive',
    texts: DRIVE_FOLDER_TEXTS,
    shell: shellApi,
    formAction,
    go,
    restoreLocation: DRIVE_RESTORE_LOCATION,
    folderPath,
    openFile,
    rootName: t('common:pages.drive'),
    useFolderListing: useDriveFolderListing,
  });
}

export type DriveCommands = ReturnType<typeof useDriveCommands>;
