// The creator module's public face: generation (seed 001 §3 Creator job, §4, §7 Generation and
// delivery; ARCHITECTURE §6): the creator calls, their jobs (creator_jobs) and the queue that
// renders them through the render engine into ready files (the ready module's rows): in-process
// by default, or with REDIS_URL handed to BullMQ and rendered by `npm run worker` (redis/).
// Its contract is packages/contracts/src/creator.ts, its errors creator-errors.ts.
import type { DataSource } from 'typeorm';
import type { AppMiddleware } from '../../http/app-state';
import type { Logger } from '../../logger';
import type { Clock } from '../../shared/clock';
import type { FileStore } from '../../shared/file-store';
import type { AccountMerger } from '../auth';
import type { TemplateLookup } from '../docs';
import { ReadyService } from '../ready';
import { CreatorJob } from './creator-job.entity';
import { createCreatorRoutes } from './creator.routes';
import { CreatorService, type CreatorDocs, type CreatorLicences } from './creator.service';
import { JobQueue, type CreatorQueue } from './job-queue';
import { MassCreateService } from './mass-create.service';
import { createMassRoutes } from './mass.routes';
import { JobRunner, type JobRunnerOptions, type RenderPort } from './job-runner';
import { jobSource } from './job-source';
import { MassPrintService } from './mass-print.service';
import type { CreatorVerification } from './job-verify';
import type { CreatorPrinters } from './job-print';
import { RedisJobQueue } from './redis/redis-job-queue';
import type { RedisSettings } from './redis/render-queue';

export { CreatorJob, JOB_STATES, type JobState } from './creator-job.entity';
export { CreatorService } from './creator.service';
export { JobQueue, JOB_QUEUE_DEFAULTS, type CreatorQueue } from './job-queue';
export { JobRunner, type RenderPort, type JobSource } from './job-runner';
export { workerJobSource } from './worker-job-source';
export { docRenderInput, verifyMarkOf, type DocToRender } from './job-source';
export type { CreatorVerification, VerifiableJob } from './job-verify';
export { MASS_KEY_ATTRIBUTE, PREVIEW_CSP } from './spreadsheet-preview';
export { MassCreateService, type MassCreateDependencies } from './mass-create.service';
export {
  rowOfDoc,
  readMassId,
  readMassmask,
  readMassRow,
  massRowHash,
  type DocRow,
} from './mass-row';
export { RedisJobQueue } from './redis/redis-job-queue';
export { startRenderWorker, type RenderWorker } from './redis/render-worker';
export {
  RENDER_QUEUE,
  REDIS_QUEUE_DEFAULTS,
  RENDER_JOB_OPTIONS,
  renderJobId,
  redisConnection,
  type RedisSettings,
  type RenderJobData,
} from './redis/render-queue';

// A visitor's jobs (and so their statuses) follow them into the account they log into.
export const creatorAccountMerger: AccountMerger = async (fromUserId, toUserId, manager) => {
  await manager.getRepository(CreatorJob).update({ userId: fromUserId }, { userId: toUserId });
};

import type { CreatorServiceDependencies } from './creator.service';

export interface CreatorModuleDependencies {
  dataSource: DataSource;
  session: AppMiddleware;
  clock: Clock;
  logger: Logger;
  /** Where made files are written (DATA_DIR or the bucket). */
  fileStore: FileStore;
  docs: CreatorDocs;
  templates: TemplateLookup;
  licences: CreatorLicences;
  /** The render engine (createRenderEngine); its pool size is the queue's concurrency. */
  engine: RenderPort;
  concurrency: number;
  /** Set (REDIS_URL): jobs go to BullMQ for `npm run worker`; this process renders nothing. */
  redis?: RedisSettings;
  /** Paid donations (payments): without them the free flow never asks for one. */
  donations?: CreatorServiceDependencies['donations'];
  /** Told how each job this process renders ends, and how long it took (/metrics). */
  onJobSettled?: JobRunnerOptions['onSettled'];
  /** The stamp vault's log of made files (issue 37). */
  madeFiles?: JobRunnerOptions['madeFiles'];
  /** The site's address as browsers reach it: verifiable files' QR codes point at it. */
  publicUrl: string;
  /** Verifiable documents (issue 35): reserves IDs for files made with verification on. */
  verification?: CreatorVerification;
  /** Calibrated printers (issue 36): a print onto a blank takes its printer's calibration. */
  printers?: CreatorPrinters;
}

/** Jobs waiting and rendering, across every instance and worker (the queue's depth). */
export async function creatorQueueCounts(dataSource: DataSource): Promise<QueueDepth> {
  const rows: Array<{ status: string; count: number | string }> = await dataSource
    .getRepository(CreatorJob)
    .createQueryBuilder('job')
    .select('job.status', 'status')
    .addSelect('COUNT(*)', 'count')
    .where('job.status IN (:...statuses)', { statuses: ['queued', 'running'] })
    .groupBy('job.status')
    .getRawMany();
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return { queued: count('queued'), running: count('running') };
}

export interface QueueDepth {
  queued: number;
  running: number;
}

export function createCreatorModule(deps: CreatorModuleDependencies) {
  // A job's render input: the doc, its template, a run row's own text, its verification mark.
  const source = jobSource(deps.docs, deps.templates, deps.publicUrl);
  const work = {
    dataSource: deps.dataSource,
    engine: deps.engine,
    source,
    clock: deps.clock,
    logger: deps.logger,
    fileStore: deps.fileStore,
    onSettled: deps.onJobSettled,
    madeFiles: deps.madeFiles,
  };
  const queue: CreatorQueue = deps.redis
    ? new RedisJobQueue({ ...work, runner: new JobRunner(work), redis: deps.redis })
    : new JobQueue({ ...work, concurrency: deps.concurrency });
  const creator = new CreatorService({
    dataSource: deps.dataSource,
    docs: deps.docs,
    licences: deps.licences,
    ready: new ReadyService(deps.dataSource),
    engine: deps.engine,
    clock: deps.clock,
    queued: () => queue.wake(),
    donations: deps.donations,
    verification: deps.verification,
    printers: deps.printers,
  });
  // Mass creation from a spreadsheet (issue 15): masscreate, the run's status, a row's preview.
  const mass = new MassCreateService({
    dataSource: deps.dataSource,
    docs: deps.docs,
    licences: deps.licences,
    engine: deps.engine,
    clock: deps.clock,
    queued: () => queue.wake(),
    verification: deps.verification,
  });
  const router = createCreatorRoutes(creator, deps.session);
  router.use(
    createMassRoutes({
      creator,
      mass,
      massPrint: new MassPrintService({
        dataSource: deps.dataSource,
        engine: deps.engine,
        source,
        docs: deps.docs,
        printers: deps.printers,
      }),
      docs: deps.docs,
      templates: deps.templates,
      session: deps.session,
    }).routes(),
  );
  return { creator, mass, queue, router };
}
