import fs from 'node:fs/promises';
import path from 'node:path';
import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from '../../logger';
import type { Clock } from '../../shared/clock';
import { ReadyFile, readyFileNames, shareMobileCode } from '../ready';
import {
  RenderTimeoutError,
  RenderUnavailableError,
  type RenderEngine,
  type RenderInput,
  type RenderOutput,
} from '../render';
import { CreatorJob } from './creator-job.entity';

/** What the queue needs of the engine (RenderEngine; tests may hand in a stand-in). */
export type RenderPort = Pick<RenderEngine, 'available' | 'render' | 'close'>;

/** The render input of a job, or a reason it cannot be rendered (its doc is gone). */
export type JobSource = (
  job: CreatorJob,
) => Promise<{ input: RenderInput; name: string; format: string } | { missing: string }>;

export interface JobQueueOptions {
  dataSource: DataSource;
  engine: RenderPort;
  /** Builds the render input from the docs and templates modules. */
  source: JobSource;
  clock: Clock;
  logger: Logger;
  /** Files go to DATA_DIR/public/doc/. */
  dataDir: string;
  /** Renders at once: the engine's pool size. */
  concurrency: number;
  /** How often idle workers look for due jobs. */
  pollMs?: number;
  /** Retries after a failed render before the job fails for good. */
  retries?: number;
}

export const JOB_QUEUE_DEFAULTS = { pollMs: 500, retries: 3, candidates: 8 } as const;

/** The part of an error worth showing to a teacher and an operator. */
const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 480);

/** The number of rows an UPDATE changed (both drivers report it). */
const changed = (result: { affected?: number | null }) => result.affected ?? 0;

/**
 * The embedded job queue (ARCHITECTURE §6): its jobs are creator_jobs rows, so a restart resumes
 * them. `concurrency` worker loops each claim one due queued job at a time with a guarded UPDATE
 * (queued → running, only one caller sees a changed row: two loops or two processes never take the
 * same job), render it, write its files, then insert the ready file and mark the job done in one
 * transaction. A failing render is retried, then the job fails; the loop itself never stops.
 */
export class JobQueue {
  private readonly pollMs: number;
  private readonly retries: number;
  private readonly docDir: string;
  private loops: Promise<void>[] = [];
  private sleepers = new Set<() => void>();
  private stopping = false;
  private started = false;

  constructor(private readonly options: JobQueueOptions) {
    this.pollMs = options.pollMs ?? JOB_QUEUE_DEFAULTS.pollMs;
    this.retries = options.retries ?? JOB_QUEUE_DEFAULTS.retries;
    this.docDir = path.join(options.dataDir, 'public', 'doc');
  }

  /** Puts jobs a dead process left running back in the queue, then starts the workers. */
  start(): void {
    if (this.started) return;
    this.started = true;
    const recovered = this.recover().catch((error: unknown) => {
      this.options.logger.error({ err: error }, 'resuming creator jobs failed');
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
      this.options.logger.error({ err: error }, 'closing the render engine failed');
    });
  }

