import type { Logger } from '../../logger';
import { JOB_RUNNER_DEFAULTS, JobRunner, type JobRunnerOptions } from './job-runner';

export type { JobSource, RenderPort } from './job-runner';

export interface JobQueueOptions extends JobRunnerOptions {
  /** Renders at once: the engine's pool size. */
  concurrency: number;
  /** How often idle workers look for due jobs. */
  pollMs?: number;
}

export const JOB_QUEUE_DEFAULTS = { pollMs: 500, retries: JOB_RUNNER_DEFAULTS.retries } as const;

/** What the app starts and stops: the embedded queue, or the Redis one (redis-job-queue.ts). */
export interface CreatorQueue {
  /** Resumes unfinished jobs and starts taking new ones. */
  start(): void;
  /** A job was queued. */
  wake(): void;
  /** Lets running renders finish, stops and closes the render engine. */
  stop(): Promise<void>;
}

/**
 * The embedded job queue (ARCHITECTURE §6): its jobs are creator_jobs rows, so a restart resumes
 * them. `concurrency` worker loops each claim one due queued job at a time and run it through the
 * JobRunner (the same code the Redis workers use). A failing render is retried, then the job fails;
 * the loop itself never stops.
 */
export class JobQueue implements CreatorQueue {
  private readonly pollMs: number;
  private readonly runner: JobRunner;
  private readonly logger: Logger;
  private loops: Promise<void>[] = [];
  private sleepers = new Set<() => void>();
  private stopping = false;
  private started = false;

  constructor(private readonly options: JobQueueOptions) {
    this.pollMs = options.pollMs ?? JOB_QUEUE_DEFAULTS.pollMs;
    this.runner = new JobRunner(options);
    this.logger = options.logger;
  }

  /** Puts jobs a dead process left running back in the queue, then starts the workers. */
  start(): void {
    if (this.started) return;
    this.started = true;
    const recovered = this.recover().catch((error: unknown) => {
      this.logger.error({ err: error }, 'resuming creator jobs failed');
    });
    for (let index = 0; index < Math.max(1, this.options.concurrency); index += 1)
      this.loops.push(recovered.then(() => this.loop()));
  }

  /** A job was queued: idle workers look now rather than at their next poll. */
  wake(): void {
    for (const wake of this.sleepers) wake();
  }

  /** Lets running renders finish, stops the workers and closes the engine. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    await Promise.all(this.loops);
    this.loops = [];
    await this.options.engine.close().catch((error: unknown) => {
      this.logger.error({ err: error }, 'closing the render engine failed');
    });
  }

  /** Embedded mode has one server process: a job still 'running' at start lost its worker. */
  private async recover(): Promise<void> {
    const jobs = await this.runner.requeueRunning();
    if (jobs > 0) this.logger.info({ jobs }, 'creator jobs resumed');
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      let claimed = false;
      let id: number | undefined;
      try {
        const job = await this.runner.claimNext(() => this.stopping);
        if (job) {
          claimed = true;
          id = job.id;
          await this.runner.run(job);
        }
      } catch (error) {
        // The database went away or a bug: log, wait, go on. One job never stops the loop.
        if (!this.stopping) this.logger.error({ err: error, job: id }, 'creator job');
        claimed = false;
      }
      if (!claimed && !this.stopping) await this.sleep();
    }
  }

  private sleep(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, this.pollMs);
      this.sleepers.add(done);
    });
  }
}
