import {
  isPrintOrderStatus,
  PRINT_OPERATOR_MOVES,
  type PrintOperatorOrder,
} from '@gramota/contracts';
import { In, type DataSource } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { User } from '../auth';
import { orderAnswer } from './print-order-answers';
import { PrintOrder } from './print-order.entity';
import { orderFilesOf } from './print-order-files';
import { printError } from './print-errors';

/** How many orders the operator's list shows (newest first). */
export const OPERATOR_LIST_LIMIT = 500;

/**
 * The print operator's work: every account's orders, moved on paid → printing → sent → done (or
 * cancel). Who is an operator is the routes' and the admin command's business. No Koa here.
 */
export class PrintOperatorService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<PrintOperatorOrder[]> {
    const orders = await this.dataSource.getRepository(PrintOrder).find({
      order: { createdAt: 'DESC', id: 'DESC' },
      take: OPERATOR_LIST_LIMIT,
    });
    return this.answers(orders);
  }

  /** Moves an order one step (PRINT_OPERATOR_MOVES); any other move is refused, nothing changed. */
  async setStatus(orderId: unknown, status: unknown): Promise<PrintOperatorOrder> {
    const id =
      typeof orderId === 'string' && /^\d{1,10}$/.test(orderId) ? Number(orderId) : orderId;
    const order =
      typeof id === 'number' && Number.isSafeInteger(id) && id > 0
        ? await this.dataSource.getRepository(PrintOrder).findOneBy({ id })
        : null;
    if (!order) throw printError(404, 'not_found');
    if (!isPrintOrderStatus(status) || !PRINT_OPERATOR_MOVES[order.status].includes(status))
      throw printError(400, 'print_status_invalid', 'status');
    const now = this.clock().getTime();
    // Conditional on the status read: of two operators moving it at once, one wins.
    const result = await this.dataSource
      .getRepository(PrintOrder)
      .update({ id: order.id, status: order.status }, { status, updatedAt: now });
    if (!result.affected) throw printError(400, 'print_status_invalid', 'status');
    const [answer] = await this.answers([{ ...order, status, updatedAt: now }]);
    return answer!;
  }

  private async answers(orders: PrintOrder[]): Promise<PrintOperatorOrder[]> {
    const files = await orderFilesOf(
      this.dataSource,
      orders.map((order) => order.id),
    );
    const userIds = [...new Set(orders.map((order) => order.userId))];
    const users =
      userIds.length === 0
        ? []
        : await this.dataSource.getRepository(User).find({ where: { id: In(userIds) } });
    const emails = new Map(users.map((user) => [user.id, user.email ?? '']));
    return orders.map((order) => ({
      ...orderAnswer(order, files.get(order.id) ?? []),
      user_id: order.userId,
      user_email: emails.get(order.userId) ?? '',
    }));
  }
}
