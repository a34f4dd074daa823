import { docsNotices } from '@gramota/contracts';
import { DocFolder } from './doc-folder.entity';
import { Doc } from './doc.entity';
import { addActiveDocs } from './docs-counter';
import { FolderStore } from '../folders';

/** My documents' folders and trash: the shared rules on docs and doc_folders. */
export const docsFolderStore = new FolderStore({
  folder: DocFolder,
  item: Doc,
  activeItemsChanged: addActiveDocs,
  restoreLocation: '/app/docs/',
  restoredToRootNotice: docsNotices.restored_to_root,
});
