import type Router from '@koa/router';
import { DataSource } from 'typeorm';
import { entities } from '../../../db/entities';
import { Sharing1766500000001 } from '../../../db/migrations/1766500000001-sharing';
import { WorkshopUploads1766500000002 } from '../../../db/migrations/1766500000002-workshop-uploads';
import type { AppMiddleware, AppState } from '../../../http/app-state';
import { createLogger } from '../../../logger';
import type { Clock } from '../../../shared/clock';
import type { TestApp } from '../../../test-support/test-app';
import { createAccessModule } from '../../access';
import { createAuthModule, type UsersService } from '../../auth';
import { createMailModule } from '../../mail';
import { WorkshopUpload } from '../../workshop/uploads/workshop-upload.entity';
import { ShareEntry } from '../share-entry.entity';
import { ShareLink } from '../share-link.entity';

export interface ModuleKit {
  /** A data source that knows sharing's and the uploads' entities. */
  dataSource: DataSource;
  session: AppMiddleware;
  users: UsersService;
  clock: Clock;
}

const OWN_ENTITIES = [ShareEntry, ShareLink, WorkshopUpload];
const OWN_MIGRATIONS = [
  { table: 'share_entries', migration: new Sharing1766500000001() },
  { table: 'workshop_uploads', migration: new WorkshopUploads1766500000002() },
];

/**
 * Mounts routers built by `build` in front of the test app's own, with the app's sessions and
 * granted access, on its database. Until the integrator registers sharing's and the uploads'
 * entities and migrations with the app, this runs the migrations and opens a second data source
 * on the same database that knows the entities; afterwards it uses the app's as they are.
 */
export async function mountModuleRoutes(
  app: TestApp,
  build: (kit: ModuleKit) => Router<AppState>[],
): Promise<ModuleKit & { close(): Promise<void> }> {
  const wired = OWN_ENTITIES.every((entity) => app.dataSource.hasMetadata(entity));
  const dataSource = wired
    ? app.dataSource
    : new DataSource({
        ...app.dataSource.options,
        entities: [...entities, ...OWN_ENTITIES],
        migrations: [],
        migrationsRun: false,
      } as typeof app.dataSource.options);
  if (!dataSource.isInitialized) await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    for (const { table, migration } of OWN_MIGRATIONS)
      if (!(await runner.hasTable(table))) await migration.up(runner);
  } finally {
    await runner.release();
  }

  const clock = app.clock.now;
  const mail = createMailModule(app.config, createLogger('silent')).mail;
  const auth = createAuthModule({ dataSource: app.dataSource, config: app.config, clock, mail });
  createAccessModule(app.dataSource, auth, auth.session, clock);
  const kit: ModuleKit = { dataSource, session: auth.session, users: auth.users, clock };

  // The app composed its middleware when it started listening, but each router matches against
  // its own list of routes on every request: ours join the app's first router (their paths are
  // their own, so the order does not matter).
  const first = app.koa.middleware.find((middleware) => 'router' in middleware) as
    { router: Router<AppState> } | undefined;
  if (!first) throw new Error('the test app has no router');
  for (const router of build(kit)) first.router.use(router.routes());
  return {
    ...kit,
    close: async () => {
      if (!wired && dataSource.isInitialized) await dataSource.destroy();
    },
  };
}
