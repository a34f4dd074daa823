import { payPaths, type PayRequisites } from '@gramota/contracts';
import { createLogger } from '../../../../logger';
import { appForBlock } from '../../../../test-support/test-app';
import type { RenderInput } from '../../../render';
import { Payment } from '../../payment.entity';
import { createInvoice, payingTeacher } from '../../../../test-support/payments-test-kit';
import { BANK_PAPER_LIMITS, BankPapersService, type BankPapersPort } from '..';

/** A printer the test answers by hand: each render waits until the test settles it. */
class HandPrinter {
  readonly calls: RenderInput[] = [];
  private pending: Array<{ resolve: (pdf: Buffer) => void; reject: (error: Error) => void }> = [];

  render(input: RenderInput): Promise<{ pdf: Buffer }> {
    this.calls.push(input);
    return new Promise((resolve, reject) =>
      this.pending.push({ resolve: (pdf) => resolve({ pdf }), reject }),
    );
  }

  finish(): void {
    this.pending.shift()?.resolve(Buffer.from('%PDF-1.7 test'));
  }

  fail(): void {
    this.pending.shift()?.reject(new Error('chromium crashed'));
  }
}

/** The payments core through a small fake of the port: the records of the app's database. */
function fakePort(app: ReturnType<typeof appForBlock>, requisites: { current: PayRequisites }) {
  const port: BankPapersPort = {
    findOwn: async (userId, dataId) => {
      const payment = await app.dataSource.getRepository(Payment).findOneByOrFail({ dataId });
      if (payment.userId !== userId) throw new Error('not yours');
      return payment;
    },
    settings: async () => requisites.current,
  };
  return port;
}

describe('making a bank paper (fake port and printer, sqlite)', () => {
  const app = appForBlock('sqlite');

  const setUp = async () => {
    const teacher = await payingTeacher(app);
    const created = await createInvoice(teacher, { product: 'all-12' });
    const dataId = created.body.payment.data_id;
    await teacher.get(payPaths.setPayMethod(dataId, 'bank', 'invoice'));
    const payment = await app.dataSource.getRepository(Payment).findOneByOrFail({ dataId });
    const requisites = {
      current: { org: 'Гимназия № 1', inn: '7701234567', kpp: '', address: '' },
    };
    const printer = new HandPrinter();
    const papers = new BankPapersService({
      dataSource: app.dataSource,
      dataDir: app.config.dataDir,
      clock: app.clock.now,
      logger: createLogger('silent'),
      payments: fakePort(app, requisites),
      printer,
    });
    const ask = () => papers.request(payment.userId, dataId, 'invoice', 'ru');
    const poll = () => papers.status(payment.userId, dataId, 'invoice', 'ru');
    return { papers, printer, requisites, ask, poll };
  };

  it('starts one drawing for two create calls at once', async () => {
    const { papers, printer, ask, poll } = await setUp();
    const answers = await Promise.all([ask(), ask()]);
    expect(answers.map((answer) => answer.status)).toEqual(['wait', 'wait']);
    expect((await poll()).status).toBe('wait');
    expect(printer.calls).toHaveLength(1);
    expect(printer.calls[0]).toMatchObject({ format: 'a4', background: null });
    printer.finish();
    await papers.idle();
    expect((await poll()).status).toBe('ready');
    expect((await ask()).status).toBe('ready');
    expect(printer.calls).toHaveLength(1);
  });

  it('says error when the drawing failed, and a new create call tries again', async () => {
    const { papers, printer, ask, poll } = await setUp();
    await ask();
    printer.fail();
    await papers.idle();
    expect((await poll()).status).toBe('error');
    // Polling alone does not retry a failure; the teacher's click does.
    expect(printer.calls).toHaveLength(1);
    expect((await ask()).status).toBe('wait');
    printer.finish();
    await papers.idle();
    expect((await poll()).status).toBe('ready');
    expect(printer.calls).toHaveLength(2);
  });

  it('starts a drawing lost with its instance again on the next poll', async () => {
    const { papers, printer, ask, poll } = await setUp();
    await ask();
    expect((await poll()).status).toBe('wait');
    expect(printer.calls).toHaveLength(1);
    app.clock.advance(BANK_PAPER_LIMITS.staleMs + 1000);
    expect((await poll()).status).toBe('wait');
    expect(printer.calls).toHaveLength(2);
    // The newer drawing wins; the lost one finishing late changes nothing.
    printer.fail();
    printer.finish();
    await papers.idle();
    expect((await poll()).status).toBe('ready');
  });

  it('draws the invoice again once the school corrected its requisites', async () => {
    const { papers, printer, requisites, ask } = await setUp();
    await ask();
    printer.finish();
    await papers.idle();
    expect((await ask()).status).toBe('ready');
    requisites.current = { ...requisites.current, org: 'Гимназия № 2' };
    expect((await ask()).status).toBe('wait');
    expect(printer.calls).toHaveLength(2);
    expect(printer.calls[1]!.html).toContain('Гимназия № 2');
    printer.finish();
    await papers.idle();
  });
});
