import { In, type EntityManager } from 'typeorm';
import { Payment } from './payment.entity';

/**
 * A record the teacher still has to pay: made on an invoice page ('new'), or sent to a checkout
 * or issued as a bank invoice ('wait-paid'). A print order waits as its prepay-print record.
 */
const WAITING = ['new', 'wait-paid'] as const;

/** The pay button's dot (alert-get `pay_dot`, seed 000 §3): a purchase of the account waits. */
export function hasWaitingPurchase(manager: EntityManager, userId: string): Promise<boolean> {
  return manager.getRepository(Payment).existsBy({ userId, status: In([...WAITING]) });
}
