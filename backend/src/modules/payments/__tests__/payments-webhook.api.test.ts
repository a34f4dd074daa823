import {
  payPaths,
  type InvoiceStatusAnswer,
  type PayGetAnswer,
  type TeamConnectAnswer,
} from '@gramota/contracts';
import { registeredVisitor, userByEmail } from '../../../test-support/accounts';
import { appForBlock, databases } from '../../../test-support/test-app';
import type { Visitor } from '../../../test-support/visitor';
import { Licence } from '../../licences';
import { PaymentEvent } from '../payment-event.entity';
import { PayTeamInvite } from '../pay-team.entity';
import {
  HmacTestProvider,
  paidNotice,
  payingTeacher,
  sendWebhook,
  sign,
  startedPayment,
} from '../../../test-support/payments-test-kit';

const DAY = 24 * 60 * 60 * 1000;

describe.each(databases)('provider notifications (%s)', (kind) => {
  const provider = new HmacTestProvider();
  const app = appForBlock(kind, () => ({ paymentProviders: new Map([['one', provider]]) }));

  const licencesOf = async (visitor: Visitor & { email: string }) =>
    app.dataSource
      .getRepository(Licence)
      .findBy({ userId: (await userByEmail(app, visitor.email)).id });
  const statusOf = async (visitor: Visitor, dataId: string) =>
    (await (await visitor.get(payPaths.statusPay(dataId))).json()) as InvoiceStatusAnswer;

  it('refuses a forged, changed or unknown notification and grants nothing', async () => {
    const teacher = await payingTeacher(app);
    const payment = await startedPayment(teacher, provider, { product: 'all-12' });
    const notice = paidNotice(payment);

    const forged = await sendWebhook(app, notice, { signature: sign('something else') });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ error_code: 'webhook_invalid' });
    expect(
      (await sendWebhook(app, notice, { body: '{not json', signature: sign('{not json') })).status,
    ).toBe(400);

    const cheaper = await sendWebhook(app, { ...notice, event_id: 'e-sum', sum_minor: 100 });
    expect(cheaper.status).toBe(400);
    const otherCurrency = await sendWebhook(app, { ...notice, event_id: 'e-cur', currency: 'KZT' });
    expect(otherCurrency.status).toBe(400);
    const otherRef = await sendWebhook(app, {
      ...notice,
      event_id: 'e-ref',
      provider_ref: 'ref-x',
    });
    expect(otherRef.status).toBe(400);
    const unknownOperator = await fetch(`${app.baseUrl}/api/pay-webhook/bitcoin/`, {
      method: 'POST',
      body: '{}',
    });
    expect(unknownOperator.status).toBe(400);

    expect((await statusOf(teacher, payment.dataId)).status).toBe('wait-paid');
    expect(await licencesOf(teacher)).toEqual([]);
  });

  it('recognises a replayed notification: one licence, 200 both times', async () => {
    const teacher = await payingTeacher(app);
    const payment = await startedPayment(teacher, provider, {
      product: 'workshop-1',
      aim_id: 'plan',
    });
    expect((await sendWebhook(app, paidNotice(payment))).status).toBe(200);
    expect((await sendWebhook(app, paidNotice(payment))).status).toBe(200);
    // Another event about the same payment (the provider's second kind of notice) grants nothing.
    expect((await sendWebhook(app, paidNotice(payment, 'evt-other'))).status).toBe(200);
    const licences = await licencesOf(teacher);
    expect(licences).toHaveLength(1);
    expect(licences[0]).toMatchObject({ kind: 'workshop' });
  });

  it('grants exactly one licence under 20 concurrent replays and 20 concurrent events', async () => {
    const teacher = await payingTeacher(app);
    const payment = await startedPayment(teacher, provider, { product: 'all-1' });
    const replays = await Promise.all(
      Array.from({ length: 20 }, () => sendWebhook(app, paidNotice(payment))),
    );
    expect(replays.map((response) => response.status)).toEqual(Array(20).fill(200));
    const distinct = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        sendWebhook(app, paidNotice(payment, `evt-${index}`)),
      ),
    );
    expect(distinct.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(await licencesOf(teacher)).toHaveLength(1);
    expect(
      await app.dataSource.getRepository(PaymentEvent).countBy({ dataId: payment.dataId }),
    ).toBe(21);
  });

  it('cancels with the cause from new/wait-paid only, and shows it once', async () => {
    const teacher = await payingTeacher(app);
    const payment = await startedPayment(teacher, provider, { product: 'all-1' });
    const cancel = {
      ...paidNotice(payment, 'evt-cancel'),
      outcome: 'cancel' as const,
      cause: 'Declined by the bank',
    };
    expect((await sendWebhook(app, cancel)).status).toBe(200);
    expect(await statusOf(teacher, payment.dataId)).toEqual({
      result: 'success',
      status: 'cancel',
      cause: 'Declined by the bank',
    });
    expect(await (await teacher.get(payPaths.checkPayModal())).json()).toMatchObject({
      modal: 'cancel',
      cause: 'Declined by the bank',
    });
    // The teacher tries again: the same record goes back to the checkout and is paid.
    await teacher.get(payPaths.setPayMethod(payment.dataId, 'one', 'card'));
    const retry = { ...payment, providerRef: `ref-${payment.dataId}-${provider.started.length}` };
    expect((await sendWebhook(app, paidNotice(retry, 'evt-paid'))).status).toBe(200);
    // A late cancel of the paid record changes nothing.
    expect(
      (await sendWebhook(app, { ...cancel, event_id: 'evt-late', provider_ref: retry.providerRef }))
        .status,
    ).toBe(200);
    expect((await statusOf(teacher, payment.dataId)).status).toBe('paid');
  });

  it('gives a team seats by one-time links until the team ends', async () => {
    const buyer = await payingTeacher(app);
    const payment = await startedPayment(buyer, provider, {
      product: 'team-12',
      seats: 3,
      org: 'School 5',
    });
    expect(payment.sumMinor).toBe(3 * 99000);
    expect((await sendWebhook(app, paidNotice(payment))).status).toBe(200);
    const { user_key } = await buyer.loginCheck();
    const page = (await (await buyer.get(payPaths.payGet(user_key))).json()) as PayGetAnswer;
    expect(page.teams).toHaveLength(1);
    expect(page.teams[0]).toMatchObject({ org: 'School 5', seats: 3 });
    expect(page.teams[0]!.invites).toHaveLength(2);
    expect(page.all_share).toBe(true);
    expect(page.all_share_team_org).toBe('School 5');

    const uid = page.teams[0]!.invites[0]!.split('/').filter(Boolean).at(-1)!;
    const colleague = await registeredVisitor(app);
    const joined = await colleague.get(payPaths.teamConnect(uid));
    expect(joined.status).toBe(200);
    expect((await joined.json()) as TeamConnectAnswer).toMatchObject({ org: 'School 5' });
    const seat = await licencesOf(colleague);
    expect(seat).toEqual([expect.objectContaining({ kind: 'all-templates' })]);
    expect(seat[0]!.teamId).not.toBeNull();
    const { user_key: colleagueKey } = await colleague.loginCheck();
    const colleaguePage = (await (
      await colleague.get(payPaths.payGet(colleagueKey))
    ).json()) as PayGetAnswer;
    expect(colleaguePage).toMatchObject({
      all_share: true,
      all_share_team: true,
      all_share_team_org: 'School 5',
      profile: { is_template_all_active: '1' },
    });

    const third = await registeredVisitor(app);
    const twice = await third.get(payPaths.teamConnect(uid));
    expect(twice.status).toBe(400);
    expect(await twice.json()).toMatchObject({ error_code: 'team_link_used' });
    const own = await buyer.get(
      payPaths.teamConnect(page.teams[0]!.invites[1]!.split('/').filter(Boolean).at(-1)!),
    );
    expect(await own.json()).toMatchObject({ error_code: 'team_own' });

    // After the team's last day the last link no longer works and the seats are not PRO.
    const lastUid = page.teams[0]!.invites[1]!.split('/').filter(Boolean).at(-1)!;
    const end = Date.parse(`${page.teams[0]!.date_end}T00:00:00Z`);
    app.clock.advance(end + DAY - Date.now());
    const late = await third.get(payPaths.teamConnect(lastUid));
    expect(await late.json()).toMatchObject({ error_code: 'team_link_expired' });
    expect(
      await app.dataSource.getRepository(PayTeamInvite).findOneByOrFail({ uid: lastUid }),
    ).toMatchObject({ usedBy: null });
    const expiredPage = (await (
      await colleague.get(payPaths.payGet(colleagueKey))
    ).json()) as PayGetAnswer;
    expect(expiredPage).toMatchObject({ all_share: false, all_share_team: false });
  });
});
