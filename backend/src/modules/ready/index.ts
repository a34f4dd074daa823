// The ready module's public face: the files the creator made (seed 000 §2 Ready, §3 Ready file,
// §7 ready-get, ready-get-docs, the form actions /api/ready-{type}-{action}/). Its contract is
// packages/contracts/src/ready.ts. The creator module writes the rows (ReadyFile) when a job is
// done; this module lists them, keeps them in folders and the trash (the folders module's folder
// store) and deletes their files from disk when they are deleted forever.
import { readyPaths } from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import type { AppMiddleware } from '../../http/app-state';
import type { Logger } from '../../logger';
import type { Clock } from '../../shared/clock';
import type { FileStore } from '../../shared/file-store';
import type { AccountMerger } from '../auth';
import { createFormActionRoutes } from '../folders';
import { ReadyFolder } from './ready-folder.entity';
import { readyFormActions } from './ready-files-in-store';
import { ReadyListingService } from './ready-listing.service';
import { createReadyRoutes } from './ready.routes';
import { moveReadyFiles, ReadyService, type PendingFiles } from './ready.service';

export { ReadyFile } from './ready-file.entity';
export { ReadyFolder } from './ready-folder.entity';
export {
  ReadyService,
  READY_FILES_PREFIX,
  readyFileKeys,
  readyFileNames,
  readyFileUrls,
  type PendingFiles,
} from './ready.service';
export { readyDownloadName, readyFilename, safeFileName, shareMobileCode } from './ready-names';
export { readyError, badRequest, notFound } from './ready-errors';
export { idList } from './ready.routes';
export { inTableOrder, type RunPlace } from './mass-downloads';
export { readyAccountFiles } from './ready-account-files';
export {
  createMassDownloadsRoutes,
  type MassDownloadsDependencies,
  type MassFilesLoader,
} from './mass-downloads.routes';

// A visitor's made files follow them into the account they log into, and keep their folders.
export const readyAccountMerger: AccountMerger = async (fromUserId, toUserId, manager) => {
  await moveReadyFiles(fromUserId, toUserId, manager);
  await manager.getRepository(ReadyFolder).update({ userId: fromUserId }, { userId: toUserId });
};

export interface ReadyModuleDependencies {
  dataSource: DataSource;
  session: AppMiddleware;
  /** What jobs still at work say (the creator module). */
  pending: PendingFiles;
  clock: Clock;
  /** Made files lie in it under public/doc/ (readyFileKeys). */
  fileStore: FileStore;
  logger: Logger;
}

export function createReadyModule(deps: ReadyModuleDependencies) {
  const { dataSource, session } = deps;
  const ready = new ReadyService(dataSource);
  const router = createReadyRoutes(
    ready,
    new ReadyListingService(dataSource),
    deps.pending,
    session,
  );
  const form = readyFormActions(dataSource, deps.clock, deps.fileStore, deps.logger);
  router.use(createFormActionRoutes(readyPaths.formAction, form, session).routes());
  return { ready, router };
}
