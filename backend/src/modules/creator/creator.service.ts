import {
  CREATOR_LIMITS,
  creatorErrors,
  type CreaterGetStatusAnswer,
  type CreatorAnswer,
  type CreatorDownloadStatus,
  type CreatorErrorCode,
  type CreatorJobStatus,
  type CreatorFileAnswer,
  type CreatorStatusAnswer,
  type CreatorType,
  type PrintRequest,
} from '@gramota/contracts';
import { In, type DataSource } from 'typeorm';
import type { Clock } from '../../shared/clock';
import type { DocRenderSource } from '../docs';
import { readyFilename, readyFileUrls, type PendingFiles, type ReadyService } from '../ready';
import { badRequest, notFound } from './creator-errors';
import { CreatorJob } from './creator-job.entity';
import { readNotes } from './job-notes';
import { verifyColumns, type CreatorVerification } from './job-verify';
import {
  jobPrintLayout,
  LAID_OUT_TYPES,
  printLayoutColumn,
  type CreatorPrinters,
} from './job-print';
import type { RenderPort } from './job-queue';

/** What the creator reads of the docs module. */
export interface CreatorDocs {
  renderSource(userId: string, docId: number): Promise<DocRenderSource | null>;
}

/** What the creator asks the licences module (the same rule as the editor's doc_pro_allowed). */
export interface CreatorLicences {
  isProForTemplate(userId: string, templateId: string): Promise<boolean>;
  isSchool(userId: string): Promise<boolean>;
}

export interface CreatorServiceDependencies {
  dataSource: DataSource;
  docs: CreatorDocs;
  licences: CreatorLicences;
  ready: ReadyService;
  engine: RenderPort;
  clock: Clock;
  /** A job was queued. */
  queued(): void;
  /** Paid donations (the payments module): a donated document's free file skips the wait. */
  donations?: { hasPaidDonation(userId: string, docId: number): Promise<boolean> };
  /** Verifiable documents (issue 35): reserves a file's ID when verification is on for it. */
  verification?: CreatorVerification;
  /** Calibrated printers (issue 36): a print onto a blank takes its printer's calibration. */
  printers?: CreatorPrinters;
}

/** The editor's free print and export ask for a donation first (seed 001 §4 Donate dialog). */
const ASKS_DONATION: ReadonlySet<CreatorType> = new Set(['print', 'export']);

/** Who asks: the account the files belong to, and whether its owner is logged in. */
export interface CreatorAccount {
  id: string;
  login: boolean;
  /** The person asking (a member switched in): the audit log's "who" for stamps (issue 37). */
  actorId?: string;
}

/** Types whose delivery needs a logged-in account (seed 001 §5 'e-mail and storage'). */
const NEEDS_LOGIN: ReadonlySet<CreatorType> = new Set(['send-email', 'storage']);
/** Types only PRO makes (seed 001 §6: mass creation; storage needs PRO). */
const NEEDS_PRO: Partial<Record<CreatorType, CreatorErrorCode>> = {
  mass: 'mass_need_pro',
  storage: 'storage_need_pro',
};

/**
 * Whom a single document is for, as its record shows: in fields mode the first filled variable
 * field (the pupil, as a mass run takes its first key), else the document's name.
 */
export function recipientOf(doc: DocRenderSource): string {
  const filled = doc.fieldsMode
    ? doc.fields
        .filter((field) => field.type === 'variable')
        .map((field) => (doc.fieldValues[field.id] ?? '').replace(/\s+/g, ' ').trim())
        .find((value) => value !== '')
    : undefined;
  return filled ?? doc.name;
}

/** A job's state as the status calls say it. */
function statusOf(job: CreatorJob): CreatorJobStatus {
  if (job.status === 'done') return 'ready';
  if (job.status === 'failed') return 'error';
  return 'wait';
}

/**
 * The creator calls (seed 001 §7 Generation and delivery, seed 000 §7 creator calls) without Koa:
 * the routes check the session and docs_full, this checks ownership, trash and PRO, queues jobs
 * and reads their state. The server decides free or PRO; the path's free/undonate is only a hint.
 */
export class CreatorService implements PendingFiles {
  constructor(private readonly deps: CreatorServiceDependencies) {}

  private async ownDoc(userId: string, docId: number, active: boolean) {
    const doc = await this.deps.docs.renderSource(userId, docId);
    if (!doc) throw notFound();
    if (active && doc.trashed) throw badRequest('in_trash');
    return doc;
  }

