// The private-files module's public face: the guarded addresses of the files people made
// (/data/doc/, seed 000 §2 Ready) and of their storage copies (/data/storage/). ARCHITECTURE §5:
// personal files go to their owner, to an access the owner granted, or through a share code (the
// delivery module's /app/s/{code}/; a storage item's share or link). Everything server-side (render, e-mail, messenger, cloud
// disk, storage copies, print order) reads these files from disk, not through these routes.
import type { DataSource } from 'typeorm';
import type { AppMiddleware } from '../../http/app-state';
import type { Clock } from '../../shared/clock';
import type { FileStore } from '../../shared/file-store';
import { ReadyService } from '../ready';
import type { SharingService } from '../sharing';
import { createPrivateFilesRoutes } from './private-files.routes';

export { requireLiveSession } from './private-files.routes';

export interface PrivateFilesModuleDependencies {
  dataSource: DataSource;
  session: AppMiddleware;
  clock: Clock;
  /** Made files (public/doc/) and storage copies (public/storage/) are streamed from it. */
  fileStore: FileStore;
  /** Storage files shared with someone, or opened through their link, are served to them too. */
  sharing: SharingService;
}

/** Its router must be mounted before the static routes (app.ts). */
export function createPrivateFilesModule(deps: PrivateFilesModuleDependencies) {
  return {
    router: createPrivateFilesRoutes({ ...deps, ready: new ReadyService(deps.dataSource) }),
  };
}
