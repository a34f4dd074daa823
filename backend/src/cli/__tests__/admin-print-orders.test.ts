import { databases } from '../../test-support/test-database';
import type { User } from '../../modules/auth';
import { PrintOrder, PrintOrderFile } from '../../modules/print-order';
import { useAdminCli } from './admin-test-kit';

describe.each(databases)('npm run admin -- print-order on %s', (kind) => {
  const cli = useAdminCli(kind, ['orders@school.test']);
  const { admin } = cli;

  /** A paid order of the teacher with one file, as the pay flow leaves it. */
  async function paidOrder(): Promise<PrintOrder> {
    const [teacher] = cli.users as [User];
    const { dataSource } = cli.database;
    const order = await dataSource.getRepository(PrintOrder).save({
      userId: teacher.id,
      status: 'paid',
      deliveryName: 'Мария Иванова',
      deliveryPhone: '79001234567',
      deliveryCity: 'Казань',
      deliveryAddress: 'ул. Баумана, 1',
      deliveryPostcode: '420111',
      deliveryComment: '',
      sumMinor: 4500,
      currency: 'RUB',
      dataId: 'data-id-of-the-record',
      createdAt: Date.now(),
      updatedAt: Date.now(),
    });
    await dataSource.getRepository(PrintOrderFile).insert({
      orderId: order.id,
      readyFileId: null,
      name: 'Грамота',
      filename: 'Gramota',
      pages: 1,
      copies: 3,
    });
    return order;
  }

  const statusOf = async (id: number) =>
    (await cli.database.dataSource.getRepository(PrintOrder).findOneByOrFail({ id })).status;

  it('lists the orders with status, sum, copies, the teacher and the delivery', async () => {
    const order = await paidOrder();
    const result = await admin('print-order', 'list');
    expect(result).toMatchObject({ code: 0, err: '' });
    const line = result.out.split('\n').find((text) => text.startsWith(String(order.id)));
    expect(line).toContain('paid');
    expect(line).toContain('45 RUB');
    expect(line).toContain('1 files, 3 copies');
    expect(line).toContain('orders@school.test');
    expect(line).toContain('Мария Иванова, +79001234567, Казань');
  });

  it('moves an order paid → printing → sent → done and refuses other moves', async () => {
    const order = await paidOrder();
    const id = String(order.id);
    expect(await admin('print-order', 'status', id, 'done')).toMatchObject({ code: 1 });
    expect(await statusOf(order.id)).toBe('paid');
    for (const status of ['printing', 'sent', 'done']) {
      const result = await admin('print-order', 'status', id, status);
      expect(result).toMatchObject({ code: 0, out: `Print order ${id} is now ${status}.` });
      expect(await statusOf(order.id)).toBe(status);
    }
    const late = await admin('print-order', 'status', id, 'cancel');
    expect(late.code).toBe(1);
    expect(late.err).toContain('cannot move to this status');
    expect((await admin('print-order', 'status', '99999999', 'cancel')).err).toContain('Not found');
    expect((await admin('print-order', 'status', id)).code).toBe(2);
  });
});
