import { MailService, type MailMessage } from '../../mail';
import { createLogger } from '../../../logger';
import { createFileStore } from '../../../shared/file-store';
import { smtpForBlock } from '../../../test-support/stand-ins';
import { appForBlock, databases } from '../../../test-support/test-app';
import { StandInEngine } from '../../../test-support/creator-test-kit';
import { docsFixtureForFile } from '../../../test-support/docs-test-kit';
import { MassMailService } from '../../mass-mail';
import { UsageLimits } from '../../usage-limits';
import { DriveMailer } from '../drive-mailer';
import { address, DriveClient, driveForm, MINUTE } from './drive-test-kit';

const fixture = docsFixtureForFile();
const smtp = smtpForBlock();
/** Rows of the class: at least two of them are due in any round that looks. */
const ROWS = 8;
/** The class's messages wait this long; the mailer under test lives past it, the app's does not. */
const DELAY_MINUTES = 10;

/**
 * The rounds of one process never overlap, however they are started (the timer, a new run's
 * wake, an operator's or a test's round now). Overlapping rounds took turns claiming one run's
 * rows: its messages went out of table order, and a CI run once saw the account's daily cap
 * refuse the 30th pupil of a class and send the 31st.
 */
describe.each(databases)('the drive mailer of one process on %s', (kind) => {
  const engine = new StandInEngine();
  const app = appForBlock(kind, () => ({
    catalogueDir: fixture.catalogueDir,
    renderEngine: engine,
    config: { smtpUrl: smtp.url },
  }));

  it('sends one message at a time, in the order of the class list, each once', async () => {
    const teacher = await DriveClient.mailer(app);
    const doc = await teacher.labelledDoc(fixture.free.id, 'Грамота', '[Фамилия Имя]');
    const emails = Array.from({ length: ROWS }, (_, index) => address(`round${index}`));
    const created = (await (
      await teacher.driveCreate(
        doc,
        driveForm(
          emails.map((email, index) => ({
            values: { 'Фамилия Имя': `Ученик ${index + 1}` },
            email,
          })),
          {
            email_send: '1',
            email_timeout_value: String(DELAY_MINUTES),
            email_timeout_unit: 'minutes',
          },
        ),
      )
    ).json()) as { key: string; group_id: string };
    await teacher.settledGroup(created.key, created.group_id);

    // A second mailer over the same database, as the app builds it, whose clock is past the
    // delay; its mail goes to the SMTP stand-in and says how many sends were under way at once.
    const logger = createLogger('silent');
    const real = new MailService(
      { smtpUrl: smtp.url, mailFrom: app.config.mailFrom, dataDir: app.config.dataDir },
      logger,
    );
    let underWay = 0;
    let most = 0;
    const order: string[] = [];
    const mail = {
      async send(message: MailMessage) {
        underWay += 1;
        most = Math.max(most, underWay);
        order.push(message.to);
        try {
          await real.send(message);
        } finally {
          underWay -= 1;
        }
      },
    };
    const clock = () => new Date(app.clock.now().getTime() + (DELAY_MINUTES + 1) * MINUTE);
    const mailer = new DriveMailer({
      dataSource: app.dataSource,
      mail,
      massMail: new MassMailService({
        dataSource: app.dataSource,
        clock,
        usageLimits: new UsageLimits(app.dataSource, clock),
        publicUrl: app.baseUrl,
      }),
      clock,
      logger,
      fileStore: createFileStore({ dataDir: app.config.dataDir, s3: app.config.s3 }),
      host: 'rounds.test',
    });

    // Started every way at once: two rounds asked for now, and a wake (as a new run gives).
    const asked = Promise.all([mailer.roundNow(), mailer.roundNow()]);
    mailer.wake();
    const rounds = await asked;
    await mailer.stop();

    // The first round sent the class; the second, after it, found nothing left.
    expect(rounds).toEqual([ROWS, 0]);
    expect(most).toBe(1);
    expect(order).toEqual(emails);
    for (const email of emails)
      expect(smtp.messages.filter((message) => message.to.includes(email))).toHaveLength(1);
  });
});
