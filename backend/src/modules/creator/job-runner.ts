import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { isLanguage, type Language } from '@gramota/contracts';
import type { Logger } from '../../logger';
import type { Clock } from '../../shared/clock';
import type { FileStore } from '../../shared/file-store';
import { ReadyFile, readyFileKeys, shareMobileCode } from '../ready';
import {
  RenderTimeoutError,
  RenderUnavailableError,
  type RenderEngine,
  type RenderInput,
  type RenderOutput,
} from '../render';
import { VerifiableFile } from '../verification';
import { CreatorJob } from './creator-job.entity';
import { storedNotes } from './job-notes';
import { readJobPrintLayout } from './job-print';

/** What the queue needs of the engine (RenderEngine; tests may hand in a stand-in). */
export type RenderPort = Pick<RenderEngine, 'available' | 'render' | 'close'> &
  Partial<Pick<RenderEngine, 'renderPrint' | 'renderCalibrationSheet' | 'renderLinkCards'>>;

/** The render input of a job, or a reason it cannot be rendered (its doc is gone). */
export type JobSource = (
  job: CreatorJob,
) => Promise<{ input: RenderInput; name: string; format: string } | { missing: string }>;

export interface JobRunnerOptions {
  dataSource: DataSource;
  engine: RenderPort;
  /** Builds the render input from the docs and templates modules. */
  source: JobSource;
  clock: Clock;
  logger: Logger;
  /** Made files go to public/doc/ in it (readyFileKeys). */
  fileStore: FileStore;
  /** Retries after a failed render before the job fails for good. */
  retries?: number;
  /** Told how each run ended and how long it took (the /metrics job histogram). */
  onSettled?: (outcome: RunOutcome['kind'], seconds: number) => void;
  /** The stamp vault's log (issue 37): told of each made file, it logs the stamps it shows. */
  madeFiles?: MadeFileLog;
}

/** A made file as the stamp audit log needs it: whose, who asked, which doc, the HTML drawn. */
export interface MadeFile {
  accountId: string;
  actorId: string | null;
  docId: number;
  fileId: number;
  html: string;
}

export interface MadeFileLog {
  fileMade(file: MadeFile): Promise<void>;
}

export const JOB_RUNNER_DEFAULTS = { retries: 3, candidates: 8 } as const;

/**
 * How a run ended: made, back in the queue until `notBefore` (ms, clock time), failed for good,
 * or lost: another worker had taken the job over meanwhile (it was thought dead), so that one
 * settles it.
 */
export type RunOutcome =
  { kind: 'done' } | { kind: 'retry'; notBefore: number } | { kind: 'failed' } | { kind: 'lost' };

/** The language of a free file's "preview" mark: the document's, else Russian (seed default). */
function previewLanguage(input: RenderInput): Language {
  const code = input.meta?.language?.toLowerCase() ?? '';
  if (code === 'kk') return 'kz';
  return isLanguage(code) ? code : 'ru';
}

/** The part of an error worth showing to a teacher and an operator. */
const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 480);

/** The number of rows an UPDATE changed (both drivers report it). */
const changed = (result: { affected?: number | null }) => result.affected ?? 0;

/**
 * One creator job's life on a worker, shared by the embedded queue (JobQueue) and the Redis
 * workers (render-worker.ts): the creator_jobs row is the truth. A job is claimed with a guarded
 * UPDATE (queued → running; only one caller sees a changed row, so two loops, two processes or a
 * job BullMQ delivers twice never render it twice), rendered, its files written, then its ready
 * file inserted and the job marked done in one transaction. A failing render is retried, then the
 * job fails. Nothing here throws for a bad render; only a broken database does.
 */
export class JobRunner {
  private readonly retries: number;

  constructor(private readonly options: JobRunnerOptions) {
    this.retries = options.retries ?? JOB_RUNNER_DEFAULTS.retries;
  }

  private now(): number {
    return this.options.clock().getTime();
  }

  /** One due queued job, now 'running' and ours; null when none is due. */
  async claimNext(stopping: () => boolean = () => false): Promise<CreatorJob | null> {
    const candidates = await this.options.dataSource
      .getRepository(CreatorJob)
      .createQueryBuilder('job')
      .select(['job.id'])
      .where('job.status = :queued', { queued: 'queued' })
      .andWhere('job.notBefore <= :now', { now: this.now() })
      .orderBy('job.notBefore', 'ASC')
      .addOrderBy('job.id', 'ASC')
      .limit(JOB_RUNNER_DEFAULTS.candidates)
      .getMany();
    for (const { id } of candidates) {
      if (stopping()) return null;
      const job = await this.claim(id);
      if (job) return job;
    }
    return null;
  }

