import {
  accountPaths,
  DRIVE_MAIL_REFUSALS,
  driveErrors,
  type DriveGroupAnswer,
} from '@gramota/contracts';
import { smtpForBlock } from '../../../test-support/stand-ins';
import { appForBlock, databases } from '../../../test-support/test-app';
import { eventually, StandInEngine } from '../../../test-support/creator-test-kit';
import { docsFixtureForFile } from '../../../test-support/docs-test-kit';
import { MassMail } from '../../mass-mail';
import { answer } from '../../../test-support/redactor-test-kit';
import { DriveGroup } from '../drive-group.entity';
import { address, DriveClient, driveForm, messagesTo } from './drive-test-kit';

const fixture = docsFixtureForFile();
const smtp = smtpForBlock();
/** The account's cap in this file: the "the 31st mail of a capped account". */
const CAP = 30;

/** A message's header fields, each on one line (long ones are folded onto the next). */
const headersOf = (raw: string) => raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');

/** The List-Unsubscribe address of the message `to` got. */
const unsubscribeLink = (raw: string) =>
  /^List-Unsubscribe:\s*<([^>]+)>/m.exec(headersOf(raw))?.[1] ?? '';

/** drive-create with mail at once, one row per address. */
const mailedForm = (emails: string[]) =>
  driveForm(
    emails.map((email, index) => ({ values: { 'Фамилия Имя': `Ученик ${index + 1}` }, email })),
    { email_send: '1', email_timeout_value: '0', email_timeout_unit: 'minutes' },
  );

