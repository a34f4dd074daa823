import { STORAGE_RESTORE_LOCATION } from '@gramota/contracts';
import { FolderStore } from '../folders';
import { StorageDocument } from './storage-document.entity';
import { StorageFolder } from './storage-folder.entity';

/** The storage's folders and trash: the folders module's folder store on its two tables. */
export const storageFolderStore = new FolderStore({
  folder: StorageFolder,
  item: StorageDocument,
  restoreLocation: STORAGE_RESTORE_LOCATION,
  restoredToRootNotice: 'Some files went back to the storage: their folder is gone',
});
