import type { ConnectionOptions, JobsOptions } from 'bullmq';
import type { Logger } from '../../../logger';

/** Where the Redis queue lives: REDIS_URL and the key prefix (REDIS_PREFIX). */
export interface RedisSettings {
  url: string;
  prefix: string;
}

/** The BullMQ queue the web servers add creator jobs to and `npm run worker` takes them from. */
export const RENDER_QUEUE = 'creator-render';

/** A BullMQ job carries only the creator_jobs row id: the row is the truth. */
export interface RenderJobData {
  jobId: number;
}

export const REDIS_QUEUE_DEFAULTS = {
  /** How often the web server puts queued rows missing from Redis (back) in the queue. */
  sweepMs: 15_000,
  /**
   * A job 'running' for longer than this lost its worker (a render is cut at 20 s): it is queued
   * again. BullMQ's stalled-job check hands the same job to another worker well before.
   */
  staleMs: 120_000,
  /** A Redis call that takes longer is given up: the job stays queued in the database. */
  callTimeoutMs: 2_000,
} as const;

/** BullMQ refuses integer custom ids; one id per row makes adding a job twice a no-op. */
export const renderJobId = (rowId: number) => `creator-${rowId}`;

/**
 * Finished BullMQ jobs are removed at once: a job id still held by a finished job would turn the
 * sweep's re-adding of a row sent back to the queue into a no-op. The attempts only cover a
 * database that did not answer; a failing render is retried through the row (JobRunner).
 */
export const RENDER_JOB_OPTIONS: JobsOptions = {
  removeOnComplete: true,
  removeOnFail: true,
  attempts: 5,
  backoff: { type: 'exponential', delay: 1_000 },
};

/**
 * Connection options for BullMQ. The web server's queue fails fast (no offline queue): a job made
 * while Redis is away stays queued in the database and is added when Redis answers again.
 */
export function redisConnection(url: string, options: { failFast?: boolean } = {}) {
  const connection: ConnectionOptions = { url };
  if (options.failFast) {
    connection.enableOfflineQueue = false;
    // Closing while Redis is away would otherwise hold the process for ioredis' default 2 s.
    connection.disconnectTimeout = 200;
  }
  return connection;
}

/** Gives up on a Redis call after `ms` (ioredis waits for a reconnect forever). */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: Redis did not answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A warning at most once per `everyMs` (the first at once): Redis being away must not flood the
 * log while ioredis retries every few seconds.
 */
export function throttledWarn(logger: Logger, message: string, everyMs = 60_000) {
  let last = 0;
  return (error: unknown) => {
    const now = Date.now();
    if (now - last < everyMs) return;
    last = now;
    logger.warn({ err: error }, message);
  };
}
