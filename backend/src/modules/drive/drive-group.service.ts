import type { DriveGroupAnswer, DriveGroupFile as DriveGroupFileAnswer } from '@gramota/contracts';
import { In, type DataSource } from 'typeorm';
import { CreatorJob } from '../creator';
import { ReadyFile, readyFileUrls } from '../ready';
import { DriveAccount } from './drive-account.entity';
import { DriveGroupFile } from './drive-group-file.entity';
import { DriveGroup } from './drive-group.entity';
import { driveNotFound } from './drive-errors';

const ID = /^[1-9]\d{0,9}$/;

/** A job's state as the group page says it. */
const fileState = (job: CreatorJob | undefined): DriveGroupFileAnswer['state'] =>
  job?.status === 'done' ? 'ready' : job?.status === 'failed' || !job ? 'error' : 'wait';

/**
 * The group page's data (/app/drive/folder/{key}/{group_id}/): the run's files with each file's
 * e-mail state. Its owner only: the key must be the session account's and the group its own;
 * anything else is the same 404.
 */
export class DriveGroupService {
  constructor(private readonly dataSource: DataSource) {}

  async group(userId: string, key: string, groupId: string): Promise<DriveGroupAnswer> {
    const account = await this.dataSource.getRepository(DriveAccount).findOneBy({ userId });
    if (!account || account.driveKey !== key || !ID.test(groupId)) throw driveNotFound();
    const group = await this.dataSource
      .getRepository(DriveGroup)
      .findOneBy({ id: Number(groupId), userId });
    if (!group) throw driveNotFound();
    const rows = await this.dataSource
      .getRepository(DriveGroupFile)
      .find({ where: { groupId: group.id }, order: { row: 'ASC' } });
    const jobIds = rows.map((row) => row.jobId);
    const [jobs, files] = await Promise.all([
      this.dataSource.getRepository(CreatorJob).findBy({ id: In(jobIds), userId }),
      this.dataSource.getRepository(ReadyFile).findBy({ jobId: In(jobIds), userId }),
    ]);
    const jobById = new Map(jobs.map((job) => [job.id, job]));
    const fileByJob = new Map(files.map((file) => [file.jobId, file]));
    return {
      result: 'success',
      group: {
        group_id: String(group.id),
        key: account.driveKey,
        name: group.name,
        doc_id: String(group.docId),
        time: group.time,
        email_send: group.emailSend ? '1' : '0',
        send_after: group.sendAfter,
      },
      files: rows.map((row) => {
        const job = jobById.get(row.jobId);
        const file = fileByJob.get(row.jobId);
        const urls = file ? readyFileUrls(file) : { jpeg: '', pdf: '', thumb: '' };
        return {
          id: String(row.jobId),
          row: row.row,
          name: file?.name ?? job?.title ?? group.name,
          state: file ? 'ready' : fileState(job),
          email: row.email,
          // 'sending' is still on its way, as far as the teacher is concerned.
          mail_state: row.mailState === 'sending' ? 'waiting' : row.mailState,
          mail_refusal: row.mailRefusal ?? '',
          sent_at: row.sentAt ?? 0,
          ...urls,
        };
      }),
    };
  }
}