describe.each(databases)('drive mass mail is no open relay on %s', (kind) => {
  const engine = new StandInEngine();
  const app = appForBlock(kind, () => ({
    catalogueDir: fixture.catalogueDir,
    renderEngine: engine,
    config: { smtpUrl: smtp.url, massMail: { perAccountDay: CAP, perInstallationDay: 1000 } },
  }));

  const docOf = (teacher: DriveClient) =>
    teacher.labelledDoc(fixture.free.id, 'Грамота', '[Фамилия Имя]');

  /** Starts a mailed run and answers its group page once no message is on its way. */
  async function run(teacher: DriveClient, doc: string, emails: string[]) {
    const created = await answer(await teacher.driveCreate(doc, mailedForm(emails)));
    expect(created.status).toBe(200);
    const { key, group_id } = created.body as { key: string; group_id: string };
    return eventually(async () => {
      const group = (await (await teacher.group(key, group_id)).json()) as DriveGroupAnswer;
      if (group.files.every((file) => file.state !== 'wait' && file.mail_state !== 'waiting'))
        return group;
      // The mailer's round now, not at its timer's next tick: what it sends is the same.
      await app.koa.sendDueMail();
      return undefined;
    }, 60_000);
  }

  it('an account without a confirmed e-mail cannot mass-mail; an e-mailed code confirms it', async () => {
    const teacher = await DriveClient.pro(app);
    const doc = await docOf(teacher);
    const refused = {
      status: 403,
      body: {
        result: 'error',
        error_code: 'mail_need_verified',
        error_text: driveErrors.mail_need_verified,
        name: 'email_send',
      },
    };
    const groups = () => app.dataSource.getRepository(DriveGroup).count();
    const before = await groups();
    // Anonymous (with PRO): nothing to reply to.
    expect(await answer(await teacher.driveCreate(doc, mailedForm([address('a')])))).toEqual(
      refused,
    );
    // Registered with a password: an address nobody has shown to be theirs.
    const email = `confirm.${Date.now()}@school.example`;
    await teacher.visitor.post(accountPaths.loginReg, { email, pwd: 'correct horse battery' });
    expect(await answer(await teacher.driveCreate(doc, mailedForm([address('a')])))).toEqual(
      refused,
    );
    expect(await groups()).toBe(before);
    // Without mail the run is made as before.
    expect((await teacher.driveCreate(doc, driveForm([{ values: {} }]))).status).toBe(200);

    // Signing in once with a code sent to the address confirms it.
    await teacher.visitor.post(accountPaths.loginQuick, { email });
    const code = smtp.extractCode(await smtp.waitForMessage(email));
    expect((await teacher.visitor.post(accountPaths.loginQuickAuth, { email, code })).status).toBe(
      200,
    );
    expect(await (await teacher.mailSettings()).json()).toMatchObject({ reply_to: email });
    const pupil = address('confirmed');
    const group = await run(teacher, doc, [pupil]);
    expect(group.files[0]).toMatchObject({ mail_state: 'sent', mail_refusal: '' });
  });

  it(`sends ${CAP} a day from one account: the ${CAP + 1}st is not sent and says why`, async () => {
    const teacher = await DriveClient.mailer(app);
    const doc = await docOf(teacher);
    // A sender name may be the school's; a line break in it must not make another header, and
    // a free-form reply-to is not taken.
    await teacher.setMailSettings({
      sender_name: 'School Administration\r\nBcc: victim@elsewhere.example',
      reply_to: 'outside@attacker.example',
    });
    // Two runs: one run holds at most 30 rows.
    const first = Array.from({ length: 20 }, (_, index) => address(`first${index}`));
    const second = Array.from({ length: 11 }, (_, index) => address(`second${index}`));
    const one = await run(teacher, doc, first);
    const two = await run(teacher, doc, second);

    // A row that did not go says how: its file's state and the refusal (a failed CI run once
    // showed only 'failed' for the 30th).
    const outcome = (file: DriveGroupAnswer['files'][number]) =>
      file.mail_state === 'sent'
        ? 'sent'
        : `${file.mail_state} (file ${file.state}, refusal '${file.mail_refusal}')`;
    expect(one.files.map(outcome)).toEqual(Array(20).fill('sent'));
    expect(two.files.slice(0, 10).map(outcome)).toEqual(Array(10).fill('sent'));
    expect(two.files[10]).toMatchObject({
      email: second[10],
      mail_state: 'failed',
      mail_refusal: 'account_day_limit',
    });
    for (const to of [...first, ...second.slice(0, 10)])
      expect([to, messagesTo(smtp, to).length]).toEqual([to, 1]);
    expect(messagesTo(smtp, second[10]!)).toHaveLength(0);
    expect(DRIVE_MAIL_REFUSALS.account_day_limit).toMatch(/today/);

    // From the server's address in the school's name; replies to the teacher's confirmed e-mail.
    const raw = headersOf(messagesTo(smtp, first[0]!)[0]!.raw);
    expect(raw).toMatch(
      /^From: "School Administration Bcc: victim@elsewhere\.example"\s*<no-reply@gramota\.test>$/m,
    );
    expect(raw).not.toMatch(/^Bcc:/im);
    expect(raw).toMatch(new RegExp(`^Reply-To: ${teacher.email.replace(/[.]/g, '\\.')}`, 'm'));
    expect(raw).not.toContain('attacker.example');
    expect(raw).toMatch(
      new RegExp(`^List-Unsubscribe:\\s*<${app.baseUrl}/unsubscribe/[\\w-]{43}>`, 'm'),
    );
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    // The operator's record: every message of both runs, the refused one with its reason.
    const record = await app.dataSource
      .getRepository(MassMail)
      .find({ where: { userId: await teacher.userId() }, order: { id: 'ASC' } });
    expect(record).toHaveLength(31);
    expect(record.filter((row) => row.outcome === 'sent')).toHaveLength(30);
    expect(record[30]).toMatchObject({
      groupId: Number(two.group.group_id),
      recipient: second[10],
      subject: 'Ваш документ «Ученик 11»',
      outcome: 'refused',
      reason: 'account_day_limit',
    });
  });

  it('the unsubscribe address: opening it, strangers and malformed tokens change nothing and never get a 500', async () => {
    const teacher = await DriveClient.mailer(app);
    const doc = await docOf(teacher);
    const parent = address('kept-parent');
    await run(teacher, doc, [parent]);
    const path = new URL(unsubscribeLink(messagesTo(smtp, parent)[0]!.raw)).pathname;
    const token = path.split('/')[2]!;

    // Opened twice (a link scanner, then the parent), it only asks.
    for (let open = 0; open < 2; open += 1)
      expect((await app.request(path, { csrf: false })).status).toBe(200);
    // Strangers: a visitor with a session of their own, another teacher, nobody at all, each
    // with tokens that are not this message's.
    const stranger = await DriveClient.mailer(app);
    const tries = [
      token.slice(0, 42),
      `${token.slice(0, 42)}${token.endsWith('A') ? 'B' : 'A'}`,
      'x'.repeat(4000),
      '%00'.repeat(43),
      encodeURIComponent('<script>alert(1)</script>'),
      encodeURIComponent("O'Brien-Смит"),
      '..%2F..%2Fapi%2Fprofile-get',
    ];
    for (const bad of tries) {
      for (const method of ['GET', 'POST']) {
        const byStranger = await stranger.visitor.request(`/unsubscribe/${bad}`, {
          csrf: false,
          method,
        });
        expect(byStranger.status).toBe(404);
        const byNobody = await app.request(`/unsubscribe/${bad}`, { csrf: false, method });
        expect([400, 404]).toContain(byNobody.status);
      }
    }
    // Nothing changed: the next run still reaches the parent.
    const again = await run(teacher, doc, [parent]);
    expect(again.files[0]).toMatchObject({ email: parent, mail_state: 'sent', mail_refusal: '' });
    expect(messagesTo(smtp, parent)).toHaveLength(2);
  });

  it('List-Unsubscribe: after one click the address gets no more of this account’s mail', async () => {
    const teacher = await DriveClient.mailer(app);
    const doc = await docOf(teacher);
    const parent = address('parent');
    const other = address('other');
    await run(teacher, doc, [parent]);
    const link = unsubscribeLink(messagesTo(smtp, parent)[0]!.raw);
    const path = new URL(link).pathname;

    // Opening the link only asks (link scanners open links).
    const page = await app.request(path, { csrf: false });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(parent);
    // The mail client's one-click POST (RFC 8058) comes from elsewhere, with no session.
    const click = await app.request(path, {
      csrf: false,
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://mail.example',
      },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(click.status).toBe(200);

    const group = await run(teacher, doc, [parent, other]);
    expect(
      group.files.map(({ email, mail_state, mail_refusal }) => ({
        email,
        mail_state,
        mail_refusal,
      })),
    ).toEqual([
      { email: parent, mail_state: 'failed', mail_refusal: 'unsubscribed' },
      { email: other, mail_state: 'sent', mail_refusal: '' },
    ]);
    expect(messagesTo(smtp, parent)).toHaveLength(1);
    // Another account's mail to that address is its own matter.
    const colleague = await DriveClient.mailer(app);
    const sent = await run(colleague, await docOf(colleague), [parent]);
    expect(sent.files[0]!.mail_state).toBe('sent');

    // A made-up token is a plain 404 page.
    const unknown = await app.request(`/unsubscribe/${'x'.repeat(43)}`, {
      csrf: false,
      method: 'POST',
    });
    expect(unknown.status).toBe(404);
  });
});
