import {
  formatMoney,
  PRINT_LIMITS,
  type PrintDelivery,
  type PrintOrderGetAnswer,
  type PrintOrderInfo,
} from '@gramota/contracts';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../shared/db-errors';
import type { Logger } from '../../logger';
import type { Clock } from '../../shared/clock';
import { User } from '../auth';
import {
  currencyOf,
  deliveryOf,
  EMPTY_DELIVERY,
  orderAnswer,
  printedPages,
  thumbOf,
} from './print-order-answers';
import { PrintOrderFile } from './print-order-file.entity';
import { orderFilesOf } from './print-order-files';
import { PrintOrderItem } from './print-order-item.entity';
import { PrintOrder } from './print-order.entity';
import { cartError, printError } from './print-errors';
import type { PaidPrintRecord, PrintPayments } from './print-payments.port';

/**
 * The account's print order: the cart of made files (with copies), submitting it as an order
 * paid by a prepay-print record, and the account's orders. No Koa here.
 */
export class PrintOrderService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly payments: PrintPayments,
    private readonly logger: Logger,
  ) {
    payments.onPaid((record) => this.markPaid(record));
  }

  /**
   * Puts the files (already checked to be the account's) into the order; a file already there
   * stays once. Answers how many files the order has now. A cart that would hold more than
   * PRINT_LIMITS.filesMax files takes none of them (400 print_order_full).
   */
  async add(userId: string, readyFileIds: number[]): Promise<number> {
    const items = this.dataSource.getRepository(PrintOrderItem);
    const now = this.clock().getTime();
    const wanted = [...new Set(readyFileIds)];
    const already = wanted.length ? await items.countBy({ userId, readyFileId: In(wanted) }) : 0;
    if ((await this.count(userId)) + wanted.length - already > PRINT_LIMITS.filesMax)
      throw cartError(400, 'print_order_full');
    for (const readyFileId of wanted) {
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

  /** GET /api/print-order-get/: the cart, the orders (newest first) and the page price. */
  async overview(userId: string): Promise<PrintOrderGetAnswer> {
    const orders = await this.dataSource
      .getRepository(PrintOrder)
      .find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
    const files = await orderFilesOf(
      this.dataSource,
      orders.map((order) => order.id),
    );
    const currency = await this.currency(userId);
    return {
      result: 'success',
      cart: await this.cart(userId, orders[0] ? deliveryOf(orders[0]) : EMPTY_DELIVERY),
      orders: orders.map((order) => orderAnswer(order, files.get(order.id) ?? [])),
      page_price: formatMoney(this.payments.pagePriceMinor(currency)),
    };
  }

  /** The cart as an order in status 'cart'; its delivery is the last order's, to fill the form. */
  async cart(userId: string, delivery: PrintDelivery = EMPTY_DELIVERY): Promise<PrintOrderInfo> {
    const items = await this.cartItems(this.dataSource.manager, userId);
    const currency = await this.currency(userId);
    const files = items.map((item) => ({
      id: item.id,
      name: item.readyFile!.name,
      thumb: thumbOf(item.readyFileId, item.readyFile!.filename),
      pages: item.readyFile!.pages,
      copies: item.copies,
    }));
    const sumMinor = printedPages(files) * this.payments.pagePriceMinor(currency);
    return {
      id: 0,
      status: 'cart',
      files,
      delivery,
      sum: formatMoney(sumMinor),
      sum_minor: sumMinor,
      currency,
      time: items.reduce((latest, item) => Math.max(latest, item.addedAt), 0),
      data_id: '',
    };
  }

  /** POST /api/print-order-set-copies/: only the caller's own cart file; 1 to 500 copies. */
  async setCopies(userId: string, itemId: unknown, copies: unknown): Promise<PrintOrderInfo> {
    if (
      typeof copies !== 'number' ||
      !Number.isInteger(copies) ||
      copies < 1 ||
      copies > PRINT_LIMITS.copiesMax
    )
      throw printError(400, 'print_copies_invalid', 'copies');
    const item = await this.ownItem(userId, itemId);
    await this.dataSource.getRepository(PrintOrderItem).update({ id: item.id, userId }, { copies });
    return this.cart(userId);
  }

  /** POST /api/print-order-remove-file/: takes the caller's own file out of the cart. */
  async removeFile(userId: string, itemId: unknown): Promise<PrintOrderInfo> {
    const item = await this.ownItem(userId, itemId);
    await this.dataSource.getRepository(PrintOrderItem).delete({ id: item.id, userId });
    return this.cart(userId);
  }

  /**
   * POST /api/print-order-submit/: the cart's files move into a new order waiting for payment,
   * priced on the server, and a prepay-print record is made for its sum. If the record cannot be
   * made, the files go back to the cart and the order is removed.
   */
  async submit(
    userId: string,
    delivery: PrintDelivery,
  ): Promise<{ order: PrintOrderInfo; dataId: string }> {
    const currency = await this.currency(userId);
    const pagePrice = this.payments.pagePriceMinor(currency);
    const { order, items } = await this.dataSource.transaction(async (manager) => {
      const cart = await this.cartItems(manager, userId);
      if (cart.length === 0) throw printError(400, 'print_empty');
      const now = this.clock().getTime();
      const pages = printedPages(cart.map((item) => ({ ...item, pages: item.readyFile!.pages })));
      const created = await manager.getRepository(PrintOrder).save(
        manager.getRepository(PrintOrder).create({
          userId,
          status: 'wait-paid',
          deliveryName: delivery.name,
          deliveryPhone: delivery.phone,
          deliveryCity: delivery.city,
          deliveryAddress: delivery.address,
          deliveryPostcode: delivery.postcode,
          deliveryComment: delivery.comment,
          sumMinor: pages * pagePrice,
          currency,
          dataId: '',
          createdAt: now,
          updatedAt: now,
        }),
      );
      await manager.getRepository(PrintOrderFile).insert(
        cart.map((item) => ({
          orderId: created.id,
          readyFileId: item.readyFileId,
          name: item.readyFile!.name,
          filename: item.readyFile!.filename,
          pages: item.readyFile!.pages,
          copies: item.copies,
        })),
      );
      const removed = await manager
        .getRepository(PrintOrderItem)
        .delete({ userId, id: In(cart.map((item) => item.id)) });
      // A second submit at the same moment took these files already: this one rolls back.
      if (
        removed.affected !== undefined &&
        removed.affected !== null &&
        removed.affected !== cart.length
      )
        throw printError(400, 'print_empty');
      return { order: created, items: cart };
    });
    let dataId: string;
    try {
      ({ dataId } = await this.payments.createForPrintOrder(
        userId,
        order.id,
        order.sumMinor,
        currency,
      ));
    } catch (error) {
      await this.restoreCart(order, items);
      throw error;
    }
    await this.dataSource.getRepository(PrintOrder).update({ id: order.id }, { dataId });
    order.dataId = dataId;
    const files = await orderFilesOf(this.dataSource, [order.id]);
    return { order: orderAnswer(order, files.get(order.id) ?? []), dataId };
  }

  /** The payments core says a prepay-print record was paid: its order waits for the operator. */
  async markPaid(record: PaidPrintRecord): Promise<void> {
    const orderId = Number(record.aimId);
    const result = Number.isSafeInteger(orderId)
      ? await this.dataSource
          .getRepository(PrintOrder)
          .update(
            { id: orderId, userId: record.userId, status: 'wait-paid' },
            { status: 'paid', updatedAt: this.clock().getTime() },
          )
      : { affected: 0 };
    if (!result.affected)
      this.logger.warn(
        { orderId: record.aimId, userId: record.userId },
        'a paid prepay-print record has no order waiting for payment',
      );
  }

  private cartItems(manager: EntityManager, userId: string): Promise<PrintOrderItem[]> {
    return manager.getRepository(PrintOrderItem).find({
      where: { userId },
      relations: { readyFile: true },
      order: { addedAt: 'ASC', id: 'ASC' },
    });
  }

  /** Another account's cart file answers like no file at all: nothing is said about it. */
  private async ownItem(userId: string, itemId: unknown): Promise<PrintOrderItem> {
    const id = typeof itemId === 'string' && /^\d{1,10}$/.test(itemId) ? Number(itemId) : itemId;
    const item =
      typeof id === 'number' && Number.isSafeInteger(id) && id > 0
        ? await this.dataSource.getRepository(PrintOrderItem).findOneBy({ id, userId })
        : null;
    if (!item) throw printError(404, 'not_found');
    return item;
  }

  private async currency(userId: string) {
    const user = await this.dataSource.getRepository(User).findOneBy({ id: userId });
    return currencyOf(user?.currency ?? '');
  }

  private async restoreCart(order: PrintOrder, items: PrintOrderItem[]): Promise<void> {
    // No transaction: on PostgreSQL a unique violation would abort it, and each step stands alone.
    await this.dataSource.getRepository(PrintOrder).delete({ id: order.id });
    const cart = this.dataSource.getRepository(PrintOrderItem);
    for (const item of items) {
      try {
        await cart.insert({
          userId: item.userId,
          readyFileId: item.readyFileId,
          copies: item.copies,
          addedAt: item.addedAt,
        });
      } catch (error) {
        // Added to the cart again meanwhile: it is there.
        if (!isUniqueViolation(error)) throw error;
      }
    }
  }
}

/** The order made while anonymous goes along when the visitor logs in (its files do too). */
export async function movePrintOrder(
  fromUserId: string,
  toUserId: string,
  manager: EntityManager,
): Promise<void> {
  await manager.getRepository(PrintOrderItem).update({ userId: fromUserId }, { userId: toUserId });
  await manager.getRepository(PrintOrder).update({ userId: fromUserId }, { userId: toUserId });
}
