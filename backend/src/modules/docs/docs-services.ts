import type { FolderFormActions } from '../folders';
import type { DocEditorService } from './doc-editor.service';
import type { DocsCreateService } from './docs-create.service';
import type { DocsCreatorCheckService } from './docs-creator-check.service';
import type { DocsItemsService } from './docs-items.service';
import type { DocsListingService } from './docs-listing.service';
import type { GetDocService } from './get-doc.service';

/** The docs module's services, by concern; the routes only translate HTTP to these. */
export interface DocsModuleServices {
  listing: DocsListingService;
  items: DocsItemsService;
  /** The form actions /api/docs-{type}-{action}/: folders and the trash. */
  form: FolderFormActions;
  create: DocsCreateService;
  getDoc: GetDocService;
  creatorCheck: DocsCreatorCheckService;
  /** The editor's writes (doc-set, doc-clear, set-template); the redactor module calls these. */
  editor: DocEditorService;
}
