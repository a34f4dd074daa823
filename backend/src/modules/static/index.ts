// The static module's public face: the built front ends, the remotes manifest and DATA_DIR/public.
import type { Config } from '../../config';
import type { AppMiddleware } from '../../http/app-state';
import type { Logger } from '../../logger';
import type { FileStore } from '../../shared/file-store';
import { RemotesService } from './remotes.service';
import { createStaticRoutes } from './static.routes';

export { RemotesService, defaultRemotes } from './remotes.service';
export { cacheControlForBuildFile, IMMUTABLE, NO_CACHE } from './cache-policy';

export function createStaticModule(
  config: Pick<Config, 'staticRoot' | 'dataDir'> & Partial<Pick<Config, 'frameAncestors'>>,
  session: AppMiddleware,
  logger: Logger,
  fileStore: FileStore,
) {
  const remotes = new RemotesService(config.dataDir, logger);
  return {
    remotes,
    router: createStaticRoutes({
      staticRoot: config.staticRoot,
      frameAncestors: config.frameAncestors,
      fileStore,
      remotes,
      session,
    }),
  };
}
