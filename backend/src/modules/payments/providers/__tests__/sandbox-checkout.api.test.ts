import { payPaths, type InvoiceStatusAnswer, type SetPayMethodAnswer } from '@gramota/contracts';
import { appForBlock, databases, type TestApp } from '../../../../test-support/test-app';
import type { Visitor } from '../../../../test-support/visitor';
import {
  addTemplate,
  createInvoice,
  payingTeacher,
  TEMPLATE_ID,
} from '../../../../test-support/payments-test-kit';
import { SandboxCheckout } from '../sandbox-checkout.entity';
import { sandboxSecret } from '../sandbox-secret';
import { SandboxProvider } from '../sandbox.provider';

const MINUTE = 60_000;

/** A teacher with an invoice sent to the sandbox checkout: the page URL the invoice page opens. */
async function sandboxCheckout(app: TestApp) {
  const teacher = await payingTeacher(app);
  await addTemplate(app, teacher);
  const created = await createInvoice(teacher, { product: 'template-12', aim_id: TEMPLATE_ID });
  expect(created.body.operators).toContain('one');
  const { data_id: dataId, sum_minor: sumMinor } = created.body.payment;
  const set = await teacher.get(payPaths.setPayMethod(dataId, 'one', 'card'));
  expect(set.status).toBe(200);
  const { url } = (await set.json()) as SetPayMethodAnswer;
  expect(url).toMatch(new RegExp(`^${app.baseUrl}/pay-sandbox/checkout/[\\w-]{32}/$`));
  return { teacher, dataId, sumMinor, path: new URL(url).pathname };
}

/** Opens the page as the browser does (no API header) and reads the form token from it. */
async function openPage(teacher: Visitor, path: string, headers: Record<string, string> = {}) {
  const response = await teacher.request(path, { csrf: false, headers });
  const html = await response.text();
  const csrf = /name="csrf" value="([0-9a-f]{64})"/.exec(html)?.[1] ?? '';
  return { response, html, csrf };
}

