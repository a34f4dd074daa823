import type { EntityManager } from 'typeorm';
import { DocFolder } from './doc-folder.entity';
import { DocStats } from './doc-stats.entity';
import { Doc } from './doc.entity';
import { recountActiveDocs } from './docs-counter';

/**
 * Logging in keeps what the visitor made (ARCHITECTURE §5): the anonymous account's documents and
 * folders, trash included, move to the account as they are. Ids are global, so nothing clashes.
 */
export async function moveDocs(
  fromUserId: string,
  toUserId: string,
  manager: EntityManager,
): Promise<void> {
  await manager.update(Doc, { userId: fromUserId }, { userId: toUserId });
  await manager.update(DocFolder, { userId: fromUserId }, { userId: toUserId });
  await manager.delete(DocStats, { userId: fromUserId });
  await recountActiveDocs(manager, toUserId);
}
