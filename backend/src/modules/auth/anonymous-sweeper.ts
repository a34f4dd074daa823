import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from '../../logger';
import type { Clock } from '../../shared/clock';
import type { FileStore } from '../../shared/file-store';
import { Session } from './session.entity';
import { User } from './user.entity';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Accounts removed per round trip: a long backlog is worked off without one huge statement. */
const BATCH = 100;

/**
 * What a module keeps in the file store for an account (ready files, pictures, stamps...), as
 * keys of files, or prefixes ending in `/` for a folder of the account's own (everything under
 * it). Asked before the account's rows go; removed once they are gone.
 */
export type AccountFiles = (userId: string, manager: EntityManager) => Promise<string[]>;

export interface SweepReport {
  removedAccounts: number;
  removedFiles: number;
}

/**
 * Removes anonymous accounts nobody has used for `retentionDays` (security review, finding 8),
 * with everything they hold: their rows go by the foreign keys' cascades, their files through the
 * modules' AccountFiles. "Used" is a session seen within the period (sessions are touched once a
 * day). Registered accounts are never touched.
 */
export class AnonymousAccountsSweeper {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly retentionDays: number,
    private readonly accountFiles: readonly AccountFiles[],
    private readonly fileStore: FileStore,
  ) {}

  async sweep(): Promise<SweepReport> {
    const cutoff = new Date(this.clock().getTime() - this.retentionDays * DAY_MS);
    const report: SweepReport = { removedAccounts: 0, removedFiles: 0 };
    for (;;) {
      const ids = await this.unusedSince(cutoff);
      if (ids.length === 0) break;
      for (const id of ids) report.removedFiles += await this.remove(id, cutoff);
      report.removedAccounts += ids.length;
      if (ids.length < BATCH) break;
    }
    if (report.removedAccounts > 0)
      this.logger.info(
        { ...report, retentionDays: this.retentionDays },
        'removed unused anonymous accounts',
      );
    return report;
  }

  private async unusedSince(cutoff: Date): Promise<string[]> {
    const rows = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .select('u.id', 'id')
      .where('u.login = :login', { login: false })
      .andWhere('u.created_at < :cutoff', { cutoff })
      .andWhere(
        (query) =>
          `NOT EXISTS ${query
            .subQuery()
            .select('1')
            .from(Session, 's')
            .where('s.user_id = u.id')
            .andWhere('s.last_seen_at >= :cutoff')
            .getQuery()}`,
      )
      .orderBy('u.created_at', 'ASC')
      .limit(BATCH)
      .getRawMany<{ id: string }>();
    return rows.map((row) => row.id);
  }

  /** One account: its files are listed, its rows deleted, then the files removed. */
  private async remove(userId: string, cutoff: Date): Promise<number> {
    const manager = this.dataSource.manager;
    const paths: string[] = [];
    for (const list of this.accountFiles) paths.push(...(await list(userId, manager)));
    // Checked again in the delete itself: the visitor may have come back or signed in meanwhile.
    const result = await manager
      .createQueryBuilder()
      .delete()
      .from(User)
      .where('id = :userId AND login = :login', { userId, login: false })
      .andWhere(
        'NOT EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = :userId AND s.last_seen_at >= :cutoff)',
        { cutoff },
      )
      .execute();
    if (!result.affected) return 0;
    let removed = 0;
    for (const target of paths)
      removed += await this.removeFiles(target).catch((error: unknown) => {
        this.logger.warn({ err: error, target }, 'a removed account left a file behind');
        return 0;
      });
    return removed;
  }

  /** A key, or every file under a prefix ending in `/`: how many were there. */
  private async removeFiles(target: string): Promise<number> {
    if (!target.endsWith('/')) {
      const there = await this.fileStore.stat(target);
      await this.fileStore.delete(target);
      return there ? 1 : 0;
    }
    const keys: string[] = [];
    for await (const entry of this.fileStore.list(target)) keys.push(entry.key);
    for (const key of keys) await this.fileStore.delete(key);
    return keys.length;
  }
}
