import fs from 'node:fs';
import path from 'node:path';
import {
  accountPaths,
  payErrors,
  payPaths,
  readyPaths,
  type PrintOperatorListAnswer,
  type PrintOrderInfo,
} from '@gramota/contracts';
import { profileOf, registeredVisitor, userByEmail } from '../../../test-support/accounts';
import { appForBlock, databases, type TestApp } from '../../../test-support/test-app';
import type { Visitor } from '../../../test-support/visitor';
import { User } from '../../auth';
import { Payment, PRICE_TABLES } from '../../payments';
import {
  HmacTestProvider,
  paidNotice,
  payingTeacher,
  sendWebhook,
} from '../../../test-support/payments-test-kit';
import { PrintOrder } from '../print-order.entity';
import { call, DELIVERY, filesInCart, printOrderOf } from './print-order-test-kit';

const PAGE = PRICE_TABLES.RUB.printPage;

describe.each(databases)('print orders (%s)', (kind) => {
  const provider = new HmacTestProvider();
  const app: TestApp = appForBlock(kind, () => ({
    paymentProviders: new Map([['one', provider]]),
  }));

  const setCopies = (visitor: Visitor, id: unknown, copies: unknown) =>
    call(visitor, payPaths.printOrderSetCopies(), { id, copies });
  const submit = (visitor: Visitor, delivery: Record<string, unknown> = { ...DELIVERY }) =>
    call(visitor, payPaths.printOrderSubmit(), delivery);
  const cartCopies = async (visitor: Visitor) =>
    (await printOrderOf(visitor)).cart.files.map((file) => file.copies);

  async function operator(): Promise<Visitor> {
    const person = await registeredVisitor(app);
    await app.dataSource.getRepository(User).update({ email: person.email }, { dev: 'dev' });
    return person;
  }

  it('shows the cart with names, thumbnails, pages, copies and the sum in the account currency', async () => {
    const teacher = await registeredVisitor(app);
    const [first, second] = await filesInCart(app, teacher, [
      { name: 'Грамота Иванову', pages: 1 },
      { name: 'Дипломы 5 А', pages: 3 },
    ]);
    const answer = await printOrderOf(teacher);
    expect(answer.page_price).toBe('15');
    expect(answer.orders).toEqual([]);
    expect(answer.cart).toMatchObject({
      status: 'cart',
      currency: 'RUB',
      sum_minor: 4 * PAGE,
      sum: '60',
    });
    expect(answer.cart.files).toEqual([
      expect.objectContaining({
        name: 'Грамота Иванову',
        pages: 1,
        copies: 1,
        thumb: readyPaths.thumb(`Made_${first}`, String(first)),
      }),
      expect.objectContaining({
        name: 'Дипломы 5 А',
        pages: 3,
        copies: 1,
        thumb: readyPaths.thumb(`Made_${second}`, String(second)),
      }),
    ]);

    // The price follows the account's currency.
    await app.dataSource.getRepository(User).update({ email: teacher.email }, { currency: 'EUR' });
    const inEuro = await printOrderOf(teacher);
    expect(inEuro.cart).toMatchObject({
      currency: 'EUR',
      sum_minor: 4 * PRICE_TABLES.EUR.printPage,
    });
  });

  it('takes 1 to 500 copies and refuses zero, negative, fractional, too many and text', async () => {
    const teacher = await registeredVisitor(app);
    await filesInCart(app, teacher, [{ name: 'Грамота', pages: 2 }]);
    const [item] = (await printOrderOf(teacher)).cart.files;

    const set = await setCopies(teacher, item!.id, 500);
    expect(set.status).toBe(200);
    expect(set.body.cart).toMatchObject({
      sum_minor: 1000 * PAGE,
      files: [expect.objectContaining({ copies: 500 })],
    });
    expect((await setCopies(teacher, item!.id, 1)).status).toBe(200);

    for (const copies of [0, -3, 501, 2.5, '7', null, 1e20])
      expect(await setCopies(teacher, item!.id, copies)).toEqual({
        status: 400,
        body: {
          result: 'error',
          error_code: 'print_copies_invalid',
          error_text: payErrors.print_copies_invalid,
          name: 'copies',
        },
      });
    expect(await cartCopies(teacher)).toEqual([1]);
  });

  it("refuses another account's cart file and changes nothing", async () => {
    const teacher = await registeredVisitor(app);
    const stranger = await registeredVisitor(app);
    await filesInCart(app, teacher, [{ name: 'Грамота', pages: 1 }]);
    const [item] = (await printOrderOf(teacher)).cart.files;

    for (const answer of [
      await setCopies(stranger, item!.id, 7),
      await call(stranger, payPaths.printOrderRemoveFile(), { id: item!.id }),
      await setCopies(teacher, 99_999_999, 7),
      await setCopies(teacher, 'abc', 7),
    ])
      expect(answer).toMatchObject({ status: 404, body: { error_code: 'not_found' } });
    expect(await cartCopies(teacher)).toEqual([1]);
    expect((await printOrderOf(stranger)).cart.files).toEqual([]);
  });

  it('removes a file from the cart and the sum follows', async () => {
    const teacher = await registeredVisitor(app);
    await filesInCart(app, teacher, [
      { name: 'Первая', pages: 1 },
      { name: 'Вторая', pages: 2 },
    ]);
    const [first] = (await printOrderOf(teacher)).cart.files;
    const removed = await call(teacher, payPaths.printOrderRemoveFile(), { id: first!.id });
    expect(removed.status).toBe(200);
    expect(removed.body.cart).toMatchObject({
      sum_minor: 2 * PAGE,
      files: [expect.objectContaining({ name: 'Вторая' })],
    });
    expect((await printOrderOf(teacher)).cart.files.map((file) => file.name)).toEqual(['Вторая']);
  });

  it('submits the cart as an order waiting for its prepay-print payment', async () => {
    const teacher = await payingTeacher(app);
    expect(await submit(teacher)).toMatchObject({
      status: 400,
      body: { error_code: 'print_empty', error_text: payErrors.print_empty },
    });

    await filesInCart(app, teacher, [
      { name: 'Грамота', pages: 1 },
      { name: 'Диплом', pages: 2 },
    ]);
    const [item] = (await printOrderOf(teacher)).cart.files;
    await setCopies(teacher, item!.id, 10);

    // Bad delivery details are refused on the field at fault; the cart stays.
    for (const [field, value] of [
      ['name', '  '],
      ['phone', '12-34'],
      ['phone', '1234567890123456'],
      ['city', undefined],
      ['address', ''],
      ['comment', { text: 'x' }],
    ] as const)
      expect(await submit(teacher, { ...DELIVERY, [field]: value })).toMatchObject({
        status: 400,
        body: { error_code: 'print_delivery_invalid', name: field },
      });
    expect((await printOrderOf(teacher)).cart.files).toHaveLength(2);

    const submitted = await submit(teacher);
    expect(submitted.status).toBe(200);
    const order = submitted.body.order as PrintOrderInfo;
    const dataId = submitted.body.data_id as string;
    expect(dataId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(order).toMatchObject({
      status: 'wait-paid',
      sum_minor: 12 * PAGE,
      currency: 'RUB',
      data_id: dataId,
      delivery: { ...DELIVERY, phone: '79001234567' },
    });
    expect(order.files.map((file) => [file.name, file.pages, file.copies])).toEqual([
      ['Грамота', 1, 10],
      ['Диплом', 2, 1],
    ]);

    const record = await app.dataSource.getRepository(Payment).findOneByOrFail({ dataId });
    expect(record).toMatchObject({
      aim: 'prepay-print',
      aimId: String(order.id),
      sumMinor: 12 * PAGE,
      currency: 'RUB',
    });
    expect(record.userId).toBe((await userByEmail(app, teacher.email)).id);

    // The cart is empty; the order is listed; the form starts from the last delivery details.
    const after = await printOrderOf(teacher);
    expect(after.cart.files).toEqual([]);
    expect(after.cart.delivery.city).toBe('Казань');
    expect(after.orders.map((listed) => [listed.id, listed.status])).toEqual([
      [order.id, 'wait-paid'],
    ]);
    expect(await submit(teacher)).toMatchObject({
      status: 400,
      body: { error_code: 'print_empty' },
    });
  });

  it('makes one order of one cart when the form is sent twice at once', async () => {
    const teacher = await payingTeacher(app);
    await filesInCart(app, teacher, [{ name: 'Грамота', pages: 1 }]);
    const answers = await Promise.all([submit(teacher), submit(teacher), submit(teacher)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
    for (const refused of answers.filter((answer) => answer.status === 400))
      expect(refused.body.error_code).toBe('print_empty');
    const user = await userByEmail(app, teacher.email);
    expect(await app.dataSource.getRepository(PrintOrder).countBy({ userId: user.id })).toBe(1);
    expect(await app.dataSource.getRepository(Payment).countBy({ userId: user.id })).toBe(1);
  });

  it('moves the order to paid when the provider confirms its payment, once', async () => {
    const teacher = await payingTeacher(app);
    await filesInCart(app, teacher, [{ name: 'Грамота', pages: 2 }]);
    const { body } = await submit(teacher);
    const dataId = body.data_id as string;
    const order = body.order as PrintOrderInfo;

    const started = await teacher.get(payPaths.setPayMethod(dataId, 'one', 'card'));
    expect(started.status).toBe(200);
    const payment = {
      dataId,
      sumMinor: order.sum_minor,
      currency: 'RUB',
      providerRef: `ref-${dataId}-${provider.started.length}`,
    };
    expect((await sendWebhook(app, paidNotice(payment))).status).toBe(200);
    expect((await printOrderOf(teacher)).orders[0]).toMatchObject({ id: order.id, status: 'paid' });

    // A replay does not move it again (the operator has moved it on meanwhile).
    await app.dataSource.getRepository(PrintOrder).update({ id: order.id }, { status: 'printing' });
    await sendWebhook(app, paidNotice(payment));
    expect((await printOrderOf(teacher)).orders[0]!.status).toBe('printing');
  });

  it('lets the operator list every order and move it paid → printing → sent → done', async () => {
    const teacher = await payingTeacher(app);
    await filesInCart(app, teacher, [{ name: 'Грамота для печати', pages: 1 }]);
    const order = (await submit(teacher)).body.order as PrintOrderInfo;
    const desk = await operator();
    const move = (status: unknown, id: unknown = order.id) =>
      call(desk, payPaths.printOrderOperatorSetStatus(), { id, status });

    const list = (await (
      await desk.get(payPaths.printOrderOperatorList())
    ).json()) as PrintOperatorListAnswer;
    expect(list.orders.find((listed) => listed.id === order.id)).toMatchObject({
      status: 'wait-paid',
      user_email: teacher.email,
      delivery: { name: DELIVERY.name, phone: '79001234567', city: DELIVERY.city },
      files: [expect.objectContaining({ name: 'Грамота для печати' })],
    });

    // Not paid yet: only cancel; unknown statuses and orders are refused.
    expect(await move('printing')).toMatchObject({
      status: 400,
      body: { error_code: 'print_status_invalid' },
    });
    expect(await move('lost')).toMatchObject({
      status: 400,
      body: { error_code: 'print_status_invalid' },
    });
    expect(await move('printing', 99_999_999)).toMatchObject({
      status: 404,
      body: { error_code: 'not_found' },
    });

    await app.dataSource.getRepository(PrintOrder).update({ id: order.id }, { status: 'paid' });
    expect(await move('sent')).toMatchObject({
      status: 400,
      body: { error_code: 'print_status_invalid' },
    });
    for (const status of ['printing', 'sent', 'done']) {
      const moved = await move(status);
      expect(moved.status).toBe(200);
      expect(moved.body.order).toMatchObject({ id: order.id, status });
    }
    expect(await move('cancel')).toMatchObject({
      status: 400,
      body: { error_code: 'print_status_invalid' },
    });
    expect((await printOrderOf(teacher)).orders[0]!.status).toBe('done');
  });

  it('gives the operator the made files of an order to print, and nobody else', async () => {
    const teacher = await payingTeacher(app);
    const [fileId] = await filesInCart(app, teacher, [{ name: 'Грамота: 5/А', pages: 1 }]);
    const order = (await submit(teacher)).body.order as PrintOrderInfo;
    const orderFileId = order.files[0]!.id;
    const docDir = path.join(app.config.dataDir, 'public', 'doc');
    fs.mkdirSync(docDir, { recursive: true });
    fs.writeFileSync(path.join(docDir, `Made_${fileId}_${fileId}.pdf`), '%PDF-1.7 the certificate');
    const url = payPaths.printOrderOperatorFile(orderFileId, 'pdf');

    const desk = await operator();
    // A download link sends no X-Requested-With; one started by another site is still refused.
    const downloaded = await desk.request(`${url}?download=1`, { csrf: false });
    expect(downloaded.status).toBe(200);
    expect(await downloaded.text()).toBe('%PDF-1.7 the certificate');
    expect(downloaded.headers.get('content-disposition')).toContain('attachment');
    expect(downloaded.headers.get('cache-control')).toBe('private, no-store');

    const foreign = await desk.request(url, {
      csrf: false,
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(foreign.status).toBe(403);
    for (const visitor of [teacher, await registeredVisitor(app)])
      expect((await visitor.get(url)).status).toBe(403);
    // Not on disk (the JPEG was never written), unknown ids and kinds: 404.
    for (const missing of [
      payPaths.printOrderOperatorFile(orderFileId, 'jpeg'),
      payPaths.printOrderOperatorFile(99_999_999, 'pdf'),
      `/api/print-order-operator-file/${orderFileId}/exe/`,
    ])
      expect((await desk.get(missing)).status).toBe(404);
  });

  it('refuses the operator calls to everyone else and changes nothing', async () => {
    const teacher = await payingTeacher(app);
    await filesInCart(app, teacher, [{ name: 'Грамота', pages: 1 }]);
    const order = (await submit(teacher)).body.order as PrintOrderInfo;

    for (const visitor of [teacher, await registeredVisitor(app)]) {
      const listed = await visitor.get(payPaths.printOrderOperatorList());
      expect(listed.status).toBe(403);
      expect(JSON.stringify(await listed.json())).not.toContain(DELIVERY.name);
      expect(
        await call(visitor, payPaths.printOrderOperatorSetStatus(), {
          id: order.id,
          status: 'cancel',
        }),
      ).toMatchObject({ status: 403, body: { result: 'forbidden', error_code: 'forbidden' } });
    }
    expect((await printOrderOf(teacher)).orders[0]!.status).toBe('wait-paid');
  });

  it('shows the owner print page to a member with print_view, who may change nothing', async () => {
    const owner = await registeredVisitor(app);
    await filesInCart(app, owner, [{ name: 'Грамота школы', pages: 1 }]);
    const [item] = (await printOrderOf(owner)).cart.files;
    const ownerId = (await profileOf(owner)).id;

    const switchedMember = async (permissions: string) => {
      const member = await registeredVisitor(app);
      const granted = await owner.post(accountPaths.accessGrant, {
        user: member.email,
        permissions,
      });
      expect(granted.status).toBe(200);
      const switched = await member.post(accountPaths.accessSwitch, { owner_id: ownerId });
      expect(switched.status).toBe(200);
      return member;
    };

    const viewer = await switchedMember('print_view');
    expect((await printOrderOf(viewer)).cart.files.map((file) => file.name)).toEqual([
      'Грамота школы',
    ]);
    for (const answer of [
      await setCopies(viewer, item!.id, 9),
      await call(viewer, payPaths.printOrderRemoveFile(), { id: item!.id }),
      await submit(viewer),
    ])
      expect(answer).toMatchObject({ status: 403, body: { result: 'forbidden' } });
    expect(await cartCopies(owner)).toEqual([1]);
    expect((await printOrderOf(owner)).orders).toEqual([]);

    const docsOnly = await switchedMember('docs_full');
    expect((await docsOnly.get(payPaths.printOrderGet())).status).toBe(403);
  });
});
