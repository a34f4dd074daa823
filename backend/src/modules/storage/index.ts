// The storage module's public face (issue 17; seed 000 §2 Storage, §7; seed 001 §3 'Storage
// entities', §6, §7): its documents and adding made files to them (storage-add-files), its
// folders and trash (the folders module's store and form actions /api/storage-{type}-{action}/),
// storage-get and storage-view. Its contract is packages/contracts/src/storage.ts. Sharing's
// calls (storage-share-*) and the link (storage-open-link) come next, through the sharing module.
import { storagePaths } from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import type { AppMiddleware } from '../../http/app-state';
import type { Logger } from '../../logger';
import type { Clock } from '../../shared/clock';
import { registerAccountMerger } from '../auth';
import { createFormActionRoutes } from '../folders';
import type { SharingService } from '../sharing';
import { createPromoSchoolRoutes } from './promo-school.routes';
import { StorageFolder } from './storage-folder.entity';
import { storageFormActions } from './storage-form-actions';
import { StorageListingService } from './storage-listing.service';
import { createStorageRoutes, storageEditGuards } from './storage.routes';
import { moveStorageDocuments, StorageService } from './storage.service';
import { createStorageUploadRoutes } from './upload/storage-upload.routes';
import { StorageUploadService } from './upload/storage-upload.service';

export {
  StorageDocument,
  STORAGE_SHARE_TYPES,
  type StorageShareType,
} from './storage-document.entity';
export { StorageFolder } from './storage-folder.entity';
export { StorageService, type FileForStorage } from './storage.service';
export { storageDir, storageFileUrl } from './storage-files';
export { storageEditGuards, storageViewGuards } from './storage.routes';

registerAccountMerger(moveStorageDocuments);
// Files kept while anonymous keep their folders when the visitor logs in.
registerAccountMerger(async (fromUserId, toUserId, manager) => {
  await manager.getRepository(StorageFolder).update({ userId: fromUserId }, { userId: toUserId });
});

export function createStorageModule(dataSource: DataSource, dataDir: string, clock: Clock) {
  return { storage: new StorageService(dataSource, dataDir, clock) };
}

export interface StorageRoutesDependencies {
  dataSource: DataSource;
  session: AppMiddleware;
  clock: Clock;
  /** Files live under DATA_DIR/public/storage/. */
  dataDir: string;
  logger: Logger;
  /** The 'shared' view: what others shared with this account. */
  sharing: SharingService;
}

/** The storage screens' calls: storage-get, storage-view and the form actions. */
export function createStorageRouter(deps: StorageRoutesDependencies) {
  const { dataSource, session } = deps;
  const router = createStorageRoutes(
    dataSource,
    new StorageListingService(dataSource, deps.sharing),
    session,
  );
  const form = storageFormActions(dataSource, deps.clock, deps.dataDir, deps.logger);
  router.use(
    createFormActionRoutes(storagePaths.formAction, form, session, {
      guards: storageEditGuards,
      itemWord: 'stdoc',
    }).routes(),
  );
  router.use(
    createStorageUploadRoutes({
      dataSource,
      session,
      uploads: new StorageUploadService(dataSource, deps.dataDir, deps.clock, deps.logger),
      sharing: deps.sharing,
    }).routes(),
  );
  router.use(createPromoSchoolRoutes(session).routes());
  return router;
}