  /**
   * Every type but mass makes one job (seed 001 §7). Refusals answer result 'error' with an
   * error_code and make no job: send-email and storage for a visitor who is not logged in, mass
   * and storage without PRO for the doc. Mass answers success with doc '' and makes nothing: the
   * editor then opens the table, whose rows make the files.
   */
  async create(
    account: CreatorAccount,
    docId: number,
    type: CreatorType,
    suffix?: string,
    /** How a print or download is laid out on paper (issue 36); absent: the document's page. */
    print: PrintRequest = { mode: 'plain' },
  ): Promise<CreatorAnswer> {
    const userId = account.id;
    const doc = await this.ownDoc(userId, docId, true);
    // Checked before anything is queued: a foreign printer changes nothing.
    const layout = LAID_OUT_TYPES.has(type)
      ? await jobPrintLayout(userId, print, this.deps.printers)
      : null;
    const { licences, engine, clock } = this.deps;
    const [pro, school] = await Promise.all([
      licences.isProForTemplate(userId, doc.templateId),
      licences.isSchool(userId),
    ]);
    const free = !pro;
    // A free print or export without 'undonate' asks for a donation, unless this document's
    // donation is paid: then the free file is made at once. 'undonate' waits as usual.
    const asksDonation = free && ASKS_DONATION.has(type) && suffix !== 'undonate';
    const donated =
      asksDonation && (await this.deps.donations?.hasPaidDonation(userId, doc.id)) === true;
    const timeout = free && !donated ? CREATOR_LIMITS.freeTimeoutSeconds : 0;
    const filename = readyFilename(doc.name);
    const answer: CreatorAnswer = {
      result: 'success',
      free: free ? '1' : '0',
      doc: '',
      filename,
      timeout,
      need_count: 0,
      donate_id: '',
      template_count: 1,
      is_vosh: '0',
      is_school: school ? '1' : '0',
    };
    const refusal: CreatorErrorCode | undefined =
      NEEDS_LOGIN.has(type) && !account.login ? 'need_login' : pro ? undefined : NEEDS_PRO[type];
    if (refusal)
      return {
        ...answer,
        result: 'error',
        timeout: 0,
        error_code: refusal,
        error_text: creatorErrors[refusal],
      };
    if (asksDonation && !donated && this.deps.donations)
      return { ...answer, result: 'need_donate', timeout: 0, donate_id: String(doc.id) };
    // «Массово» only opens the table (seed 001 §7): the run's rows make the files, through
    // masscreate. A job here would leave a stray sample file in Ready files on every press.
    if (type === 'mass') return { ...answer, timeout: 0 };
    const availability = engine.available();
    if (!availability.ok)
      return { ...answer, result: 'server_error', timeout: 0, error_text: availability.message };
    const mark =
      (await this.deps.verification?.reserveFor({
        userId,
        docId: doc.id,
        docType: doc.type,
        title: doc.name,
        recipient: recipientOf(doc),
      })) ?? null;
    const now = clock().getTime();
    const job = await this.deps.dataSource.getRepository(CreatorJob).save({
      ...verifyColumns(mark),
      printLayout: printLayoutColumn(layout),
      actorId: account.actorId ?? null,
      userId,
      docId: doc.id,
      type,
      filename,
      status: 'queued',
      free,
      notBefore: now + timeout * 1000,
      attempts: 0,
      readyFileId: null,
      error: null,
      notes: null,
      downloadStatus: null,
      createdAt: now,
      startedAt: null,
      finishedAt: null,
    });
    this.deps.queued();
    return { ...answer, doc: String(job.id) };
  }

  private async ownJob(userId: string, docId: number, jobId: number): Promise<CreatorJob> {
    const job = await this.deps.dataSource
      .getRepository(CreatorJob)
      .findOneBy({ id: jobId, userId, docId });
    if (!job) throw notFound();
    return job;
  }

  async status(userId: string, docId: number, jobId: number): Promise<CreatorStatusAnswer> {
    const job = await this.ownJob(userId, docId, jobId);
    const status = statusOf(job);
    if (status === 'error')
      return {
        result: 'server_error',
        status,
        url: '',
        share_mobile_code: '',
        error_text: job.error ?? 'The file could not be made',
      };
    const file = status === 'ready' ? await this.deps.ready.find(userId, job.id) : null;
    if (!file) return { result: 'success', status: 'wait', url: '', share_mobile_code: '' };
    const urls = readyFileUrls(file);
    const notes = readNotes(job.notes);
    return {
      result: 'success',
      status: 'ready',
      url: job.type === 'print' ? urls.pdf : urls.jpeg,
      share_mobile_code: file.shareMobileCode,
      // What the render replaced, for the teacher (issue 6 "Bad input").
      ...(notes.length > 0 ? { notes } : {}),
    };
  }

  async setStatus(
    userId: string,
    docId: number,
    jobId: number,
    downloadStatus: CreatorDownloadStatus,
  ): Promise<void> {
    const job = await this.ownJob(userId, docId, jobId);
    await this.deps.dataSource.getRepository(CreatorJob).update({ id: job.id }, { downloadStatus });
  }

  /**
   * The create-files job of My documents (seed 000 §4, §7 `GET /api/creator/{docId}/`): one export
   * of the doc, answered with the job id the job then polls through docs-creater-get-status. The
   * same rules as the editor's export (a free document waits its timeout on the server).
   */
  async createFile(account: CreatorAccount, docId: number): Promise<CreatorFileAnswer> {
    // My documents' create-files is not the editor's free flow: it never asks for a donation.
    const answer = await this.create(account, docId, 'export', 'undonate');
    return answer.result === 'success'
      ? { result: 'success', doc: answer.doc }
      : { result: answer.result, doc: '', error_text: answer.error_text };
  }

  /** The create-files job's poll: every id must be a job of the account. */
  async jobsStatus(userId: string, ids: number[]): Promise<CreaterGetStatusAnswer> {
    const jobs = await this.deps.dataSource
      .getRepository(CreatorJob)
      .findBy({ id: In(ids), userId });
    if (jobs.length !== ids.length) throw notFound();
    const docs: Record<string, CreatorJobStatus> = {};
    for (const job of jobs) docs[String(job.id)] = statusOf(job);
    const statuses = Object.values(docs);
    const status: CreatorJobStatus = statuses.includes('error')
      ? 'error'
      : statuses.every((one) => one === 'ready')
        ? 'ready'
        : 'wait';
    return { result: 'success', status, docs };
  }

  /** For ready-get-docs: jobs of the account without a file yet. */
  async pending(userId: string, ids: number[]): Promise<Map<number, 'wait' | 'error'>> {
    const found = new Map<number, 'wait' | 'error'>();
    if (ids.length === 0) return found;
    const jobs = await this.deps.dataSource
      .getRepository(CreatorJob)
      .findBy({ id: In(ids), userId });
    for (const job of jobs) {
      const status = statusOf(job);
      if (status !== 'ready') found.set(job.id, status);
    }
    return found;
  }
}
