import fs from 'node:fs';
import path from 'node:path';
import { deliveryErrors } from '@gramota/contracts';
import { profileOf } from '../../../test-support/accounts';
import { smtpForBlock } from '../../../test-support/stand-ins';
import { appForBlock, databases, startTestApp } from '../../../test-support/test-app';
import { User } from '../../auth';
import { StandInEngine } from '../../../test-support/creator-test-kit';
import { docsFixtureForFile } from '../../../test-support/docs-test-kit';
import { outboxDir, readEml } from '../../mail';
import { MAILS_PER_HOUR } from '../send-mail.service';
import { SentMail } from '../sent-mail.entity';
import { answerOf, DeliveryClient, madeBytes } from '../../../test-support/delivery-test-kit';

const fixture = docsFixtureForFile();
const smtp = smtpForBlock();

const HOUR_MS = 60 * 60 * 1000;

describe.each(databases)('e-mailing a made file on %s', (kind) => {
  const engine = new StandInEngine();
  const app = appForBlock(kind, () => ({
    catalogueDir: fixture.catalogueDir,
    renderEngine: engine,
    config: { smtpUrl: smtp.url },
  }));

  /** A registered teacher whose account has no e-mail (as after a social sign-in without one). */
  async function teacherWithoutEmail() {
    const teacher = await DeliveryClient.registered(app);
    const id = (await profileOf(teacher.visitor)).id;
    await app.dataSource.getRepository(User).update({ id }, { email: null });
    return teacher;
  }

  it('sends the JPEG and the PDF to the account e-mail, in the reader language', async () => {
    const teacher = await DeliveryClient.registered(app);
    await teacher.grant(app, 'all-templates');
    const file = await teacher.madeFile(app, fixture, { name: 'Грамота <лучшему> ученику' });

    const sent = await answerOf(await teacher.sendMail(file.doc, file.id));
    expect(sent).toEqual({ status: 200, body: { result: 'success', email: teacher.email } });

    const message = await smtp.waitForMessage(teacher.email);
    expect(message.subject).toBe('Ваш файл «Грамота <лучшему> ученику» из Грамоты');
    expect(message.text).toContain('Грамота <лучшему> ученику');
    expect(message.html).toContain('Грамота &lt;лучшему&gt; ученику');
    const { attachments = [] } = readEml(message.raw);
    expect(attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
      { filename: `${file.filename}.jpg`, contentType: 'image/jpeg' },
      { filename: `${file.filename}.pdf`, contentType: 'application/pdf' },
    ]);
    expect(attachments[0]!.content.equals(madeBytes(app, file, 'jpeg'))).toBe(true);
    expect(attachments[1]!.content.equals(madeBytes(app, file, 'pdf'))).toBe(true);

    // An English browser gets the English e-mail.
    const english = await answerOf(
      await teacher.sendMail(file.doc, file.id, { 'Accept-Language': 'en-GB,en;q=0.9' }),
    );
    expect(english.body.result).toBe('success');
    expect((await smtp.waitForMessage(teacher.email)).subject).toBe(
      'Your file “Грамота <лучшему> ученику” from Gramota',
    );
  });

  it('asks a visitor to log in, and an account without e-mail for one, then sends', async () => {
    const visitor = await DeliveryClient.anonymous(app);
    const own = await visitor.madeFile(app, fixture, { suffix: 'free' });
    expect(await answerOf(await visitor.sendMail(own.doc, own.id))).toEqual({
      status: 200,
      body: { result: 'need_login' },
    });
    expect(await answerOf(await visitor.setEmail('someone@example.com'))).toMatchObject({
      status: 401,
      body: { result: 'error', error_code: 'need_login', error_text: deliveryErrors.need_login },
    });

    const taken = await DeliveryClient.registered(app);
    const teacher = await teacherWithoutEmail();
    const file = await teacher.madeFile(app, fixture, { suffix: 'free' });
    expect(await answerOf(await teacher.sendMail(file.doc, file.id))).toEqual({
      status: 200,
      body: { result: 'need_email' },
    });

    for (const bad of ['', 'not-an-address', 'a@b', 'two@@example.com', 'x'.repeat(300)])
      expect(await answerOf(await teacher.setEmail(bad))).toMatchObject({
        status: 400,
        body: {
          result: 'error',
          error_code: 'email_invalid',
          error_text: deliveryErrors.email_invalid,
          name: 'email',
        },
      });
    expect(await answerOf(await teacher.setEmail(` ${taken.email.toUpperCase()} `))).toMatchObject({
      status: 409,
      body: { result: 'error', error_code: 'email_taken', error_text: deliveryErrors.email_taken },
    });
    expect((await profileOf(teacher.visitor)).email).toBe('');

    const address = `New.Teacher-${Date.now()}@Example.com`;
    expect(await answerOf(await teacher.setEmail(`  ${address} `))).toEqual({
      status: 200,
      body: { result: 'success' },
    });
    expect((await profileOf(teacher.visitor)).email).toBe(address.toLowerCase());
    expect(await answerOf(await teacher.setEmail('other@example.com'))).toMatchObject({
      status: 400,
      body: { error_code: 'email_present', error_text: deliveryErrors.email_present },
    });

    expect(await answerOf(await teacher.sendMail(file.doc, file.id))).toEqual({
      status: 200,
      body: { result: 'success', email: address.toLowerCase() },
    });
    const message = await smtp.waitForMessage(address.toLowerCase());
    expect(readEml(message.raw).attachments).toHaveLength(2);
  });

  it('answers wait while the file is made, and not_found for what is not the account own', async () => {
    const teacher = await DeliveryClient.registered(app);
    const doc = await teacher.createDoc(fixture.free.id);
    const waiting = await teacher.created(doc, 'send-email', 'free');
    expect(waiting.result).toBe('success');
    expect(await answerOf(await teacher.sendMail(doc, waiting.doc))).toEqual({
      status: 200,
      body: { result: 'wait' },
    });

    const own = await teacher.madeFile(app, fixture, { suffix: 'free' });
    const stranger = await DeliveryClient.registered(app);
    const strangerDoc = await stranger.createDoc(fixture.free.id);
    const before = smtp.messages.length;
    for (const [asker, docId, fileId] of [
      [stranger, own.doc, own.id],
      [stranger, strangerDoc, own.id],
      [teacher, doc, own.id],
      [teacher, own.doc, '999999'],
      [teacher, 'abc', own.id],
      [teacher, own.doc, 'x1'],
    ] as const)
      expect(await answerOf(await asker.sendMail(docId, fileId))).toMatchObject({
        status: 404,
        body: { result: 'error', error_code: 'not_found', error_text: deliveryErrors.not_found },
      });
    expect(smtp.messages.length).toBe(before);
  });

  it(`sends at most ${MAILS_PER_HOUR} files an hour per person`, async () => {
    const teacher = await DeliveryClient.registered(app);
    const file = await teacher.madeFile(app, fixture, { suffix: 'free' });
    for (let count = 0; count < MAILS_PER_HOUR; count += 1) {
      const sent = await answerOf(await teacher.sendMail(file.doc, file.id));
      expect(sent.body.result).toBe('success');
      await smtp.waitForMessage(teacher.email);
    }
    expect(await answerOf(await teacher.sendMail(file.doc, file.id))).toMatchObject({
      status: 429,
      body: {
        result: 'error',
        error_code: 'too_many_mails',
        error_text: deliveryErrors.too_many_mails,
      },
    });
    // Someone else is not affected; an hour later the teacher may send again.
    const other = await DeliveryClient.registered(app);
    const theirs = await other.madeFile(app, fixture, { suffix: 'free' });
    expect((await answerOf(await other.sendMail(theirs.doc, theirs.id))).body.result).toBe(
      'success',
    );
    await smtp.waitForMessage(other.email);
    app.clock.advance(HOUR_MS + 1000);
    expect((await answerOf(await teacher.sendMail(file.doc, file.id))).body.result).toBe('success');
    await smtp.waitForMessage(teacher.email);
  }, 60_000);
});

