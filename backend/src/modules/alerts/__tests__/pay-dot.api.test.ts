import { alertPaths, payPaths, type AlertGetAnswer } from '@gramota/contracts';
import { appForBlock, databases, readJson } from '../../../test-support/test-app';
import type { Visitor } from '../../../test-support/visitor';
import {
  addTemplate,
  createInvoice,
  HmacTestProvider,
  paidNotice,
  payingTeacher,
  sendWebhook,
  startedPayment,
  TEMPLATE_ID,
} from '../../../test-support/payments-test-kit';

describe.each(databases)('the pay dot of alert-get (%s)', (kind) => {
  const provider = new HmacTestProvider();
  const app = appForBlock(kind, () => ({ paymentProviders: new Map([['one', provider]]) }));

  async function alertsOf(visitor: Visitor): Promise<AlertGetAnswer> {
    const { user_key } = await visitor.loginCheck();
    const response = await visitor.get(alertPaths.get(user_key));
    expect(response.status).toBe(200);
    return readJson<AlertGetAnswer>(response);
  }
  const payDot = async (visitor: Visitor) => (await alertsOf(visitor)).pay_dot;
  const check = async (visitor: Visitor, md5: string) =>
    (await readJson<{ result: string }>(await visitor.get(alertPaths.check(md5)))).result;

  it('is set while the teacher’s invoice waits for payment, for her alone, and goes once paid', async () => {
    const teacher = await payingTeacher(app);
    const colleague = await payingTeacher(app);
    await addTemplate(app, teacher);
    const before = await alertsOf(teacher);
    expect(before.pay_dot).toBe('0');

    const created = await createInvoice(teacher, { product: 'template-12', aim_id: TEMPLATE_ID });
    expect(created.status).toBe(200);
    expect(await payDot(teacher)).toBe('1');
    // The top bar's poll learns of it without a new alert.
    expect(await check(teacher, before.md5)).toBe('update');
    expect(await payDot(colleague)).toBe('0');

    // Sent to the checkout it still waits; the provider's "paid" ends the wait.
    const payment = await startedPayment(teacher, provider, {
      product: 'template-12',
      aim_id: TEMPLATE_ID,
    });
    expect(await payDot(teacher)).toBe('1');
    expect((await sendWebhook(app, paidNotice(payment))).status).toBe(200);
    expect(await payDot(teacher)).toBe('0');
  });

  it('goes when the teacher removes her unpaid invoice', async () => {
    const teacher = await payingTeacher(app);
    await addTemplate(app, teacher);
    await createInvoice(teacher, { product: 'template-1', aim_id: TEMPLATE_ID });
    expect(await payDot(teacher)).toBe('1');

    const removed = await teacher.get(`${payPaths.removeInvoice()}?aim_id=ru-501-0`);
    expect(removed.status).toBe(200);
    expect(await payDot(teacher)).toBe('0');
  });
});
