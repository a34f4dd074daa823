import {
  SPREADSHEET_LIMITS,
  creatorErrors,
  type MassCreateAnswer,
  type MassRowValues,
  type PupilGender,
} from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { readyFilename } from '../ready';
import { badRequest, notFound } from './creator-errors';
import { CreatorJob } from './creator-job.entity';
import type { CreatorDocs, CreatorLicences } from './creator.service';
import type { RenderPort } from './job-queue';
import { massError } from './mass-errors';
import { massRowHash, rowOfDoc } from './mass-row';
import { verifyColumns, type CreatorVerification } from './job-verify';

export interface MassCreateDependencies {
  dataSource: DataSource;
  docs: CreatorDocs;
  licences: Pick<CreatorLicences, 'isProForTemplate'>;
  engine: Pick<RenderPort, 'available'>;
  clock: Clock;
  /** A job was queued. */
  queued(): void;
  /** Verifiable documents (issue 35): reserves a row's ID when verification is on for it. */
  verification?: CreatorVerification;
}

/**
 * masscreate (issue 15; seed 001 §7 Spreadsheet): one row of a run becomes one creator job, and
 * so one ready file, through the same queue as every other file. The row's filled HTML is kept on
 * the job (the file is what the table said when the row was sent, whatever happens to the doc
 * before its render), and the row is identified by (account, run, hash of doc, table row, values
 * and gender): the client sends a row again 3 s after an answer was lost, and gets the same job,
 * never a second file. A run makes at most massRowsMax files.
 */
export class MassCreateService {
  constructor(private readonly deps: MassCreateDependencies) {}

  async create(
    userId: string,
    docId: number,
    massId: string,
    values: MassRowValues,
    /** The row's index in the table (a kept duplicate is its own file). */
    tableRow?: number,
    /** The pupil's gender: picks the doc's gender alternatives; part of the row's identity. */
    gender: PupilGender | null = null,
    /** The run's own verification switch; undefined: the document's choice. */
    verify?: boolean,
    /** The person asking, for the audit log (issue 37). */
    actorId?: string,
  ): Promise<MassCreateAnswer> {
    const { docs, licences, engine, clock, dataSource } = this.deps;
    const doc = await docs.renderSource(userId, docId);
    if (!doc) throw notFound();
    if (doc.trashed) throw badRequest('in_trash');
    const row = rowOfDoc(doc, values, { gender });
    const filename = readyFilename(row.title);
    if (!(await licences.isProForTemplate(userId, doc.templateId)))
      return {
        result: 'error',
        doc: '',
        filename,
        error_code: 'mass_need_pro',
        error_text: creatorErrors.mass_need_pro,
      };
    const jobs = dataSource.getRepository(CreatorJob);
    const massHash = massRowHash(doc.id, values, tableRow, gender);
    const same = () => jobs.findOneBy({ userId, massId, massHash });
    const answer = (job: CreatorJob): MassCreateAnswer => ({
      result: 'success',
      doc: String(job.id),
      filename: job.filename,
    });
    const known = await same();
    if (known) return answer(known);
    if ((await jobs.countBy({ userId, massId })) >= SPREADSHEET_LIMITS.massRowsMax)
      throw massError(400, 'mass_rows_max', 'mass_id');
    const availability = engine.available();
    if (!availability.ok)
      return { result: 'server_error', doc: '', filename, error_text: availability.message };
    const mark =
      (await this.deps.verification?.reserveFor({
        userId,
        docId: doc.id,
        docType: doc.type,
        title: doc.name,
        recipient: row.title,
        massId,
        runOn: verify,
      })) ?? null;
    const now = clock().getTime();
    let job: CreatorJob;
    try {
      job = await jobs.save({
        ...verifyColumns(mark),
        actorId: actorId ?? null,
        userId,
        docId: doc.id,
        type: 'mass',
        filename,
        status: 'queued',
        free: false,
        notBefore: now,
        attempts: 0,
        readyFileId: null,
        error: null,
        notes: null,
        downloadStatus: null,
        createdAt: now,
        startedAt: null,
        finishedAt: null,
        content: row.html,
        title: row.title,
        massId,
        massHash,
        massRow: tableRow ?? null,
      });
    } catch (error) {
      // The same row sent twice at once: the unique index let one in; that one is the answer.
      const winner = await same();
      if (winner) return answer(winner);
      throw error;
    }
    this.deps.queued();
    return answer(job);
  }
}
