import { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import type { Logger } from '../../../logger';
import type { Clock } from '../../../shared/clock';
import { CreatorJob } from '../creator-job.entity';
import type { CreatorQueue } from '../job-queue';
import type { JobRunner, RenderPort } from '../job-runner';
import {
  REDIS_QUEUE_DEFAULTS,
  RENDER_JOB_OPTIONS,
  RENDER_QUEUE,
  redisConnection,
  throttledWarn,
  renderJobId,
  withTimeout,
  type RedisSettings,
  type RenderJobData,
} from './render-queue';

export interface RedisJobQueueOptions {
  dataSource: DataSource;
  /** Only its row operations are used here: the web server does not render in this mode. */
  runner: JobRunner;
  /** Closed on stop (the web server's engine starts no Chromium in this mode). */
  engine: RenderPort;
  clock: Clock;
  logger: Logger;
  redis: RedisSettings;
  sweepMs?: number;
  staleMs?: number;
  callTimeoutMs?: number;
}

type Push = 'recent' | 'all';

/** Jobs per Redis round trip when many rows are (re)added at once. */
const ADD_BATCH = 200;

/**
 * The web server's side of the Redis mode (ARCHITECTURE §6, §7): it renders nothing, it hands the
 * creator_jobs rows to BullMQ for the workers of `npm run worker`. A queued row becomes a BullMQ
 * job whose id is made from the row id (adding it twice is a no-op) and whose delay is the free
 * flow's wait (not_before). At start and every `sweepMs` it sends rows left 'running' by a dead
 * worker back to the queue and adds every queued row (made while Redis was away, or before the
 * switch to Redis): the database is the truth, Redis only carries the work. Redis being away never
 * fails a creator call: the job waits in the database.
 */
export class RedisJobQueue implements CreatorQueue {
  private readonly queue: Queue<RenderJobData>;
  private readonly sweepMs: number;
  private readonly staleMs: number;
  private readonly callTimeoutMs: number;
  private readonly warnUnreachable: (error: unknown) => void;
  private timer: NodeJS.Timeout | undefined;
  private pending: Push | null = null;
  private running: Promise<void> | null = null;
  private started = false;
  private stopped = false;

  constructor(private readonly options: RedisJobQueueOptions) {
    this.sweepMs = options.sweepMs ?? REDIS_QUEUE_DEFAULTS.sweepMs;
    this.staleMs = options.staleMs ?? REDIS_QUEUE_DEFAULTS.staleMs;
    this.callTimeoutMs = options.callTimeoutMs ?? REDIS_QUEUE_DEFAULTS.callTimeoutMs;
    this.queue = new Queue<RenderJobData>(RENDER_QUEUE, {
      connection: redisConnection(options.redis.url, { failFast: true }),
      prefix: options.redis.prefix,
    });
    // BullMQ's 'error' events need a listener, or Node would end the process.
    this.queue.on('error', throttledWarn(options.logger, 'render queue: Redis connection failed'));
    this.warnUnreachable = throttledWarn(
      options.logger,
      'creator jobs not handed to Redis yet: they stay queued in the database',
      30_000,
    );
  }

  /** Recovery now, then the periodic sweep. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.request('all');
    this.timer = setInterval(() => this.request('all'), this.sweepMs);
    this.timer.unref();
  }

  /** A job was queued: add the rows made lately (the periodic sweep catches anything older). */
  wake(): void {
    this.request('recent');
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    await this.queue.close().catch((error: unknown) => {
      this.options.logger.warn({ err: error }, 'closing the render queue failed');
    });
    await this.options.engine.close().catch((error: unknown) => {
      this.options.logger.error({ err: error }, 'closing the render engine failed');
    });
  }

  /** One push at a time; requests meanwhile are merged into one more ('all' covers 'recent'). */
  private request(kind: Push): void {
    if (this.stopped) return;
    this.pending = this.pending === 'all' || kind === 'all' ? 'all' : 'recent';
    if (this.running) return;
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.pending && !this.stopped) this.request(this.pending);
    });
  }

  private async drain(): Promise<void> {
    while (this.pending && !this.stopped) {
      const kind = this.pending;
      this.pending = null;
      try {
        if (kind === 'all') await this.requeueStale();
        await this.push(kind);
      } catch (error) {
        this.warnUnreachable(error);
      }
    }
  }

  /** Rows whose worker died mid-render (no finish for `staleMs`) are queued again. */
  private async requeueStale(): Promise<void> {
    const jobs = await this.options.runner.requeueRunning(
      this.options.clock().getTime() - this.staleMs,
    );
    if (jobs > 0) this.options.logger.warn({ jobs }, 'creator jobs of a dead worker queued again');
  }

  private async push(kind: Push): Promise<void> {
    const now = this.options.clock().getTime();
    const query = this.options.dataSource
      .getRepository(CreatorJob)
      .createQueryBuilder('job')
      .select(['job.id', 'job.notBefore'])
      .where('job.status = :queued', { queued: 'queued' });
    // 'Lately' reaches back past the last sweep, so no row falls between the two.
    if (kind === 'recent')
      query.andWhere('job.createdAt >= :since', { since: now - this.sweepMs - 5_000 });
    const rows = await query.orderBy('job.id', 'ASC').getMany();
    for (let start = 0; start < rows.length && !this.stopped; start += ADD_BATCH) {
      const batch = rows.slice(start, start + ADD_BATCH).map((row) => ({
        name: 'render',
        data: { jobId: row.id },
        opts: {
          ...RENDER_JOB_OPTIONS,
          jobId: renderJobId(row.id),
          delay: Math.max(0, row.notBefore - now),
        },
      }));
      await withTimeout(this.queue.addBulk(batch), this.callTimeoutMs, 'adding creator jobs');
    }
  }
}
