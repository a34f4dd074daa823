import { stampIdsInHtml } from '@gramota/doc-content';
import { In, type DataSource } from 'typeorm';
import type { AuditLog } from '../audit';
import { User } from '../auth';
import { Doc } from '../docs';
import { Stamp } from '../profile';

/** What the creator's job runner tells of a made file (creator MadeFile). */
export interface MadeFileFacts {
  accountId: string;
  actorId: string | null;
  docId: number;
  fileId: number;
  html: string;
}

/**
 * "File made with the stamp" in the audit log (issue 37): each of the account's stamps the made
 * file's HTML shows, with who asked for the file. Needs only the database, so a render worker
 * process (cli/worker.ts) writes it as the web server does.
 */
export class MadeFileStampLog {
  constructor(
    private readonly dataSource: DataSource,
    private readonly log: Pick<AuditLog, 'record'>,
  ) {}

  async fileMade(file: MadeFileFacts): Promise<void> {
    const ids = stampIdsInHtml(file.html);
    if (ids.length === 0) return;
    const stamps = await this.dataSource
      .getRepository(Stamp)
      .findBy({ id: In(ids), userId: file.accountId });
    if (stamps.length === 0) return;
    const [doc, actor] = await Promise.all([
      this.dataSource.getRepository(Doc).findOneBy({ id: file.docId }),
      file.actorId ? this.dataSource.getRepository(User).findOneBy({ id: file.actorId }) : null,
    ]);
    for (const stamp of stamps)
      await this.log.record(file.accountId, actor, {
        action: 'file_made_with_stamp',
        stamp,
        doc,
        fileId: file.fileId,
      });
  }
}
