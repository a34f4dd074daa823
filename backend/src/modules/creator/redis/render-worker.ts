import { DelayedError, Worker, type Job } from 'bullmq';
import { JobRunner, type JobRunnerOptions } from '../job-runner';
import {
  REDIS_QUEUE_DEFAULTS,
  RENDER_QUEUE,
  redisConnection,
  throttledWarn,
  type RedisSettings,
  type RenderJobData,
} from './render-queue';

export interface RenderWorkerOptions extends JobRunnerOptions {
  redis: RedisSettings;
  /** Renders at once: the engine's pool size. */
  concurrency: number;
  /** A job 'running' since longer lost its worker and may be taken over. */
  staleMs?: number;
}

export interface RenderWorker {
  /** The BullMQ worker (tests wait for it to be ready). */
  readonly worker: Worker<RenderJobData>;
  /** Lets running renders finish, stops taking jobs and closes the render engine. */
  close(): Promise<void>;
}

/**
 * A render worker of the Redis mode (`npm run worker`, ARCHITECTURE §6): takes BullMQ jobs and
 * runs their creator_jobs rows through the JobRunner, the same code the embedded queue runs. The
 * row decides: a job delivered twice, or for a row already done, finds nothing to claim; a row not
 * due yet (the free flow's wait, a retry's pause) sends the BullMQ job back to wait until it is. A
 * render that throws is retried through the row and never reaches BullMQ, so it cannot stop the
 * worker; BullMQ's stalled-job check hands the job of a worker that died to another one, which
 * takes the row over once it counts as stale.
 */
export function startRenderWorker(options: RenderWorkerOptions): RenderWorker {
  const runner = new JobRunner(options);
  const { clock, logger } = options;
  const staleMs = options.staleMs ?? REDIS_QUEUE_DEFAULTS.staleMs;

  /** Back to BullMQ's delayed set until `at` (clock time): the row is not ready for us yet. */
  const later = async (job: Job<RenderJobData>, token: string | undefined, at: number) => {
    await job.moveToDelayed(Date.now() + Math.max(0, at - clock().getTime()), token);
    throw new DelayedError();
  };

  const processor = async (job: Job<RenderJobData>, token?: string): Promise<void> => {
    const id = Number(job.data?.jobId);
    if (!Number.isSafeInteger(id)) {
      logger.warn({ bullJob: job.id }, 'render job without a creator job id: dropped');
      return;
    }
    const now = clock().getTime();
    const claimed = await runner.claim(id, now - staleMs);
    if (!claimed) {
      const row = await runner.peek(id);
      if (row?.status === 'queued') return later(job, token, row.notBefore);
      // Another worker has it: look again when it would count as dead.
      if (row?.status === 'running') return later(job, token, (row.startedAt ?? now) + staleMs);
      return; // done, failed or deleted: a second delivery, nothing to do.
    }
    const outcome = await runner.run(claimed);
    if (outcome.kind === 'retry') return later(job, token, outcome.notBefore);
  };

  const worker = new Worker<RenderJobData>(RENDER_QUEUE, processor, {
    connection: redisConnection(options.redis.url),
    prefix: options.redis.prefix,
    concurrency: Math.max(1, options.concurrency),
  });
  // BullMQ's 'error' events need a listener, or Node would end the process.
  worker.on('error', throttledWarn(logger, 'render worker: Redis connection failed'));
  worker.on('failed', (job, error) => {
    logger.error({ err: error, job: job?.data?.jobId }, 'render job failed in the worker');
  });

  return {
    worker,
    async close() {
      await worker.close();
      await options.engine.close().catch((error: unknown) => {
        logger.error({ err: error }, 'closing the render engine failed');
      });
    },
  };
}
