import { randomBytes } from 'node:crypto';
import { payPaths, type InvoiceStatusAnswer } from '@gramota/contracts';
import { loadConfig } from '../../../../config';
import { appForBlock, databases } from '../../../../test-support/test-app';
import {
  addTemplate,
  createInvoice,
  payingTeacher,
  TEMPLATE_ID,
} from '../../../../test-support/payments-test-kit';
import { Payment } from '../../payment.entity';
import { SandboxCheckout } from '../sandbox-checkout.entity';
import { sandboxSecret } from '../sandbox-secret';
import { SandboxProvider } from '../sandbox.provider';

/**
 * Issue 28, finding 6: out of the box (no PAY_SANDBOX) nobody can grant themselves a licence
 * through the sandbox checkout. The app runs with the payments block loadConfig makes from an
 * environment without PAY_SANDBOX, as a fresh install does.
 */
describe.each(databases)('sandbox checkout without PAY_SANDBOX (%s)', (kind) => {
  const app = appForBlock(kind, () => ({ config: { payments: loadConfig({}).payments } }));

  it('is not offered, and choosing it is refused in the error shape', async () => {
    const teacher = await payingTeacher(app);
    await addTemplate(app, teacher);
    const created = await createInvoice(teacher, { product: 'template-12', aim_id: TEMPLATE_ID });
    // Roubles: only the bank transfer is left (no real payment method is configured).
    expect(created.body.operators).toEqual(['bank']);

    const { data_id: dataId } = created.body.payment;
    const chosen = await teacher.get(payPaths.setPayMethod(dataId, 'one', 'card'));
    expect(chosen.status).toBe(400);
    expect(await chosen.json()).toMatchObject({ result: 'error', error_code: 'operator_invalid' });
    const status = (await (
      await teacher.get(payPaths.statusPay(dataId))
    ).json()) as InvoiceStatusAnswer;
    expect(status).toMatchObject({ status: 'new' });
  });

  it('answers its page and a Pay pressed on a page left open with "turned off", and grants nothing', async () => {
    const teacher = await payingTeacher(app);
    await addTemplate(app, teacher);
    const created = await createInvoice(teacher, { product: 'template-12', aim_id: TEMPLATE_ID });
    const { data_id: dataId, sum_minor: sumMinor } = created.body.payment;
    // A checkout opened while the sandbox was still on (before a restart without PAY_SANDBOX).
    const ref = randomBytes(24).toString('base64url');
    await app.dataSource.getRepository(SandboxCheckout).insert({
      ref,
      dataId,
      description: 'PRO',
      sumMinor,
      currency: 'RUB',
      returnUrl: `${app.baseUrl}/app/invoice/template/${TEMPLATE_ID}/`,
      status: 'pending',
      cause: '',
      eventId: null,
      createdAt: Date.now(),
      decidedAt: null,
    });
    await app.dataSource
      .getRepository(Payment)
      .update(
        { dataId },
        { operator: 'one', method: 'card', providerRef: ref, status: 'wait-paid' },
      );
    const path = `/pay-sandbox/checkout/${ref}/`;

    const page = await teacher.request(path, { csrf: false });
    expect(page.status).toBe(404);
    const html = await page.text();
    expect(html).toContain('Тестовая оплата на этом сайте выключена');
    expect(html).not.toContain('name="csrf"');
    expect((await teacher.request(`${path}?lng=en`, { csrf: false })).status).toBe(404);

    const pay = await teacher.request(path, {
      csrf: false,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf: '0'.repeat(64), action: 'approve' }).toString(),
    });
    expect(pay.status).toBe(404);
    expect(await pay.text()).toContain('Тестовая оплата на этом сайте выключена');
    const checkout = await app.dataSource.getRepository(SandboxCheckout).findOneByOrFail({ ref });
    expect(checkout.status).toBe('pending');

    // A "paid" notification signed with this install's sandbox key is refused as well.
    await app.dataSource
      .getRepository(SandboxCheckout)
      .update({ ref }, { status: 'paid', eventId: 'forged', decidedAt: Date.now() });
    const signer = new SandboxProvider({
      dataSource: app.dataSource,
      clock: () => new Date(),
      secret: sandboxSecret(app.config.dataDir, undefined),
      checkoutOrigin: app.baseUrl,
    });
    const notice = signer.notification(
      await app.dataSource.getRepository(SandboxCheckout).findOneByOrFail({ ref }),
    );
    const hook = await fetch(`${app.baseUrl}${payPaths.webhook('one')}`, {
      method: 'POST',
      headers: notice.headers,
      body: notice.body,
    });
    expect(hook.status).toBe(400);
    // Neither the status poll (which asks the provider) nor anything above granted the licence.
    const status = (await (
      await teacher.get(payPaths.statusPay(dataId))
    ).json()) as InvoiceStatusAnswer;
    expect(status.status).not.toBe('paid');
    const licences = (await (await teacher.get('/api/profile-licences/')).json()) as {
      licences: Array<{ template_id: string | null }>;
    };
    expect(licences.licences.filter((one) => one.template_id === TEMPLATE_ID)).toHaveLength(0);
  });
});
