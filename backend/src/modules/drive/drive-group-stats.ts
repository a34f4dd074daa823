import type { EntityManager } from 'typeorm';
import { CreatorJob } from '../creator';
import { ReadyFile, readyFileUrls } from '../ready';
import { DriveGroupFile } from './drive-group-file.entity';

/** What the Drive's list says of a group: its files, how many are made, and one to show. */
export interface GroupStats {
  count: number;
  ready: number;
  /** The thumbnail of the group's first made file ('' while none is). */
  thum: string;
}

const EMPTY: GroupStats = { count: 0, ready: 0, thum: '' };
/** Groups asked about in one query (a list shows a few hundred at most). */
const CHUNK = 500;

/**
 * The files of many groups counted in two queries, whatever their number: made means what the
 * group page says (a ready file exists, or its job is done even if the file was deleted since).
 */
export async function groupStats(
  manager: EntityManager,
  userId: string,
  groupIds: readonly number[],
): Promise<Map<number, GroupStats>> {
  const stats = new Map(groupIds.map((id) => [id, { ...EMPTY }]));
  for (let start = 0; start < groupIds.length; start += CHUNK) {
    const ids = groupIds.slice(start, start + CHUNK);
    const files = () =>
      manager
        .getRepository(DriveGroupFile)
        .createQueryBuilder('file')
        .select('file.groupId', 'groupId')
        .where('file.groupId IN (:...ids)', { ids });
    const counts = await files()
      .leftJoin(CreatorJob, 'job', 'job.id = file.jobId AND job.userId = :userId', { userId })
      .leftJoin(ReadyFile, 'made', 'made.jobId = file.jobId AND made.userId = :userId')
      .addSelect('COUNT(file.id)', 'count')
      .addSelect(
        "SUM(CASE WHEN made.id IS NOT NULL OR job.status = 'done' THEN 1 ELSE 0 END)",
        'ready',
      )
      .groupBy('file.groupId')
      .getRawMany<{ groupId: unknown; count: unknown; ready: unknown }>();
    for (const row of counts) {
      const one = stats.get(Number(row.groupId));
      if (one) Object.assign(one, { count: Number(row.count), ready: Number(row.ready ?? 0) });
    }
    const made = await files()
      .innerJoin(ReadyFile, 'made', 'made.jobId = file.jobId AND made.userId = :userId', {
        userId,
      })
      .addSelect('made.id', 'id')
      .addSelect('made.filename', 'filename')
      .orderBy('file.groupId', 'ASC')
      .addOrderBy('file.row', 'ASC')
      .getRawMany<{ groupId: unknown; id: unknown; filename: string }>();
    for (const row of made) {
      const one = stats.get(Number(row.groupId));
      if (one && !one.thum)
        one.thum = readyFileUrls({ id: Number(row.id), filename: row.filename }).thumb;
    }
  }
  return stats;
}
