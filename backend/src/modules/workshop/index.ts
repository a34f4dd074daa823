// The workshop module's public face (issue 16; seed 001 §2 Workshop, §3, §4, §6, §7): the
// teachers' own templates and their folders (the folders module's store and form actions), the
// canvas editor's calls (template-new, -get, -set), making a template's page picture with the
// render engine's scene renderer (template-create, -create-status), the plan rules, and what the
// docs and templates modules plug in: the 'ws:{id}:0' template lookup, the create-doc gate and
// the gallery's workshop cards. Its contract is packages/contracts/src/workshop.ts.
import { workshopPaths } from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import type { LargeBodyRoute } from '../../http/body-parser';
import type { AppMiddleware } from '../../http/app-state';
import type { Logger } from '../../logger';
import type { Clock } from '../../shared/clock';
import type { FileStore } from '../../shared/file-store';
import { UsersService } from '../auth';
import { createFormActionRoutes } from '../folders';
import { UserpicService } from '../profile';
import { createShareArea, createShareRoutes, type SharingService } from '../sharing';
import { workshopFormActions } from './workshop-form-actions';
import { WorkshopListingService } from './workshop-listing.service';
import { createMaketsRoutes, maketCatalogue } from './makets';
import { WORKSHOP_SHARED_TREE, WorkshopSharedAccess } from './share/workshop-shared-access';
import { WorkshopSharedListing } from './share/workshop-shared-listing';
import { createWorkshopUploadRoutes, WorkshopUploadsService } from './uploads';
import { withDefaultLayouts, type WorkshopMakets } from './workshop-makets';
import { WorkshopPagesService, type SceneRenderer } from './workshop-pages.service';
import { WorkshopPlan, type WorkshopLicences } from './workshop-plan';
import { WorkshopTemplatesService, type WorkshopStampGate } from './workshop-templates.service';
import { WorkshopUsage } from './workshop-usage';
import type { UsageLimits } from '../usage-limits';
import { createWorkshopRoutes, workshopGuards } from './workshop.routes';

export { WorkshopTemplate, type WorkshopTemplateState } from './workshop-template.entity';
export { WorkshopFolder } from './workshop-folder.entity';
export { WorkshopUpload } from './uploads';
export { WorkshopPlan, mayAddTemplate, mayMakeDocument } from './workshop-plan';
export type { WorkshopLicences } from './workshop-plan';
export type { SceneRenderer } from './workshop-pages.service';
export type { WorkshopMakets } from './workshop-makets';
export { DEFAULT_LAYOUTS_ONLY, withDefaultLayouts } from './workshop-makets';
export { configureMakets } from './makets';
export { withWorkshopTemplates, workshopCards } from './workshop-doc-templates';
export { workshopAccountFiles } from './workshop-account-files';
export { workshopGuards, templateRowId } from './workshop.routes';
export {
  WorkshopPayError,
  WORKSHOP_PAY_ANSWER,
  answerWorkshopPay,
  requireWorkshopLogin,
  workshopError,
} from './workshop-errors';
export { workshopFileKey, workshopFileUrl, WORKSHOP_PUBLIC_DIR } from './workshop-answers';

/** The scene of workshop-template-set may be up to sceneMaxBytes, form-encoded (about 3x). */
export const WORKSHOP_LARGE_BODIES: readonly LargeBodyRoute[] = [
  { method: 'POST', path: /^\/api\/workshop-template-set\/[^/]+\/?$/, limit: 1024 * 1024 },
];

export interface WorkshopModuleDependencies {
  dataSource: DataSource;
  session: AppMiddleware;
  clock: Clock;
  logger: Logger;
  /** Pictures live in the file store under public/workshop/ (and userpics under public/userpic/). */
  fileStore: FileStore;
  licences: WorkshopLicences;
  /** The render engine's renderScene; without it every generation ends in 'error'. */
  renderer?: SceneRenderer;
  /** The layouts; default: the shipped catalogue (./makets), else each format's default layout. */
  makets?: WorkshopMakets;
  /** Who templates and folders are shared with (the sharing module, shared with the storage). */
  sharing: SharingService;
  /** The site's address: share links are absolute. */
  publicUrl: string;
  /** Counts uploads per account and address (issue 28). */
  usageLimits: UsageLimits;
  /** The stamp vault (issue 37): who may place the account's stamps on templates. */
  stampGate?: WorkshopStampGate;
}

export function createWorkshopModule(deps: WorkshopModuleDependencies) {
  const { dataSource, session, clock } = deps;
  const plan = new WorkshopPlan(dataSource, deps.licences);
  const usage = new WorkshopUsage(dataSource);
  const pages = new WorkshopPagesService(dataSource, deps.fileStore, deps.renderer, deps.logger);
  const templates = new WorkshopTemplatesService(
    dataSource,
    clock,
    plan,
    withDefaultLayouts(
      deps.makets ?? { newScene: (format, id) => maketCatalogue().newScene(format, id) ?? null },
    ),
    usage,
    deps.stampGate,
  );
  const access = new WorkshopSharedAccess(dataSource, deps.sharing);
  const shared = new WorkshopSharedListing(dataSource, access, usage);
  const router = createWorkshopRoutes({
    session,
    listing: new WorkshopListingService(dataSource, plan, usage, shared),
    templates,
    pages,
    plan,
    access,
    shared,
  });
  const form = workshopFormActions(dataSource, clock, usage, pages, deps.sharing);
  router.use(
    createFormActionRoutes(workshopPaths.formAction, form, session, {
      guards: workshopGuards,
      itemWord: 'wsdoc',
    }).routes(),
  );
  router.use(createMaketsRoutes(session).routes());
  router.use(
    createWorkshopUploadRoutes({
      uploads: new WorkshopUploadsService(dataSource, deps.fileStore, clock, deps.usageLimits),
      templates: {
        mayAddTemplate: (accountId) => plan.mayAddTemplate(accountId),
        createUploaded: (accountId, template) => templates.createUploaded(accountId, template),
      },
      // The profile's own userpic store (same files, same user column), not a second one.
      userpics: new UserpicService(deps.fileStore, new UsersService(dataSource)),
      session,
    }).routes(),
  );
  router.use(
    createShareRoutes({
      area: createShareArea(dataSource, WORKSHOP_SHARED_TREE),
      sharing: deps.sharing,
      session,
      publicUrl: deps.publicUrl,
    }).routes(),
  );
  return { plan, templates, pages, router };
}
