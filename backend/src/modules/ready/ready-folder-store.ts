import { READY_RESTORE_LOCATION, readyNotices } from '@gramota/contracts';
import { FolderStore } from '../folders';
import { ReadyFile } from './ready-file.entity';
import { ReadyFolder } from './ready-folder.entity';

/** Ready files' folders and trash: the folders module's folder store on ready_files + ready_folders. */
export const readyFolderStore = new FolderStore({
  folder: ReadyFolder,
  item: ReadyFile,
  restoreLocation: READY_RESTORE_LOCATION,
  restoredToRootNotice: readyNotices.restored_to_root,
});
