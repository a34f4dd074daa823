import type { EntityManager } from 'typeorm';
import { DocStats } from './doc-stats.entity';
import { Doc } from './doc.entity';

/** Moves the account's count of active documents by `delta` (inside the caller's transaction). */
export async function addActiveDocs(
  manager: EntityManager,
  userId: string,
  delta: number,
): Promise<void> {
  if (!Number.isSafeInteger(delta) || delta === 0) return;
  await manager
    .createQueryBuilder()
    .insert()
    .into(DocStats)
    .values({ userId, activeDocs: 0 })
    .orIgnore()
    .execute();
  await manager
    .createQueryBuilder()
    .update(DocStats)
    .set({ activeDocs: () => `active_docs + ${delta}` })
    .where('user_id = :userId', { userId })
    .execute();
}

/** Counts again from the rows (after an account merge): the counter equals the truth afterwards. */
export async function recountActiveDocs(manager: EntityManager, userId: string): Promise<void> {
  const activeDocs = await manager.countBy(Doc, { userId, trashed: false });
  await manager
    .createQueryBuilder()
    .insert()
    .into(DocStats)
    .values({ userId, activeDocs: 0 })
    .orIgnore()
    .execute();
  await manager.update(DocStats, { userId }, { activeDocs });
}
