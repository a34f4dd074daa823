import {
  payPaths,
  type CheckPayModalAnswer,
  type InvoiceCreateAnswer,
  type InvoiceOffersAnswer,
  type InvoiceStatusAnswer,
  type PayGetAnswer,
  type SetCurrencyAnswer,
  type SetPayMethodAnswer,
} from '@gramota/contracts';
import { anonymousVisitor, registeredVisitor, userByEmail } from '../../../test-support/accounts';
import { appForBlock, databases } from '../../../test-support/test-app';
import type { Visitor } from '../../../test-support/visitor';
import { Licence } from '../../licences';
import { Payment } from '../payment.entity';
import {
  addTemplate,
  createInvoice,
  HmacTestProvider,
  paidNotice,
  payingTeacher,
  sendWebhook,
  startedPayment,
  TEMPLATE_ID,
  TEMPLATE_NAME,
} from '../../../test-support/payments-test-kit';

const DAY = 24 * 60 * 60 * 1000;

describe.each(databases)('pay calls (%s)', (kind) => {
  const provider = new HmacTestProvider();
  const app = appForBlock(kind, () => ({ paymentProviders: new Map([['one', provider]]) }));

  const payGet = async (visitor: Visitor) => {
    const { user_key } = await visitor.loginCheck();
    const response = await visitor.get(payPaths.payGet(user_key));
    expect(response.status).toBe(200);
    return (await response.json()) as PayGetAnswer;
  };

  it('asks a guest to log in before any money moves, and makes no record', async () => {
    const guest = await anonymousVisitor(app);
    await addTemplate(app, guest);
    const created = await createInvoice(guest, { product: 'template-12', aim_id: TEMPLATE_ID });
    expect(created.status).toBe(401);
    expect(created.body).toMatchObject({
      error_code: 'login_required',
      error_text: 'Log in to pay!',
    });
    expect(await app.dataSource.getRepository(Payment).count()).toBe(0);
  });

  it('takes a teacher from the invoice to PRO for the template once the provider says paid', async () => {
    const teacher = await payingTeacher(app);
    await addTemplate(app, teacher);

    const offers = (await (
      await teacher.get(`${payPaths.invoiceOffers()}?aim_id=ru-501-0`)
    ).json()) as InvoiceOffersAnswer;
    expect(offers.name).toBe(TEMPLATE_NAME);
    expect(offers.has_pro).toBe(false);
    expect(offers.offers.map((offer) => offer.product)).toEqual([
      'template-1',
      'template-12',
      'all-1',
      'all-12',
      'team-12',
      'school-12',
      // The donate page's suggested sum, in the account's currency.
      'donate',
    ]);
    expect(offers.offers.at(-1)).toMatchObject({ product: 'donate', sum_minor: 10000, sum: '100' });
    const yearly = offers.offers.find((offer) => offer.product === 'template-12')!;

    // The client's sum is not the price: the server computes it.
    const created = await createInvoice(teacher, {
      product: 'template-12',
      aim_id: 'ru-501-0',
      sum_minor: 1,
    });
    expect(created.status).toBe(200);
    expect(created.body.payment).toMatchObject({
      status: 'new',
      sum_minor: yearly.sum_minor,
      currency: 'RUB',
      aim: 'template',
      aim_id: TEMPLATE_ID,
      text: `PRO: ${TEMPLATE_NAME}, 12 месяцев`,
    });
    expect(created.body.payment.data_id.length).toBeGreaterThanOrEqual(24);
    expect(created.body.operators).toEqual(['one', 'bank']);

    // The same unpaid record comes back for the same product and template.
    const again = await createInvoice(teacher, { product: 'template-12', aim_id: TEMPLATE_ID });
    expect(again.body.payment.data_id).toBe(created.body.payment.data_id);

    const dataId = created.body.payment.data_id;
    const method = (await (
      await teacher.get(payPaths.setPayMethod(dataId, 'one', 'card'))
    ).json()) as SetPayMethodAnswer;
    expect(method.url).toMatch(/^https:\/\/checkout\.test\//);
    expect(method.payment.status).toBe('wait-paid');
    const status = async () =>
      ((await (await teacher.get(payPaths.statusPay(dataId))).json()) as InvoiceStatusAnswer)
        .status;
    expect(await status()).toBe('wait-paid');

    const providerRef = method.url.split('/').at(-1)!;
    const notice = paidNotice({ dataId, sumMinor: yearly.sum_minor, currency: 'RUB', providerRef });
    const hook = await sendWebhook(app, notice);
    expect(hook.status).toBe(200);
    expect(await status()).toBe('paid');

    const page = await payGet(teacher);
    expect(page.payments[0]).toMatchObject({ data_id: dataId, status: 'paid', active: true });
    expect(page.licences).toEqual([
      expect.objectContaining({ kind: 'template', template_id: TEMPLATE_ID, name: TEMPLATE_NAME }),
    ]);
    expect(page.profile.is_timeplate_buy).toBe('1');

    // The pay page's result modal shows once.
    const modal = (await (
      await teacher.get(payPaths.checkPayModal())
    ).json()) as CheckPayModalAnswer;
    expect(modal.modal).toBe('success');
    const second = (await (
      await teacher.get(payPaths.checkPayModal())
    ).json()) as CheckPayModalAnswer;
    expect(second.modal).toBe('none');

    // Already PRO: the invoice page says so, the gallery's activate-pay too.
    const after = (await (
      await teacher.get(`${payPaths.invoiceOffers()}?aim_id=ru-501-0`)
    ).json()) as InvoiceOffersAnswer;
    expect(after.has_pro).toBe(true);
    const activate = await teacher.request(payPaths.templateActivatePay('ru-501-0'), {
      method: 'POST',
    });
    expect(await activate.json()).toEqual({
      result: 'has-pro',
      url: '/app/invoice/template/ru-501-0/',
    });

    // A year and a day later the licence has ended: PRO checks are false from then on.
    const licence = await app.dataSource.getRepository(Licence).findOneByOrFail({
      userId: (await userByEmail(app, teacher.email)).id,
    });
    expect(licence.paymentId).not.toBeNull();
    const end = Date.parse(`${licence.dateEnd}T00:00:00Z`);
    app.clock.advance(end + DAY - Date.now());
    const expired = (await (
      await teacher.get(`${payPaths.invoiceOffers()}?aim_id=ru-501-0`)
    ).json()) as InvoiceOffersAnswer;
    expect(expired.has_pro).toBe(false);
    expect((await payGet(teacher)).licences).toEqual([]);
  });

  it("answers 403 for another account's invoice and changes nothing", async () => {
    const owner = await payingTeacher(app);
    await addTemplate(app, owner);
    const created = await createInvoice(owner, { product: 'all-1' });
    const dataId = created.body.payment.data_id;
    const stranger = await payingTeacher(app);
    for (const path of [
      payPaths.invoiceGet(dataId),
      payPaths.statusPay(dataId),
      payPaths.setPayMethod(dataId, 'one', 'card'),
    ]) {
      const response = await stranger.get(path);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error_code: 'forbidden' });
    }
    const row = await app.dataSource.getRepository(Payment).findOneByOrFail({ dataId });
    expect(row).toMatchObject({ status: 'new', operator: '', providerRef: null });
    expect((await stranger.get(payPaths.invoiceGet('no-such-record'))).status).toBe(404);
  });

  it('refuses bad input with the pay error codes', async () => {
    const teacher = await payingTeacher(app);
    const expectError = async (body: Record<string, unknown>, code: string) => {
      const created = await createInvoice(teacher, body);
      expect(created.status).toBe(400);
      expect(created.body.error_code).toBe(code);
    };
    await expectError({ product: 'gold' }, 'product_invalid');
    await expectError({ product: 'print', sum_minor: 100 }, 'product_invalid');
    await expectError({ product: 'template-1', aim_id: 'ru:999:0' }, 'aim_invalid');
    await expectError({ product: 'team-12', seats: -3, org: 'School 5' }, 'seats_invalid');
    await expectError({ product: 'team-12', seats: 1, org: 'School 5' }, 'seats_invalid');
    await expectError({ product: 'team-12', seats: 2.5, org: 'School 5' }, 'seats_invalid');
    await expectError({ product: 'team-12', seats: 101, org: 'School 5' }, 'seats_invalid');
    await expectError({ product: 'team-12', seats: 3, org: '  ' }, 'org_required');
    await expectError({ product: 'donate', doc_id: 5, sum_minor: -100 }, 'sum_invalid');
    await expectError({ product: 'donate', doc_id: 5, sum_minor: 0 }, 'sum_invalid');
    await expectError({ product: 'donate', doc_id: 5, sum_minor: 10_000_001 }, 'sum_invalid');
    await expectError({ product: 'donate', doc_id: 5, sum_minor: 150.5 }, 'sum_invalid');
    await expectError({ product: 'workshop-1', aim_id: '424242' }, 'aim_invalid');
    const userId = (await userByEmail(app, teacher.email)).id;
    expect(await app.dataSource.getRepository(Payment).countBy({ userId })).toBe(0);
  });

  it('needs the receipt e-mail and country before a checkout starts', async () => {
    const teacher = await registeredVisitor(app);
    const created = await createInvoice(teacher, { product: 'workshop-12', aim_id: 'plan' });
    expect(created.status).toBe(200);
    const dataId = created.body.payment.data_id;
    const refused = await teacher.get(payPaths.setPayMethod(dataId, 'one', 'card'));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error_code: 'email_required' });

    const badEmail = await teacher.get(`${payPaths.setSettings()}?email=not-an-email&country=RU`);
    expect(await badEmail.json()).toMatchObject({ error_code: 'email_invalid', name: 'email' });
    const noCountry = await teacher.get(`${payPaths.setSettings()}?email=a%40b.ru&country=`);
    expect(await noCountry.json()).toMatchObject({ error_code: 'country_required' });
    const saved = await teacher.get(
      `${payPaths.setSettings()}?email=a%40b.ru&country=KZ&inn=7701234567&org=School`,
    );
    expect(await saved.json()).toMatchObject({
      email: 'a@b.ru',
      country: 'KZ',
      requisites: { org: 'School', inn: '7701234567', kpp: '', address: '' },
    });

    const bank = (await (
      await teacher.get(payPaths.setPayMethod(dataId, 'bank', 'invoice'))
    ).json()) as SetPayMethodAnswer;
    expect(bank).toMatchObject({ url: '', payment: { status: 'wait-paid', operator: 'bank' } });
    expect((await teacher.get(payPaths.setPayMethod(dataId, 'paypal', 'paypal'))).status).toBe(400);
  });

  it('answers provider_failed when the checkout does not start, leaving the record new', async () => {
    const teacher = await payingTeacher(app);
    const created = await createInvoice(teacher, { product: 'all-12' });
    provider.failNext = true;
    const response = await teacher.get(
      payPaths.setPayMethod(created.body.payment.data_id, 'one', 'card'),
    );
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error_code: 'provider_failed' });
    const row = await app.dataSource.getRepository(Payment).findOneByOrFail({
      dataId: created.body.payment.data_id,
    });
    expect(row.status).toBe('new');
  });

  it('switches the currency and its prices; an unknown one changes nothing', async () => {
    const teacher = await registeredVisitor(app);
    const euro = (await (
      await teacher.get(`${payPaths.setCurrency()}?currency=EUR`)
    ).json()) as SetCurrencyAnswer;
    expect(euro).toEqual({
      result: 'success',
      currency: 'EUR',
      one_short: '1.90',
      all_from_short: '3.90',
      workshop_1: '5.90',
      workshop_12: '39',
    });
    const unknown = await teacher.get(`${payPaths.setCurrency()}?currency=XYZ`);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error_code: 'currency_invalid' });
    expect((await userByEmail(app, teacher.email)).currency).toBe('EUR');
    const created = await createInvoice(teacher, { product: 'all-1' });
    expect(created.body.payment).toMatchObject({ currency: 'EUR', sum_minor: 390, sum: '3.90' });
    expect(created.body.operators).toEqual(['one']);
  });

  it("writes what is bought in the interface's language: the account's choice, else the browser's", async () => {
    const teacher = await payingTeacher(app);
    const made = await teacher.request(payPaths.invoiceCreate(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'de-DE,de;q=0.9' },
      body: JSON.stringify({ product: 'all-12' }),
    });
    expect(((await made.json()) as InvoiceCreateAnswer).payment.text).toBe(
      'PRO: alle Vorlagen, 12 Monate',
    );
    const offers = (await (
      await teacher.get(`${payPaths.invoiceOffers()}?aim_id=all`, { 'Accept-Language': 'de' })
    ).json()) as InvoiceOffersAnswer;
    expect(offers.offers.find((offer) => offer.product === 'all-12')?.text).toBe(
      'PRO: alle Vorlagen, 12 Monate',
    );
    // Without a browser preference (and no choice saved): Russian, the product's language.
    const plain = await createInvoice(teacher, { product: 'all-1' });
    expect(plain.body.payment.text).toMatch(/[а-я]/);
  });

  it('offers all templates on their own page (aim_id all), in the account currency', async () => {
    const teacher = await registeredVisitor(app);
    await teacher.get(`${payPaths.setCurrency()}?currency=USD`);
    const offers = (await (
      await teacher.get(`${payPaths.invoiceOffers()}?aim_id=all`)
    ).json()) as InvoiceOffersAnswer;
    expect(offers.offers.map((offer) => `${offer.product} ${offer.currency}`)).toEqual([
      'all-1 USD',
      'all-12 USD',
      'team-12 USD',
      'school-12 USD',
    ]);
    expect(offers.has_pro).toBe(false);
  });

  it('removes unpaid invoices of an aim but never a paid one', async () => {
    const teacher = await payingTeacher(app);
    await addTemplate(app, teacher);
    const unpaid = await createInvoice(teacher, { product: 'template-1', aim_id: TEMPLATE_ID });
    const removed = await teacher.get(`${payPaths.removeInvoice()}?aim_id=ru-501-0`);
    expect(removed.status).toBe(200);
    expect((await teacher.get(payPaths.invoiceGet(unpaid.body.payment.data_id))).status).toBe(404);

    const payment = await startedPayment(teacher, provider, {
      product: 'template-1',
      aim_id: TEMPLATE_ID,
    });
    expect((await sendWebhook(app, paidNotice(payment))).status).toBe(200);
    const refused = await teacher.get(`${payPaths.removeInvoice()}?aim_id=ru-501-0`);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error_code: 'remove_paid' });
    expect((await teacher.get(payPaths.invoiceGet(payment.dataId))).status).toBe(200);

    // Not an aim at all (a NUL byte, markup): refused on the field, nothing removed.
    for (const junk of ['%00', '%3Cb%3E', ''])
      expect(
        await (await teacher.get(`${payPaths.removeInvoice()}?aim_id=${junk}`)).json(),
      ).toMatchObject({ error_code: 'aim_invalid', name: 'aim_id' });
    expect((await teacher.get(payPaths.invoiceGet(payment.dataId))).status).toBe(200);
  });
});
