import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Queue } from 'bullmq';
import { createLogger } from '../../../logger';
import { LocalFileStore } from '../../../shared/file-store';
import type { TestApp } from '../../../test-support/test-app';
import { RENDER_DEFAULTS } from '../../render';
import { workerJobSource } from '../worker-job-source';
import type { RenderPort } from '../job-runner';
import { startRenderWorker, type RenderWorker } from '../redis/render-worker';
import {
  RENDER_JOB_OPTIONS,
  RENDER_QUEUE,
  redisConnection,
  renderJobId,
  type RedisSettings,
  type RenderJobData,
} from '../redis/render-queue';

/** The Redis the Redis-mode tests run against; CI starts one on the default port. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** A queue of its own (a key prefix no other run uses), removed again by `remove()`. */
export class TestRedis {
  readonly settings: RedisSettings;
  /** The queue as the tests look into it (what a server added, what is left). */
  readonly queue: Queue<RenderJobData>;
  private answered = false;

  constructor() {
    this.settings = {
      url: TEST_REDIS_URL,
      prefix: `gramota-test-${process.pid}-${randomBytes(4).toString('hex')}`,
    };
    this.queue = new Queue<RenderJobData>(RENDER_QUEUE, {
      connection: redisConnection(this.settings.url),
      prefix: this.settings.prefix,
    });
    this.queue.on('error', () => {});
  }

  /** Fails the test run (never skips it) when no Redis answers. */
  async ready(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new Error(
              `Redis does not answer at ${TEST_REDIS_URL}: the Redis-mode tests need a running ` +
                'Redis (apt-get install -y redis-server; or set TEST_REDIS_URL)',
            ),
          ),
        3_000,
      );
    });
    try {
      await Promise.race([this.queue.waitUntilReady(), timeout]);
      this.answered = true;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Adds the BullMQ job of a row again, the way the server does. */
  add(rowId: number, bullJobId = renderJobId(rowId)) {
    return this.queue.add('render', { jobId: rowId }, { ...RENDER_JOB_OPTIONS, jobId: bullJobId });
  }

  /** BullMQ jobs not finished yet. */
  async unfinished(): Promise<number> {
    const counts = await this.queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
    return Object.values(counts).reduce((sum, count) => sum + count, 0);
  }

  /** Removes every key of this prefix's queue. */
  async remove(): Promise<void> {
    if (this.answered) await this.queue.obliterate({ force: true });
    await this.queue.close();
  }
}

/** What a Redis-mode test runs on: its own queue, and the app and worker the test starts there. */
export interface RedisTestBench {
  readonly redis: TestRedis;
  app?: TestApp;
  worker?: RenderWorker;
}

/**
 * A bench for each test of the block: a fresh queue before it (the run fails, never skips, when no
 * Redis answers); after it the worker the test set stops, then the app, then the queue goes.
 */
export function redisForEachTest(): RedisTestBench {
  let redis: TestRedis | undefined;
  const bench: RedisTestBench = {
    get redis() {
      if (!redis) throw new Error('redisForEachTest: used outside a test');
      return redis;
    },
  };
  beforeEach(async () => {
    redis = new TestRedis();
    await redis.ready();
  }, 10_000);
  afterEach(async () => {
    await bench.worker?.close();
    bench.worker = undefined;
    await bench.app?.close();
    bench.app = undefined;
    await redis?.remove();
    redis = undefined;
  }, 10_000);
  return bench;
}

/**
 * A render worker as `npm run worker` starts it, in the test process: the worker factory with the
 * test's engine stand-in, on the app's database, DATA_DIR and clock.
 */
export async function startTestWorker(
  app: TestApp,
  engine: RenderPort,
  redis: RedisSettings,
): Promise<RenderWorker> {
  const worker = startRenderWorker({
    dataSource: app.dataSource,
    engine,
    source: workerJobSource(app.dataSource, app.clock.now, app.config.publicUrl),
    clock: app.clock.now,
    logger: createLogger('silent'),
    fileStore: new LocalFileStore(app.config.dataDir),
    redis,
    concurrency: RENDER_DEFAULTS.pages,
  });
  await worker.worker.waitUntilReady();
  return worker;
}

/** A redis:// URL on which nothing listens: Redis away. */
export async function unreachableRedisUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `redis://127.0.0.1:${port}`;
}
