import { launchPaypal } from '../../../../../../packages/test-stand-ins/launch.cjs';
import { madeForBlock } from '../../../../test-support/made-for-block';
import { NotificationRefused, ProviderError, type CheckoutRequest } from '../payment-provider';
import { PaypalProvider } from '../paypal.provider';
import { startWebhookCatcher } from './webhook-catcher';

const CLIENT = { client_id: 'gramota-app', secret: 'paypal-secret' };
const WEBHOOK_ID = 'WH-9AB12345CD678901E';

const request = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  dataId: `data-${Math.random().toString(36).slice(2)}`,
  sumMinor: 990,
  currency: 'EUR',
  method: 'paypal',
  description: 'PRO: Diploma for the winner, 12 months',
  returnUrl: 'http://127.0.0.1:3000/app/invoice/template/en-501-0/',
  email: 'anna@example.com',
  ...overrides,
});

describe('PayPal provider against its stand-in', () => {
  // Tokens live 120 s; the provider renews 60 s early, so moving the clock 61 s needs a new one.
  const paypal = madeForBlock(
    () => launchPaypal({ clients: [CLIENT], webhook_id: WEBHOOK_ID, token_ttl: 120 }),
    (made) => made.stop(),
  );
  const catcher = madeForBlock(startWebhookCatcher, (made) => made.close());
  let now = Date.now();
  const provider = (config: Partial<{ secret: string; webhookId: string }> = {}) =>
    new PaypalProvider(
      {
        url: paypal.url,
        clientId: CLIENT.client_id,
        secret: config.secret ?? CLIENT.secret,
        webhookId: config.webhookId ?? WEBHOOK_ID,
      },
      () => new Date(now),
    );

  it('creates an order for the record and captures it once the payer approved', async () => {
    const ask = request({ sumMinor: 1990, currency: 'USD' });
    const pay = provider();
    const started = await pay.startCheckout(ask);
    expect(started.url).toBe(`${paypal.url}/checkoutnow?token=${started.providerRef}`);

    // Back without approving (cancelled at PayPal): nothing to capture yet.
    expect(await pay.confirm(started.providerRef, ask.dataId)).toBeNull();
    await paypal.approve(started.providerRef);
    const fact = await pay.confirm(started.providerRef, ask.dataId);
    expect(fact).toMatchObject({
      providerRef: started.providerRef,
      dataId: ask.dataId,
      outcome: 'paid',
      sumMinor: 1990,
      currency: 'USD',
    });
    // A second return (reload) finds it captured: the same fact, the same event id.
    expect(await pay.confirm(started.providerRef, ask.dataId)).toEqual(fact);
    // An order of another record is not this record's payment.
    await expect(pay.confirm(started.providerRef, 'other-record')).rejects.toBeInstanceOf(
      ProviderError,
    );
  });

  it('keeps its token until it is about to expire, and gets a new one when it was revoked', async () => {
    const pay = provider();
    const before = (await paypal.stats()).token_requests;
    await pay.startCheckout(request());
    await pay.startCheckout(request());
    expect((await paypal.stats()).token_requests).toBe(before + 1);
    now += 61_000;
    await pay.startCheckout(request());
    expect((await paypal.stats()).token_requests).toBe(before + 2);
    await paypal.expireTokens();
    await expect(pay.startCheckout(request())).resolves.toMatchObject({
      providerRef: expect.any(String),
    });
    expect((await paypal.stats()).token_requests).toBe(before + 3);
  });

  it('trusts a webhook PayPal verifies: paid with the event id and the captured amount', async () => {
    const ask = request({ sumMinor: 12345 });
    const { providerRef } = await provider().startCheckout(ask);
    const sent = await paypal.webhook(providerRef, catcher.url);
    const fact = await provider().verifyNotification(catcher.last());
    expect(fact).toEqual({
      eventId: sent.event.id,
      providerRef,
      dataId: ask.dataId,
      outcome: 'paid',
      sumMinor: 12345,
      currency: 'EUR',
      cause: '',
    });
  });

  it('reports a denied capture as cancelled', async () => {
    const { providerRef } = await provider().startCheckout(request());
    await paypal.decline(providerRef);
    await paypal.webhook(providerRef, catcher.url);
    expect(await provider().verifyNotification(catcher.last())).toMatchObject({
      outcome: 'cancel',
      cause: 'Declined by PayPal',
    });
  });

  it('refuses a changed, unsigned or other-webhook notification', async () => {
    const { providerRef } = await provider().startCheckout(request({ sumMinor: 990 }));
    await paypal.webhook(providerRef, catcher.url);
    const genuine = catcher.last();

    const raised = Buffer.from(genuine.rawBody.toString().replace('"9.90"', '"0.01"'));
    expect(raised.equals(genuine.rawBody)).toBe(false);
    await expect(
      provider().verifyNotification({ headers: genuine.headers, rawBody: raised }),
    ).rejects.toBeInstanceOf(NotificationRefused);
    await expect(
      provider().verifyNotification({ headers: {}, rawBody: genuine.rawBody }),
    ).rejects.toBeInstanceOf(NotificationRefused);
    await expect(
      provider({ webhookId: 'WH-SOMEONE-ELSE' }).verifyNotification(genuine),
    ).rejects.toBeInstanceOf(NotificationRefused);
    // The genuine one still passes.
    await expect(provider().verifyNotification(genuine)).resolves.toMatchObject({
      outcome: 'paid',
    });
  });

  it('fails as ProviderError with wrong credentials', async () => {
    const wrong = provider({ secret: 'not-the-secret' });
    await expect(wrong.startCheckout(request())).rejects.toBeInstanceOf(ProviderError);
    await expect(wrong.confirm('ABC', 'x')).rejects.toBeInstanceOf(ProviderError);
  });
});