  /**
   * Job `id` if it is queued and due, now 'running' and ours. With `staleBefore` a job left
   * 'running' since before then is taken over too: its worker died mid-render (a render has a
   * time limit far below that).
   */
  async claim(id: number, staleBefore?: number): Promise<CreatorJob | null> {
    const { dataSource } = this.options;
    const now = this.now();
    const update = dataSource
      .createQueryBuilder()
      .update(CreatorJob)
      .set({ status: 'running', startedAt: now });
    const result = await (
      staleBefore === undefined
        ? update.where('id = :id AND status = :queued AND not_before <= :now', {
            id,
            queued: 'queued',
            now,
          })
        : update.where(
            'id = :id AND ((status = :queued AND not_before <= :now) OR ' +
              '(status = :running AND started_at < :staleBefore))',
            { id, queued: 'queued', running: 'running', now, staleBefore },
          )
    ).execute();
    if (changed(result) !== 1) return null;
    return dataSource.getRepository(CreatorJob).findOneByOrFail({ id });
  }

  /** The row as it is now (null when deleted): why a claim found nothing to do. */
  peek(id: number): Promise<CreatorJob | null> {
    return this.options.dataSource.getRepository(CreatorJob).findOneBy({ id });
  }

  /**
   * Puts 'running' jobs back in the queue: all of them (one embedded server: a job running at its
   * start lost its worker), or those running since before `staleBefore` (many workers).
   */
  async requeueRunning(staleBefore?: number): Promise<number> {
    const update = this.options.dataSource
      .createQueryBuilder()
      .update(CreatorJob)
      .set({ status: 'queued', startedAt: null });
    const result = await (
      staleBefore === undefined
        ? update.where('status = :running', { running: 'running' })
        : update.where('status = :running AND started_at < :staleBefore', {
            running: 'running',
            staleBefore,
          })
    ).execute();
    return changed(result);
  }

  /** Renders a claimed job and stores the outcome on its row. */
  async run(job: CreatorJob): Promise<RunOutcome> {
    const began = performance.now();
    const outcome = await this.render(job);
    this.options.onSettled?.(outcome.kind, (performance.now() - began) / 1000);
    return outcome;
  }

  private async render(job: CreatorJob): Promise<RunOutcome> {
    const { logger } = this.options;
    let source: Awaited<ReturnType<JobSource>>;
    try {
      source = await this.options.source(job);
    } catch (error) {
      // Reading the doc failed (the database blinked): a job we hold must not stay 'running'.
      logger.error({ err: error, job: job.id }, 'reading the document of a creator job failed');
      return this.retryOrFail(job, messageOf(error));
    }
    if ('missing' in source) return this.fail(job, source.missing);
    let output: RenderOutput;
    try {
      // A free file's stamps carry the "preview" watermark (issue 37); a PRO file's print clean.
      const input = job.free
        ? { ...source.input, stampPreview: previewLanguage(source.input) }
        : source.input;
      output = await this.options.engine.render(input);
      output = await this.laidOut(job, { ...source, input }, output);
    } catch (error) {
      if (error instanceof RenderTimeoutError || error instanceof RenderUnavailableError) {
        logger.warn({ err: error, job: job.id }, 'creator job failed');
        return this.fail(job, messageOf(error));
      }
      logger.warn({ err: error, job: job.id, attempts: job.attempts + 1 }, 'render failed');
      return this.retryOrFail(job, messageOf(error));
    }
    if (output.replaced.length > 0)
      logger.info({ job: job.id, replaced: output.replaced }, 'render used fallbacks');
    let outcome: RunOutcome;
    try {
      await this.writeFiles(job, output);
      outcome = await this.finish(job, source, output);
    } catch (error) {
      logger.error({ err: error, job: job.id }, 'storing a made file failed');
      return this.retryOrFail(job, messageOf(error));
    }
    await this.logMade(job, source.input.html);
    return outcome;
  }

  /** The file is filed: the stamp log hears of it (its failure never undoes the file). */
  private async logMade(job: CreatorJob, html: string): Promise<void> {
    try {
      await this.options.madeFiles?.fileMade({
        accountId: job.userId,
        actorId: job.actorId ?? null,
        docId: job.docId,
        fileId: job.id,
        html,
      });
    } catch (error) {
      this.options.logger.error({ err: error, job: job.id }, 'logging a made file failed');
    }
  }

