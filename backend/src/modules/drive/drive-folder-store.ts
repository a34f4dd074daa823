import { DRIVE_RESTORE_LOCATION } from '@gramota/contracts';
import { FolderStore } from '../folders';
import { DriveFolder } from './drive-folder.entity';
import { DriveGroup } from './drive-group.entity';

/** The Drive's folders and trash: the folders module's folder store on its two tables. */
export const driveFolderStore = new FolderStore({
  folder: DriveFolder,
  item: DriveGroup,
  restoreLocation: DRIVE_RESTORE_LOCATION,
  restoredToRootNotice: 'Some groups went back to the Drive: their folder is gone',
});
