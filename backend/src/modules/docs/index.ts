// The docs module's public face: My documents (seed 000 §2-§9): lists, folders, trash, create
// and copy, get-doc, thumbnails, the form actions and the "create files" pre-check. Its contract
// is packages/contracts/src/docs.ts. The editor's writes to a doc (doc-set, doc-clear,
// set-template) are services.editor (DocEditorService), called by the redactor module. The creator
// calls (creator, docs-creater-get-status) are the creator module's; it reads docs through
// services.getDoc.renderSource.
import { docsPaths } from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import type { AppMiddleware } from '../../http/app-state';
import type { Clock } from '../../shared/clock';
import { createFormActionRoutes } from '../folders';
import { DEFAULT_CATALOGUE_DIR } from '../templates';
import { DocEditorService } from './doc-editor.service';
import {
  DocsCreateService,
  NO_WORKSHOP_TEMPLATES,
  type CopyStampGate,
  type TemplateLookup,
  type WorkshopGate,
} from './docs-create.service';
import { DocsCreatorCheckService, type ProLicences } from './docs-creator-check.service';
import { docsFormActions, DocsItemsService } from './docs-items.service';
import { DocsListingService } from './docs-listing.service';
import { createDocsRoutes } from './docs.routes';
import type { RenderedThumbnails } from './rendered-thumbnails';
import type { DocsModuleServices } from './docs-services';
import { GetDocService } from './get-doc.service';
import { catalogueThumbnails } from './template-thumbnails';

// Its account merger: backend/src/account-mergers.ts lists every module's.
export { moveDocs } from './docs-merger';
export { Doc } from './doc.entity';
export { DocContent } from './doc-content.entity';
export { DocStats } from './doc-stats.entity';
export { DocFolder } from './doc-folder.entity';
export { sanitizeDocContent } from './content-sanitizer';
export { docMd5, thumbKey } from './doc-hash';
export {
  DocEditorService,
  type DocContentSave,
  type EditableDoc,
  type SavedDoc,
  type TemplateSwitch,
} from './doc-editor.service';
export {
  DocsCreateService,
  copyName,
  NO_WORKSHOP_TEMPLATES,
  type CopyStampGate,
  type DocsCaller,
  type TemplateLookup,
  type WorkshopGate,
} from './docs-create.service';
export type { DocsModuleServices } from './docs-services';
export { GetDocService, type DocRenderSource } from './get-doc.service';
// Folders, trash, selections and the form actions are the folders module's (shared with Ready
// files); the form actions here are its FolderFormActions on docs + doc_folders.

export interface DocsModuleDependencies {
  dataSource: DataSource;
  session: AppMiddleware;
  clock: Clock;
  templates: TemplateLookup;
  licences: ProLicences;
  /** The rendered template catalogue (thumbnails until documents are rendered). */
  catalogueDir?: string;
  /** Workshop templates' payment check (the workshop module's plan). */
  workshop?: WorkshopGate;
  /** Thumbnails of edited documents, made by the render engine (doc-thumbnails module). */
  renderedThumbnails?: RenderedThumbnails;
  /** Which stamps a copy keeps (the stamp-vault module's vault); without it, every one. */
  stamps?: CopyStampGate;
}

export function createDocsModule(deps: DocsModuleDependencies) {
  const { dataSource, clock, templates } = deps;
  const thumbnails = catalogueThumbnails(dataSource, deps.catalogueDir ?? DEFAULT_CATALOGUE_DIR);
  const workshop = deps.workshop ?? NO_WORKSHOP_TEMPLATES;
  const services: DocsModuleServices = {
    listing: new DocsListingService(dataSource),
    items: new DocsItemsService(dataSource),
    form: docsFormActions(dataSource, clock),
    create: new DocsCreateService(dataSource, templates, workshop, clock, deps.stamps),
    getDoc: new GetDocService(dataSource, templates, thumbnails),
    creatorCheck: new DocsCreatorCheckService(dataSource, templates, deps.licences),
    editor: new DocEditorService(dataSource, templates, workshop, clock),
  };
  return {
    services,
    routers: [
      createDocsRoutes(services, deps.session, deps.renderedThumbnails),
      createFormActionRoutes(docsPaths.formAction, services.form, deps.session),
    ],
  };
}
export type { RenderedThumbnails, RenderedThumbnail } from './rendered-thumbnails';
