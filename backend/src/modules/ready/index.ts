// The ready module's public face: the files the creator made (seed 000 §2 Ready, §3 Ready file,
// §7 ready-get, ready-get-docs). Its contract is packages/contracts/src/ready.ts. The creator
// module writes the rows (ReadyFile) when a job is done; this module lists them.
import type { DataSource } from 'typeorm';
import type { AppMiddleware } from '../../http/app-state';
import { registerAccountMerger } from '../auth';
import { createReadyRoutes } from './ready.routes';
import { moveReadyFiles, ReadyService, type PendingFiles } from './ready.service';

export { ReadyFile } from './ready-file.entity';
export { ReadyService, readyFileNames, readyFileUrls, type PendingFiles } from './ready.service';
export { readyFilename, shareMobileCode } from './ready-names';
export { CreatorError, badRequest, notFound } from './ready-errors';
export { idList } from './ready.routes';

registerAccountMerger(moveReadyFiles);

export interface ReadyModuleDependencies {
  dataSource: DataSource;
  session: AppMiddleware;
  /** What jobs still at work say (the creator module). */
  pending: PendingFiles;
}

export function createReadyModule(deps: ReadyModuleDependencies) {
  const ready = new ReadyService(deps.dataSource);
  return { ready, router: createReadyRoutes(ready, deps.pending, deps.session) };
}
