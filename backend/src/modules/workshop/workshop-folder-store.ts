import { FolderStore } from '../folders';
import { WorkshopFolder } from './workshop-folder.entity';
import { WorkshopTemplate } from './workshop-template.entity';

/** Where restore sends the teacher back (seed 001 §2 Workshop). */
export const WORKSHOP_RESTORE_LOCATION = '/app/workshop/';

/** My templates' folders and trash: the folders module's folder store on its two tables. */
export const workshopFolderStore = new FolderStore({
  folder: WorkshopFolder,
  item: WorkshopTemplate,
  restoreLocation: WORKSHOP_RESTORE_LOCATION,
  restoredToRootNotice: 'Some templates went back to My templates: their folder is gone',
});
