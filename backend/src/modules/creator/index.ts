// The creator module's public face: generation (seed 001 §3 Creator job, §4, §7 Generation and
// delivery; ARCHITECTURE §6): the creator calls, their jobs (creator_jobs) and the in-process
// queue that renders them through the render engine into ready files (the ready module's rows).
// Its contract is packages/contracts/src/ready.ts.
import type { DataSource } from 'typeorm';
import type { AppMiddleware } from '../../http/app-state';
import type { Logger } from '../../logger';
import type { Clock } from '../../shared/clock';
import { registerAccountMerger } from '../auth';
import type { TemplateLookup } from '../docs';
import { ReadyService } from '../ready';
import { CreatorJob } from './creator-job.entity';
import { createCreatorRoutes } from './creator.routes';
import { CreatorService, type CreatorDocs, type CreatorLicences } from './creator.service';
import { JobQueue, type RenderPort } from './job-queue';
import { jobSource } from './job-source';

export { CreatorJob, JOB_STATES, type JobState } from './creator-job.entity';
export { CreatorService } from './creator.service';
export { JobQueue, JOB_QUEUE_DEFAULTS, type RenderPort } from './job-queue';

registerAccountMerger(async (fromUserId, toUserId, manager) => {
  await manager.getRepository(CreatorJob).update({ userId: fromUserId }, { userId: toUserId });
});

export interface CreatorModuleDependencies {
  dataSource: DataSource;
  session: AppMiddleware;
  clock: Clock;
  logger: Logger;
  dataDir: string;
  docs: CreatorDocs;
  templates: TemplateLookup;
  licences: CreatorLicences;
  /** The render engine (createRenderEngine); its pool size is the queue's concurrency. */
  engine: RenderPort;
  concurrency: number;
}

export function createCreatorModule(deps: CreatorModuleDependencies) {
  const queue = new JobQueue({
    dataSource: deps.dataSource,
    engine: deps.engine,
    source: jobSource(deps.docs, deps.templates),
    clock: deps.clock,
    logger: deps.logger,
    dataDir: deps.dataDir,
    concurrency: deps.concurrency,
  });
  const creator = new CreatorService({
    dataSource: deps.dataSource,
    docs: deps.docs,
    licences: deps.licences,
    ready: new ReadyService(deps.dataSource),
    engine: deps.engine,
    clock: deps.clock,
    queued: () => queue.wake(),
  });
  return { creator, queue, router: createCreatorRoutes(creator, deps.session) };
}
