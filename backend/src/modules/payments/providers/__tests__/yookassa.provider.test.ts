import { launchYookassa } from '../../../../../../packages/test-stand-ins/launch.cjs';
import { madeForBlock } from '../../../../test-support/made-for-block';
import { decimalToMinor, minorToDecimal } from '../money';
import { NotificationRefused, ProviderError, type CheckoutRequest } from '../payment-provider';
import { YookassaProvider } from '../yookassa.provider';
import { startWebhookCatcher } from './webhook-catcher';

const SHOP = { shop_id: '506751', secret_key: 'test_kassa_secret' };

const request = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  dataId: `data-${Math.random().toString(36).slice(2)}`,
  sumMinor: 199000,
  currency: 'RUB',
  method: 'card',
  description: 'PRO: Грамота победителю, 12 месяцев',
  returnUrl: 'http://127.0.0.1:3000/app/invoice/template/ru-501-0/',
  email: 'anna@example.com',
  ...overrides,
});

describe('money in provider APIs', () => {
  it('writes and reads decimal amounts exactly, without floats', () => {
    expect(minorToDecimal(199000)).toBe('1990.00');
    expect(minorToDecimal(199010)).toBe('1990.10');
    expect(minorToDecimal(5)).toBe('0.05');
    expect(decimalToMinor('1990.00')).toBe(199000);
    expect(decimalToMinor('1990.1')).toBe(199010);
    expect(decimalToMinor('0.29')).toBe(29); // 0.29 * 100 is 28.999999999999996 in floats
    expect(decimalToMinor('1990')).toBe(199000);
    for (const bad of ['-1.00', '1e3', '1.005', '', ' ', 'abc', '1,00'])
      expect(decimalToMinor(bad)).toBeUndefined();
    expect(decimalToMinor(1990)).toBeUndefined();
  });
});

describe('YooKassa provider against its stand-in', () => {
  const kassa = madeForBlock(
    () => launchYookassa({ shops: [SHOP] }),
    (made) => made.stop(),
  );
  const catcher = madeForBlock(startWebhookCatcher, (made) => made.close());
  const provider = () =>
    new YookassaProvider({ url: kassa.apiUrl, shopId: SHOP.shop_id, secretKey: SHOP.secret_key });

  it('starts a payment with the exact amount and the record id, and gives its confirmation page', async () => {
    const ask = request({ sumMinor: 199010 });
    const started = await provider().startCheckout(ask);
    expect(started.url).toBe(`${kassa.url}/checkout/${started.providerRef}`);
    const payment = (await kassa.payments()).find((p) => p.id === started.providerRef)!;
    expect(payment).toMatchObject({
      status: 'pending',
      amount: { value: '1990.10', currency: 'RUB' },
      metadata: { data_id: ask.dataId },
      confirmation: { return_url: ask.returnUrl },
    });
  });

  it('gives the same payment for a retried call and a new one for a new attempt', async () => {
    const ask = request();
    const first = await provider().startCheckout(ask);
    const retried = await provider().startCheckout(ask);
    const next = await provider().startCheckout({ ...ask, attempt: 1 });
    expect(retried.providerRef).toBe(first.providerRef);
    expect(next.providerRef).not.toBe(first.providerRef);
  });

  it('grants nothing for a forged "succeeded" notification of a payment still pending', async () => {
    const ask = request();
    const { providerRef } = await provider().startCheckout(ask);
    const forged = {
      type: 'notification',
      event: 'payment.succeeded',
      object: { id: providerRef, status: 'succeeded', amount: { value: '1.00', currency: 'RUB' } },
    };
    const fact = await provider().verifyNotification({
      headers: {},
      rawBody: Buffer.from(JSON.stringify(forged)),
    });
    expect(fact).toBeNull();
    // A payment id the shop never had, or no id at all: refused.
    for (const body of [
      { object: { id: 'f0f0f0f0-0000-0000-0000-000000000000' } },
      { object: {} },
      'x',
    ])
      await expect(
        provider().verifyNotification({ headers: {}, rawBody: Buffer.from(JSON.stringify(body)) }),
      ).rejects.toBeInstanceOf(NotificationRefused);
  });

  it('reads a paid payment from the API: amount, record and event id from there', async () => {
    const ask = request({ sumMinor: 99 });
    const { providerRef } = await provider().startCheckout(ask);
    await kassa.succeed(providerRef);
    expect((await kassa.notify(providerRef, catcher.url)).status).toBe(200);
    const fact = await provider().verifyNotification(catcher.last());
    expect(fact).toEqual({
      eventId: `${providerRef}:succeeded`,
      providerRef,
      dataId: ask.dataId,
      outcome: 'paid',
      sumMinor: 99,
      currency: 'RUB',
      cause: '',
    });
    expect(await provider().confirm(providerRef)).toEqual(fact);
  });

  it('reports a cancelled payment with the reason in words', async () => {
    const { providerRef } = await provider().startCheckout(request());
    await kassa.cancel(providerRef, 'insufficient_funds');
    await kassa.notify(providerRef, catcher.url);
    expect(await provider().verifyNotification(catcher.last())).toMatchObject({
      eventId: `${providerRef}:canceled`,
      outcome: 'cancel',
      cause: 'Not enough money on the card',
    });
  });

  it('fails as ProviderError with wrong credentials or an unreachable API (never as a refusal)', async () => {
    const wrong = new YookassaProvider({
      url: kassa.apiUrl,
      shopId: SHOP.shop_id,
      secretKey: 'nope',
    });
    await expect(wrong.startCheckout(request())).rejects.toBeInstanceOf(ProviderError);
    const { providerRef } = await provider().startCheckout(request());
    await expect(
      wrong.verifyNotification({
        headers: {},
        rawBody: Buffer.from(JSON.stringify({ object: { id: providerRef } })),
      }),
    ).rejects.toBeInstanceOf(ProviderError);
    const gone = new YookassaProvider({
      url: 'http://127.0.0.1:9/v3',
      shopId: 'x',
      secretKey: 'y',
    });
    await expect(gone.startCheckout(request())).rejects.toBeInstanceOf(ProviderError);
  });
});
