import type { EntityManager } from 'typeorm';
import { ShareEntry } from './share-entry.entity';

/**
 * A visitor who opened a link and then logs in keeps the visit: the link's item stays open to
 * them and shows under 'shared'. A visit the account already had, or one to the account's own
 * item, is dropped instead (one row per person and item). Visitors are never added as people
 * (share-add-user refuses them), so their visits are all there is to move.
 */
export async function keepLinkVisits(
  fromUserId: string,
  toUserId: string,
  manager: EntityManager,
): Promise<void> {
  const repository = manager.getRepository(ShareEntry);
  const visits = await repository.findBy({ userId: fromUserId });
  for (const visit of visits) {
    const known =
      visit.ownerId === toUserId ||
      (await repository.existsBy({
        area: visit.area,
        itemType: visit.itemType,
        itemId: visit.itemId,
        userId: toUserId,
      }));
    if (known) await repository.delete({ id: visit.id });
    else await repository.update({ id: visit.id }, { userId: toUserId });
  }
}
