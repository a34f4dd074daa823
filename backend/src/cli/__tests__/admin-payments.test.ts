import { databases } from '../../test-support/test-database';
import type { User } from '../../modules/auth';
import { Licence } from '../../modules/licences';
import { Payment } from '../../modules/payments';
import { PrintOrder } from '../../modules/print-order';
import { useAdminCli } from './admin-test-kit';

describe.each(databases)('npm run admin -- payment on %s', (kind) => {
  const cli = useAdminCli(kind, ['bursar@school.test']);
  const { admin } = cli;
  let serial = 0;

  /** A record as the invoice page leaves it once the school chose a bank transfer. */
  async function bankRecord(overrides: Partial<Payment> = {}): Promise<Payment> {
    const [teacher] = cli.users as [User];
    serial += 1;
    const dataId = `bank-record-${kind}-${serial}-abcdefghijkl`;
    return cli.database.dataSource.getRepository(Payment).save({
      dataId,
      userId: teacher.id,
      product: 'all-12',
      aim: 'subscribe',
      aimId: '',
      docId: null,
      seats: 1,
      org: '',
      status: 'wait-paid',
      operator: 'bank',
      method: 'invoice',
      sumMinor: 199_000,
      currency: 'RUB',
      providerRef: dataId,
      cause: '',
      text: 'PRO: all templates, 12 months',
      dateStart: '',
      dateEnd: '',
      createdAt: Date.now(),
      paidAt: null,
      shownAt: null,
      ...overrides,
    });
  }

  const allTemplateLicences = async () =>
    cli.database.dataSource
      .getRepository(Licence)
      .countBy({ userId: cli.users[0]!.id, kind: 'all-templates' });

  it('marks a bank transfer paid once: the licence is granted, a second run changes nothing', async () => {
    const record = await bankRecord();
    const before = await allTemplateLicences();
    const paid = await admin('payment', 'paid', record.dataId);
    expect(paid).toMatchObject({ code: 0, err: '' });
    expect(paid.out).toContain(`Payment ${record.dataId} is paid`);
    expect(await allTemplateLicences()).toBe(before + 1);
    const saved = await cli.database.dataSource
      .getRepository(Payment)
      .findOneByOrFail({ id: record.id });
    expect(saved.status).toBe('paid');
    expect(saved.dateEnd).not.toBe('');

    const again = await admin('payment', 'paid', record.dataId);
    expect(again.code).toBe(1);
    expect(again.err).toContain('already paid');
    expect(await allTemplateLicences()).toBe(before + 1);
  });

  it('refuses an unknown record and one a provider confirms itself, granting nothing', async () => {
    const before = await allTemplateLicences();
    expect(await admin('payment', 'paid', 'no-such-record')).toMatchObject({ code: 1 });
    const card = await bankRecord({ operator: 'one', method: 'card', providerRef: 'sandbox-ref' });
    const refused = await admin('payment', 'paid', card.dataId);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('not a bank transfer');
    expect(await allTemplateLicences()).toBe(before);
    expect(await admin('payment', 'paid')).toMatchObject({ code: 2 });
  });

  it("a print order paid by transfer waits for the operator's printing", async () => {
    const [teacher] = cli.users as [User];
    const order = await cli.database.dataSource.getRepository(PrintOrder).save({
      userId: teacher.id,
      status: 'wait-paid',
      deliveryName: 'Школа № 5',
      deliveryPhone: '79001234567',
      deliveryCity: 'Казань',
      deliveryAddress: 'ул. Баумана, 1',
      deliveryPostcode: '420111',
      deliveryComment: '',
      sumMinor: 4500,
      currency: 'RUB',
      dataId: 'print-order-record',
      createdAt: Date.now(),
      updatedAt: Date.now(),
    });
    const record = await bankRecord({
      product: 'print',
      aim: 'prepay-print',
      aimId: String(order.id),
      sumMinor: 4500,
    });
    expect(await admin('payment', 'paid', record.dataId)).toMatchObject({ code: 0 });
    const now = await cli.database.dataSource
      .getRepository(PrintOrder)
      .findOneByOrFail({ id: order.id });
    expect(now.status).toBe('paid');
  });

  it('lists the records, newest first, with status, operator, sum and the teacher', async () => {
    const record = await bankRecord();
    const listed = await admin('payment', 'list', '--user', 'bursar@school.test');
    expect(listed).toMatchObject({ code: 0, err: '' });
    const line = listed.out.split('\n').find((text) => text.startsWith(record.dataId));
    expect(line).toContain('wait-paid');
    expect(line).toContain('bank');
    expect(line).toContain('1\u00a0990 RUB');
    expect(line).toContain('bursar@school.test');
    expect(await admin('payment', 'list', '--user', 'nobody@school.test')).toMatchObject({
      code: 1,
    });
  });
});