  /**
   * A job printed in a layout (issue 36): its PDF is the print's (onto a blank, several on a
   * sheet, for a print shop), made from the same render input; the JPEG and thumbnail stay the
   * document's page as the teacher sees it.
   */
  private async laidOut(
    job: CreatorJob,
    source: { input: RenderInput; name: string },
    output: RenderOutput,
  ): Promise<RenderOutput> {
    const layout = readJobPrintLayout(job.printLayout);
    const { renderPrint } = this.options.engine;
    if (!layout) return output;
    if (!renderPrint) throw new RenderUnavailableError('This render engine cannot lay out prints');
    const inputs = Array.from({ length: layout.copies }, () => source.input);
    const printed = await renderPrint.call(this.options.engine, inputs, layout.plan, {
      title: source.name,
      ...source.input.meta,
    });
    const notes = [...output.notes];
    for (const note of printed.notes)
      if (!notes.some((kept) => JSON.stringify(kept) === JSON.stringify(note))) notes.push(note);
    return { ...output, pdf: printed.pdf, notes };
  }

  /**
   * Into the file store before the ready row exists: a file the lists show is always whole (the
   * store never shows half a file under its key, on disk or in a bucket).
   */
  private async writeFiles(job: CreatorJob, output: RenderOutput): Promise<void> {
    const keys = readyFileKeys({ filename: job.filename, id: job.id });
    const files = this.options.fileStore;
    await files.put(keys.jpeg, output.jpeg, { contentType: 'image/jpeg' });
    await files.put(keys.thumb, output.thumbnail, { contentType: 'image/webp' });
    await files.put(keys.pdf, output.pdf, { contentType: 'application/pdf' });
  }

  /**
   * The ready file and 'done' (with what the render replaced) in one transaction: never a done
   * job without its file, nor two. A verifiable job's record is filed in it too, with the hashes
   * of the files as made (issue 35: "this exact file?").
   */
  private async finish(
    job: CreatorJob,
    source: { name: string; format: string },
    output: RenderOutput,
  ): Promise<RunOutcome> {
    const now = this.now();
    const sha256 = (file: Buffer) => createHash('sha256').update(file).digest('hex');
    const verified = job.verifyId
      ? { pdfSha256: sha256(output.pdf), jpegSha256: sha256(output.jpeg) }
      : null;
    await this.options.dataSource.transaction(async (manager: EntityManager) => {
      if (job.verifyId && verified)
        await manager.update(
          VerifiableFile,
          { id: job.verifyId, userId: job.userId },
          { ...verified, readyFileId: job.id, madeAt: now },
        );
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
          trashedAt: null,
          trashedWith: null,
          time: now,
          pages: output.pages,
          massId: job.massId,
          massRow: job.massRow,
        };
        await manager.insert(ReadyFile, row);
      }
      const result = await manager
        .createQueryBuilder()
        .update(CreatorJob)
        .set({
          status: 'done',
          readyFileId: job.id,
          finishedAt: now,
          error: null,
          notes: storedNotes(output.notes),
        })
        .where('id = :id AND status = :running', { id: job.id, running: 'running' })
        .execute();
      // Another worker took the job over meanwhile (a restart's recovery): it files it, not us.
      if (changed(result) !== 1) throw new Error(`creator job ${job.id} is no longer ours`);
    });
    return { kind: 'done' };
  }

  private async retryOrFail(job: CreatorJob, message: string): Promise<RunOutcome> {
    const attempts = job.attempts + 1;
    if (attempts > this.retries) return this.fail(job, message, attempts);
    const notBefore = this.now() + attempts * 250;
    const result = await this.options.dataSource
      .createQueryBuilder()
      .update(CreatorJob)
      .set({ status: 'queued', attempts, error: message, startedAt: null, notBefore })
      .where('id = :id AND status = :running', { id: job.id, running: 'running' })
      .execute();
    return changed(result) === 1 ? { kind: 'retry', notBefore } : { kind: 'lost' };
  }

  private async fail(
    job: CreatorJob,
    message: string,
    attempts = job.attempts,
  ): Promise<RunOutcome> {
    const result = await this.options.dataSource
      .createQueryBuilder()
      .update(CreatorJob)
      .set({ status: 'failed', attempts, error: message, finishedAt: this.now() })
      .where('id = :id AND status = :running', { id: job.id, running: 'running' })
      .execute();
    return changed(result) === 1 ? { kind: 'failed' } : { kind: 'lost' };
  }
}
