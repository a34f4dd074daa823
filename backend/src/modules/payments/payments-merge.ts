import type { EntityManager } from 'typeorm';
import { Payment } from './payment.entity';
import { PaySettings } from './pay-settings.entity';

/**
 * Payments made while anonymous go along when the visitor logs in (the account merge). Pay
 * settings move only when the account has none of its own.
 */
export async function movePayments(
  fromUserId: string,
  toUserId: string,
  manager: EntityManager,
): Promise<void> {
  await manager.getRepository(Payment).update({ userId: fromUserId }, { userId: toUserId });
  const settings = manager.getRepository(PaySettings);
  if (!(await settings.existsBy({ userId: toUserId })))
    await settings.update({ userId: fromUserId }, { userId: toUserId });
}
