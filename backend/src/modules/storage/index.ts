// The storage module's public face (issue 17; seed 000 §2 Storage, §7; seed 001 §3 'Storage
// entities', §6, §7): its documents and adding made files to them (storage-add-files), its
// folders and trash (the folders module's store and form actions /api/storage-{type}-{action}/),
// storage-get and storage-view, and sharing (seed 001 §4 Sharing): the storage-share-* calls
// (the sharing module's, the owner's only), storage-open-link (anyone with the link, read-only),
// other accounts' folders in storage-get and their form actions for people with edit. Its
// contract is packages/contracts/src/storage.ts.
import { storagePaths } from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import type { AppMiddleware } from '../../http/app-state';
import type { Logger } from '../../logger';
import type { Clock } from '../../shared/clock';
import type { FileStore } from '../../shared/file-store';
import type { AccountMerger } from '../auth';
import { createFormActionRoutes } from '../folders';
import { createShareArea, createShareRoutes, type SharingService } from '../sharing';
import { createPromoSchoolRoutes } from './promo-school.routes';
import { StorageActingOwner } from './storage-acting-owner';
import { StorageFolder } from './storage-folder.entity';
import { storageFormActions } from './storage-form-actions';
import { StorageListingService } from './storage-listing.service';
import { STORAGE_SHARED_TREE, storageSharedAccess } from './storage-shared-access';
import { sharedStorageFormActions } from './storage-shared-form-actions';
import { StorageSharedListing } from './storage-shared-listing';
import { createStorageRoutes, storageEditGuards } from './storage.routes';
import { moveStorageDocuments, StorageService } from './storage.service';
import { createStorageUploadRoutes } from './upload/storage-upload.routes';
import type { PdfPreviews } from './upload/pdf-previews';
import { StorageUploadService } from './upload/storage-upload.service';

export {
  StorageDocument,
  STORAGE_SHARE_TYPES,
  type StorageShareType,
} from './storage-document.entity';
export { StorageFolder } from './storage-folder.entity';
export { StorageService, type FileForStorage } from './storage.service';
export { storageDir, storageFileKey, storageFileUrl, STORAGE_FILES_PREFIX } from './storage-files';
export { storageEditGuards, storageViewGuards } from './storage.routes';
export {
  STORAGE_SHARE_AREA,
  storageSharedAccess,
  type StorageSharedAccess,
} from './storage-shared-access';
export { resolveUploadFolder, type UploadTarget } from './storage-upload-target';
export {
  DEFAULT_PDF_PREVIEW,
  PdfPreviews,
  type PdfPreviewConfig,
  type PdfPreviewQueueState,
} from './upload/pdf-previews';

// Files kept while anonymous follow the visitor into the account, and keep their folders.
export const storageAccountMerger: AccountMerger = async (fromUserId, toUserId, manager) => {
  await moveStorageDocuments(fromUserId, toUserId, manager);
  await manager.getRepository(StorageFolder).update({ userId: fromUserId }, { userId: toUserId });
};

export function createStorageModule(dataSource: DataSource, fileStore: FileStore, clock: Clock) {
  return { storage: new StorageService(dataSource, fileStore, clock) };
}

export interface StorageRoutesDependencies {
  dataSource: DataSource;
  session: AppMiddleware;
  clock: Clock;
  /** Uploads are received under DATA_DIR/tmp/ (this instance's scratch) first. */
  dataDir: string;
  /** The storage's files lie in it under public/storage/ (storageFileKey). */
  fileStore: FileStore;
  logger: Logger;
  /** Who items are shared with (the one SharingService of the app, shared with the workshop). */
  sharing: SharingService;
  /** The site's address: share links are absolute. */
  publicUrl: string;
  /** This process's PDF drawing slots and limits (PDF_PREVIEW_*): uploaded PDFs' first pages. */
  pdfPreviews: PdfPreviews;
}

/**
 * The storage screens' calls: storage-get, storage-view, storage-open-link, the form actions
 * (for the owner, and for people another account shared a folder or file with EDIT), uploads,
 * the school offer and the share calls.
 */
export function createStorageRouter(deps: StorageRoutesDependencies) {
  const { dataSource, session, sharing } = deps;
  const access = storageSharedAccess(dataSource, sharing);
  const shared = new StorageSharedListing(dataSource, access);
  const router = createStorageRoutes(
    new StorageListingService(dataSource, shared),
    shared,
    access,
    session,
  );
  const form = sharedStorageFormActions(
    storageFormActions(dataSource, deps.clock, deps.fileStore, deps.logger, sharing),
    new StorageActingOwner(dataSource, access),
  );
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
      uploads: new StorageUploadService(
        dataSource,
        deps.dataDir,
        deps.fileStore,
        deps.clock,
        deps.logger,
        deps.pdfPreviews,
      ),
      sharing,
    }).routes(),
  );
  router.use(createPromoSchoolRoutes(session).routes());
  router.use(
    createShareRoutes({
      area: createShareArea(dataSource, STORAGE_SHARED_TREE),
      sharing,
      session,
      publicUrl: deps.publicUrl,
    }).routes(),
  );
  return router;
}