  /** Embedded mode has one server process: a job still 'running' at start lost its worker. */
  private async recover(): Promise<void> {
    const result = await this.options.dataSource
      .createQueryBuilder()
      .update(CreatorJob)
      .set({ status: 'queued', startedAt: null })
      .where('status = :running', { running: 'running' })
      .execute();
    if (changed(result) > 0)
      this.options.logger.info({ jobs: changed(result) }, 'creator jobs resumed');
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      let job: CreatorJob | null = null;
      try {
        job = await this.claim();
        if (job) await this.run(job);
      } catch (error) {
        // The database went away or a bug: log, wait, go on. One job never stops the loop.
        if (!this.stopping) this.options.logger.error({ err: error, job: job?.id }, 'creator job');
        job = null;
      }
      if (!job && !this.stopping) await this.sleep();
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

  /** One due queued job, now 'running' and ours; null when none is due. */
  private async claim(): Promise<CreatorJob | null> {
    const { dataSource, clock } = this.options;
    const now = clock().getTime();
    const candidates = await dataSource
      .getRepository(CreatorJob)
      .createQueryBuilder('job')
      .select(['job.id'])
      .where('job.status = :queued', { queued: 'queued' })
      .andWhere('job.notBefore <= :now', { now })
      .orderBy('job.notBefore', 'ASC')
      .addOrderBy('job.id', 'ASC')
      .limit(JOB_QUEUE_DEFAULTS.candidates)
      .getMany();
    for (const { id } of candidates) {
      if (this.stopping) return null;
      const result = await dataSource
        .createQueryBuilder()
        .update(CreatorJob)
        .set({ status: 'running', startedAt: clock().getTime() })
        .where('id = :id AND status = :queued', { id, queued: 'queued' })
        .execute();
      if (changed(result) === 1)
        return dataSource.getRepository(CreatorJob).findOneByOrFail({ id });
    }
    return null;
  }

  private async run(job: CreatorJob): Promise<void> {
    const { logger } = this.options;
    const source = await this.options.source(job);
    if ('missing' in source) {
      await this.fail(job, source.missing);
      return;
    }
    let output: RenderOutput;
    try {
      output = await this.options.engine.render(source.input);
    } catch (error) {
      if (error instanceof RenderTimeoutError || error instanceof RenderUnavailableError) {
        logger.warn({ err: error, job: job.id }, 'creator job failed');
        await this.fail(job, messageOf(error));
      } else {
        logger.warn({ err: error, job: job.id, attempts: job.attempts + 1 }, 'render failed');
        await this.retryOrFail(job, messageOf(error));
      }
      return;
    }
    if (output.replaced.length > 0)
      logger.info({ job: job.id, replaced: output.replaced }, 'render used fallbacks');
    try {
      await this.writeFiles(job, output);
      await this.finish(job, source, output);
    } catch (error) {
      logger.error({ err: error, job: job.id }, 'storing a made file failed');
      await this.retryOrFail(job, messageOf(error));
    }
  }

  /** Written under a temporary name and renamed: a file under its real name is always whole. */
  private async writeFiles(job: CreatorJob, output: RenderOutput): Promise<void> {
    await fs.mkdir(this.docDir, { recursive: true });
    const names = readyFileNames(job.filename, job.id);
    const write = async (name: string, data: Buffer) => {
      const target = path.join(this.docDir, name);
      const temporary = `${target}.${process.pid}.tmp`;
      await fs.writeFile(temporary, data);
      await fs.rename(temporary, target);
    };
    await write(names.jpeg, output.jpeg);
    await write(names.thumb, output.thumbnail);
    await write(names.pdf, output.pdf);
  }

  /** The ready file and 'done' in one transaction: never a done job without its file, nor two. */
  private async finish(
    job: CreatorJob,
    source: { name: string; format: string },
    output: RenderOutput,
  ): Promise<void> {
    const now = this.options.clock().getTime();
    await this.options.dataSource.transaction(async (manager: EntityManager) => {
      const filed = await manager.existsBy(ReadyFile, { jobId: job.id });
      if (!filed) {
        const row: ReadyFile = {
          id: job.id,
          userId: job.userId,
          docId: job.docId,
          jobId: job.id,
          name: source.name.slice(0, 200),
          filename: job.filename,
          format: source.format,
          free: job.free,
          shareMobileCode: shareMobileCode(),
          folderId: null,
          trashed: false,
          time: now,
          pages: output.pages,
        };
        await manager.insert(ReadyFile, row);
      }
      const result = await manager
        .createQueryBuilder()
        .update(CreatorJob)
        .set({ status: 'done', readyFileId: job.id, finishedAt: now, error: null })
        .where('id = :id AND status = :running', { id: job.id, running: 'running' })
        .execute();
      // Another worker took the job over meanwhile (a restart's recovery): it files it, not us.
      if (changed(result) !== 1) throw new Error(`creator job ${job.id} is no longer ours`);
    });
  }

  private async retryOrFail(job: CreatorJob, message: string): Promise<void> {
    const attempts = job.attempts + 1;
    if (attempts > this.retries) {
      await this.fail(job, message, attempts);
      return;
    }
    await this.options.dataSource
      .createQueryBuilder()
      .update(CreatorJob)
      .set({
        status: 'queued',
        attempts,
        error: message,
        startedAt: null,
        notBefore: this.options.clock().getTime() + attempts * 250,
      })
      .where('id = :id AND status = :running', { id: job.id, running: 'running' })
      .execute();
  }

  private async fail(job: CreatorJob, message: string, attempts = job.attempts): Promise<void> {
    await this.options.dataSource
      .createQueryBuilder()
      .update(CreatorJob)
      .set({
        status: 'failed',
        attempts,
        error: message,
        finishedAt: this.options.clock().getTime(),
      })
      .where('id = :id AND status = :running', { id: job.id, running: 'running' })
      .execute();
  }
}