describe.each(databases)('e-mail without an SMTP server on %s', (kind) => {
  it('writes the message with both files into the outbox, and says so when SMTP refuses', async () => {
    const outbox = await startTestApp(kind, {
      catalogueDir: fixture.catalogueDir,
      renderEngine: new StandInEngine(),
    });
    // Nothing listens on port 9 of this machine: the mail server "refuses".
    const broken = await startTestApp(kind, {
      catalogueDir: fixture.catalogueDir,
      renderEngine: new StandInEngine(),
      config: { smtpUrl: 'smtp://127.0.0.1:9' },
    });
    try {
      const teacher = await DeliveryClient.registered(outbox);
      const file = await teacher.madeFile(outbox, fixture, { suffix: 'free' });
      expect(await answerOf(await teacher.sendMail(file.doc, file.id))).toEqual({
        status: 200,
        body: { result: 'success', email: teacher.email },
      });
      const dir = outboxDir(outbox.config.dataDir);
      const [name] = fs.readdirSync(dir).filter((entry) => entry.endsWith('.eml'));
      const read = readEml(fs.readFileSync(path.join(dir, name!), 'utf8'));
      expect(read.to).toBe(teacher.email);
      expect(read.attachments?.map((one) => one.content.length)).toEqual([
        madeBytes(outbox, file, 'jpeg').length,
        madeBytes(outbox, file, 'pdf').length,
      ]);
      const page = await outbox.request('/outbox/', { csrf: false });
      expect(await page.text()).toContain(`${file.filename}.pdf`);

      const unlucky = await DeliveryClient.registered(broken);
      const theirs = await unlucky.madeFile(broken, fixture, { suffix: 'free' });
      expect(await answerOf(await unlucky.sendMail(theirs.doc, theirs.id))).toMatchObject({
        status: 503,
        body: {
          result: 'error',
          error_code: 'send_failed',
          error_text: deliveryErrors.send_failed,
        },
      });
      // A refused e-mail does not count towards the hourly allowance.
      expect(await broken.dataSource.getRepository(SentMail).count()).toBe(0);
    } finally {
      await Promise.all([outbox.close(), broken.close()]);
    }
  }, 60_000);
});
