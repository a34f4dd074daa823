import type { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../db/errors';
import type { Clock } from '../../shared/clock';
import { PrintOrderItem } from './print-order-item.entity';

/** The account's print order: the made files it wants printed. No Koa here. */
export class PrintOrderService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * Puts the files (already checked to be the account's) into the order; a file already there
   * stays once. Answers how many files the order has now.
   */
  async add(userId: string, readyFileIds: number[]): Promise<number> {
    const items = this.dataSource.getRepository(PrintOrderItem);
    const now = this.clock().getTime();
    for (const readyFileId of readyFileIds) {
      if (await items.existsBy({ userId, readyFileId })) continue;
      try {
        await items.insert({ userId, readyFileId, addedAt: now });
      } catch (error) {
        // The same file added by a second request at the same moment: it is in the order.
        if (!isUniqueViolation(error)) throw error;
      }
    }
    return this.count(userId);
  }

  count(userId: string): Promise<number> {
    return this.dataSource.getRepository(PrintOrderItem).countBy({ userId });
  }
}

/** The order made while anonymous goes along when the visitor logs in (its files do too). */
export async function movePrintOrder(
  fromUserId: string,
  toUserId: string,
  manager: EntityManager,
): Promise<void> {
  await manager.getRepository(PrintOrderItem).update({ userId: fromUserId }, { userId: toUserId });
}
