import {
  payPaths,
  type InvoiceStatusAnswer,
  type PayOperator,
  type PaypalPayAnswer,
  type SetPayMethodAnswer,
} from '@gramota/contracts';
import { launchPaypal, launchYookassa } from '../../../../../packages/test-stand-ins/launch.cjs';
import { madeForBlock } from '../../../test-support/made-for-block';
import { userByEmail } from '../../../test-support/accounts';
import { appForBlock } from '../../../test-support/test-app';
import type { Visitor } from '../../../test-support/visitor';
import { Licence } from '../../licences';
import { PaypalProvider } from '../providers/paypal.provider';
import { YookassaProvider } from '../providers/yookassa.provider';
import type { PaymentProvider } from '../providers/payment-provider';
import { createInvoice, payingTeacher } from '../../../test-support/payments-test-kit';

const PAYPAL_CLIENT = { client_id: 'gramota-app', secret: 'paypal-secret' };
const PAYPAL_WEBHOOK_ID = 'WH-1APP2345TEST6789';
const SHOP = { shop_id: '665544', secret_key: 'test_kassa_secret' };

/**
 * The pay calls with the real YooKassa and PayPal clients, each against its local stand-in: what a
 * teacher's invoice does from the choice of method to the licence, through the app's own routes
 * (invoice-paypal-pay, the webhook, the status poll).
 */
describe('pay calls with the YooKassa and PayPal clients (sqlite)', () => {
  const paypal = madeForBlock(
    () => launchPaypal({ clients: [PAYPAL_CLIENT], webhook_id: PAYPAL_WEBHOOK_ID }),
    (made) => made.stop(),
  );
  const kassa = madeForBlock(
    () => launchYookassa({ shops: [SHOP] }),
    (made) => made.stop(),
  );
  const app = appForBlock('sqlite', () => ({
    paymentProviders: new Map<PayOperator, PaymentProvider>([
      [
        'paypal',
        new PaypalProvider({
          url: paypal.url,
          clientId: PAYPAL_CLIENT.client_id,
          secret: PAYPAL_CLIENT.secret,
          webhookId: PAYPAL_WEBHOOK_ID,
        }),
      ],
      [
        'yandex',
        new YookassaProvider({
          url: kassa.apiUrl,
          shopId: SHOP.shop_id,
          secretKey: SHOP.secret_key,
        }),
      ],
    ]),
  }));

  const allTemplateLicences = async (teacher: Visitor & { email: string }) =>
    app.dataSource
      .getRepository(Licence)
      .countBy({ userId: (await userByEmail(app, teacher.email)).id, kind: 'all-templates' });
  const statusOf = async (teacher: Visitor, dataId: string) =>
    (await (await teacher.get(payPaths.statusPay(dataId))).json()) as InvoiceStatusAnswer;

  it('PayPal: euros only; the return before approval waits, after approval captures and grants once', async () => {
    const teacher = await payingTeacher(app);
    const roubles = await createInvoice(teacher, { product: 'all-1' });
    expect(roubles.body.operators).not.toContain('paypal');

    await teacher.get(`${payPaths.setCurrency()}?currency=EUR`);
    const created = await createInvoice(teacher, { product: 'all-1' });
    expect(created.body.operators).toContain('paypal');
    const { data_id: dataId } = created.body.payment;
    const set = (await (
      await teacher.get(payPaths.setPayMethod(dataId, 'paypal', 'paypal'))
    ).json()) as SetPayMethodAnswer;
    expect(set.url).toMatch(new RegExp(`^${paypal.url}/checkoutnow\\?token=`));
    const orderId = new URL(set.url).searchParams.get('token')!;

    // Back from PayPal without approving: nothing captured, nothing granted.
    const early = await teacher.get(`${payPaths.paypalPay(dataId)}?token=${orderId}`);
    expect(((await early.json()) as PaypalPayAnswer).status).toBe('wait-paid');
    expect(await allTemplateLicences(teacher)).toBe(0);

    await paypal.approve(orderId);
    const back = await teacher.get(`${payPaths.paypalPay(dataId)}?token=${orderId}`);
    expect(((await back.json()) as PaypalPayAnswer).status).toBe('paid');
    expect(await allTemplateLicences(teacher)).toBe(1);

    // PayPal's signed webhook for the same capture arrives afterwards: accepted, grants nothing more.
    const webhook = await paypal.webhook(orderId, `${app.baseUrl}${payPaths.webhook('paypal')}`);
    expect(webhook.status).toBe(200);
    expect(await allTemplateLicences(teacher)).toBe(1);

    // Another account cannot capture this record.
    const stranger = await payingTeacher(app);
    expect((await stranger.get(`${payPaths.paypalPay(dataId)}?token=${orderId}`)).status).toBe(403);
  });

  it('YooKassa: a forged "succeeded" grants nothing; the real one, or the status poll, grants once', async () => {
    const teacher = await payingTeacher(app);
    const created = await createInvoice(teacher, { product: 'all-1' });
    expect(created.body.operators).toContain('yandex');
    const { data_id: dataId, sum_minor: sumMinor } = created.body.payment;
    const set = (await (
      await teacher.get(payPaths.setPayMethod(dataId, 'yandex', 'card'))
    ).json()) as SetPayMethodAnswer;
    const [payment] = (await kassa.payments()).filter((one) => one.metadata.data_id === dataId);
    expect(payment!.confirmation.confirmation_url).toBe(set.url);
    expect(payment!.amount).toEqual({ value: (sumMinor / 100).toFixed(2), currency: 'RUB' });

    // A notification that says "succeeded" for a payment YooKassa still holds as pending.
    const forged = await fetch(`${app.baseUrl}${payPaths.webhook('yandex')}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        type: 'notification',
        event: 'payment.succeeded',
        object: { ...payment, status: 'succeeded', paid: true },
      }),
    });
    expect(forged.status).toBeLessThan(500);
    expect(await statusOf(teacher, dataId)).toMatchObject({ status: 'wait-paid' });
    expect(await allTemplateLicences(teacher)).toBe(0);

    // Paid at YooKassa; its notification is lost, the teacher's status poll reads it back.
    await kassa.succeed(payment!.id);
    expect(await statusOf(teacher, dataId)).toMatchObject({ status: 'paid' });
    expect(await allTemplateLicences(teacher)).toBe(1);
    // The notification, late, changes nothing.
    const late = await kassa.notify(payment!.id, `${app.baseUrl}${payPaths.webhook('yandex')}`);
    expect(late.status).toBe(200);
    expect(await allTemplateLicences(teacher)).toBe(1);
  });
});