function click(teacher: Visitor, path: string, fields: Record<string, string>, headers = {}) {
  return teacher.request(path, {
    csrf: false,
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

async function status(teacher: Visitor, dataId: string) {
  return (await (await teacher.get(payPaths.statusPay(dataId))).json()) as InvoiceStatusAnswer;
}

describe.each(databases)('sandbox checkout page (%s)', (kind) => {
  const app = appForBlock(kind);

  it('shows what is paid and, on Pay, tells the app by a signed notification and goes back', async () => {
    const { teacher, dataId, sumMinor, path } = await sandboxCheckout(app);
    const page = await openPage(teacher, path);
    expect(page.response.status).toBe(200);
    expect(page.html).toContain('Тестовая оплата');
    expect(page.html).toContain(
      `${(sumMinor / 100).toLocaleString('ru-RU').replace(/\s/g, '\u00a0')} RUB`,
    );
    expect(page.html).not.toMatch(/<script/i);
    // Its own policy: no script at all; the form may go on to the shop's page.
    const policy = page.response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain(`form-action 'self' ${app.baseUrl}`);
    expect(page.response.headers.get('set-cookie')).toMatch(/SameSite=Strict/i);
    // 'no-referrer' would make the browser post the form with Origin: null (refused below).
    expect(page.response.headers.get('referrer-policy')).toBe('same-origin');

    const paid = await click(teacher, path, { csrf: page.csrf, action: 'approve' });
    expect(paid.status).toBe(303);
    // Back to the invoice page the app gave as returnUrl.
    expect(paid.headers.get('location')).toMatch(new RegExp(`^${app.baseUrl}/app/invoice/`));
    expect(await status(teacher, dataId)).toMatchObject({ status: 'paid' });

    // The page now says it is paid; a second click changes nothing.
    expect((await openPage(teacher, path)).html).toContain('Этот платёж уже оплачен.');
    const again = await click(teacher, path, { csrf: page.csrf, action: 'decline' });
    expect(again.status).toBe(409);
    expect(await status(teacher, dataId)).toMatchObject({ status: 'paid' });
  });

  it('a click whose notification never reached the app still ends the wait at the next status poll', async () => {
    const { teacher, dataId, path } = await sandboxCheckout(app);
    // The tester clicked Pay, but the app's webhook could not be reached: only the checkout knows.
    const ref = path.split('/')[3]!;
    await app.dataSource
      .getRepository(SandboxCheckout)
      .update({ ref }, { status: 'paid', eventId: 'lost-notification', decidedAt: Date.now() });
    expect(await status(teacher, dataId)).toMatchObject({ status: 'paid' });
    // Applied once: polling again changes nothing and grants no second licence.
    expect(await status(teacher, dataId)).toMatchObject({ status: 'paid' });
    const licences = (await (await teacher.get('/api/profile-licences/')).json()) as {
      licences: Array<{ template_id: string | null }>;
    };
    expect(licences.licences.filter((one) => one.template_id === TEMPLATE_ID)).toHaveLength(1);
  });

  it('declines with the cause the tester wrote, which the teacher then sees', async () => {
    const { teacher, dataId, path } = await sandboxCheckout(app);
    const page = await openPage(teacher, path, { 'Accept-Language': 'de-DE,de;q=0.9' });
    expect(page.html).toContain('Testzahlung');
    expect(page.html).toContain('lang="de"');
    const declined = await click(teacher, path, {
      csrf: page.csrf,
      action: 'decline',
      cause: 'Not enough money',
    });
    expect(declined.status).toBe(303);
    expect(await status(teacher, dataId)).toMatchObject({
      status: 'cancel',
      cause: 'Not enough money',
    });
  });

  it('speaks the language asked by ?lng=, Kazakh for kk browsers, Russian otherwise', async () => {
    const { teacher, path } = await sandboxCheckout(app);
    expect((await openPage(teacher, `${path}?lng=it`)).html).toContain('Pagamento di prova');
    expect((await openPage(teacher, path, { 'Accept-Language': 'kk-KZ' })).html).toContain(
      'Сынақ төлемі',
    );
    expect((await openPage(teacher, path, { 'Accept-Language': 'fr' })).html).toContain(
      'Тестовая оплата',
    );
  });

  it('refuses a post without the page token, from another site, or from another browser', async () => {
    const { teacher, dataId, path } = await sandboxCheckout(app);
    const page = await openPage(teacher, path);

    expect((await click(teacher, path, { action: 'approve' })).status).toBe(403);
    const crossSite = await click(
      teacher,
      path,
      { csrf: page.csrf, action: 'approve' },
      { 'Sec-Fetch-Site': 'cross-site' },
    );
    expect(crossSite.status).toBe(403);
    const foreignOrigin = await click(
      teacher,
      path,
      { csrf: page.csrf, action: 'approve' },
      { Origin: 'https://evil.example' },
    );
    expect(foreignOrigin.status).toBe(403);
    // The token is bound to this browser's cookie: copied into another browser it is no good.
    const other = await payingTeacher(app);
    const copied = await click(other, path, { csrf: page.csrf, action: 'approve' });
    expect(copied.status).toBe(403);
    expect(copied.headers.get('content-type')).toContain('text/html');

    expect(await status(teacher, dataId)).toMatchObject({ status: 'wait-paid' });
  });

  it('knows no checkout without its ref: a made-up ref is a 404', async () => {
    const teacher = await payingTeacher(app);
    const missing = await openPage(
      teacher,
      '/pay-sandbox/checkout/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/',
    );
    expect(missing.response.status).toBe(404);
    expect(missing.html).toContain('Такой оплаты нет');
  });

  it('accepts only notifications signed with its key within ten minutes, and only as clicked', async () => {
    const { teacher, dataId, path } = await sandboxCheckout(app);
    const ref = path.split('/')[3]!;
    const page = await openPage(teacher, path);
    const send = (body: Buffer, headers: Record<string, string>) =>
      fetch(`${app.baseUrl}${payPaths.webhook('one')}`, { method: 'POST', headers, body });
    const signer = (now: number) =>
      new SandboxProvider({
        dataSource: app.dataSource,
        clock: () => new Date(now),
        secret: sandboxSecret(app.config.dataDir, undefined),
        checkoutOrigin: app.baseUrl,
      });

    // Pending: even a correctly signed "paid" is refused (the tester has not clicked).
    const pending = await app.dataSource.getRepository(SandboxCheckout).findOneByOrFail({ ref });
    const early = signer(Date.now()).notification({ ...pending, status: 'paid', eventId: 'x' });
    expect((await send(early.body, early.headers)).status).toBe(400);

    await click(teacher, path, { csrf: page.csrf, action: 'decline', cause: 'Bank said no' });
    const decided = await app.dataSource.getRepository(SandboxCheckout).findOneByOrFail({ ref });
    expect(decided.status).toBe('cancel');

    // Signed eleven minutes ago: a captured notification cannot be replayed later.
    const old = signer(Date.now() - 11 * MINUTE).notification(decided);
    expect((await send(old.body, old.headers)).status).toBe(400);
    // Turned into "paid" after signing: the signature no longer matches.
    const fresh = signer(Date.now()).notification(decided);
    const changed = Buffer.from(fresh.body.toString().replace('"cancel"', '"paid"'));
    expect((await send(changed, fresh.headers)).status).toBe(400);
    // Signed by another key: refused.
    const foreign = new SandboxProvider({
      dataSource: app.dataSource,
      clock: () => new Date(),
      secret: 'another-install-secret-0000',
      checkoutOrigin: app.baseUrl,
    }).notification({ ...decided, status: 'paid' });
    expect((await send(foreign.body, foreign.headers)).status).toBe(400);
    // The genuine one again (a retry) changes nothing more.
    expect((await send(fresh.body, fresh.headers)).status).toBe(200);
    expect(await status(teacher, dataId)).toMatchObject({
      status: 'cancel',
      cause: 'Bank said no',
    });
  });
});
