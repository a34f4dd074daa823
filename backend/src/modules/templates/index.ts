// The templates module's public face: the starter catalogue in the database, the gallery
// (templates-get), one template's set (template-get; the docs module and the editor use
// TemplatesService.templateSet) and the artwork files under /data/templates/.
import path from 'node:path';
import type { TemplateCards } from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import type { AppMiddleware } from '../../http/app-state';
import type { Logger } from '../../logger';
import type { Clock } from '../../shared/clock';
import { CatalogueSyncService } from './catalogue-sync.service';
import { createTemplatesRoutes } from './templates.routes';
import { TemplatesService, type LicenceSource } from './templates.service';

export { Template } from './template.entity';
export { CATALOGUE_FILE_PATTERN } from './catalogue-manifest';
export { TemplatesService, type GalleryQuery, type LicenceSource } from './templates.service';
export { CatalogueSyncService, type SyncOutcome } from './catalogue-sync.service';

/**
 * Where @gramota/template-artwork's build puts the rendered catalogue (its dist/catalogue/),
 * found through the workspace link so the backend never reaches into another folder by path.
 */
export const DEFAULT_CATALOGUE_DIR = path.join(
  path.dirname(require.resolve('@gramota/template-artwork/package.json')),
  'dist',
  'catalogue',
);

export interface TemplatesModuleDependencies {
  dataSource: DataSource;
  session: AppMiddleware;
  clock: Clock;
  logger: Logger;
  /** The licences service plugs in here: `end` dates and the `my` list come from licences. */
  licences: LicenceSource;
  catalogueDir?: string;
  /** The account's workshop templates for the gallery (the workshop module's workshopCards). */
  workshopCards?: (userId: string) => Promise<TemplateCards>;
}

export function createTemplatesModule(deps: TemplatesModuleDependencies) {
  const catalogueDir = deps.catalogueDir ?? DEFAULT_CATALOGUE_DIR;
  const catalogue = new CatalogueSyncService(
    deps.dataSource,
    catalogueDir,
    deps.clock,
    deps.logger,
  );
  // Loaded once at start; requests wait for it. A failure is logged and the rows stay as they were.
  const loaded = catalogue.sync().catch((error: unknown) => {
    deps.logger.error({ err: error }, 'loading the template catalogue failed');
  });
  const templates = new TemplatesService(
    deps.dataSource,
    deps.licences,
    () => loaded,
    deps.workshopCards,
  );
  return {
    templates,
    catalogue,
    /** Resolves once the start-up load has finished (or failed). */
    loaded,
    router: createTemplatesRoutes({ templates, session: deps.session, catalogueDir }),
  };
}
