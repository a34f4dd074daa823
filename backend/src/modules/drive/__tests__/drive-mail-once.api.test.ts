import { createApp, type GramotaApp } from '../../../app';
import { createDataSource } from '../../../db/data-source';
import { createLogger } from '../../../logger';
import { smtpForBlock } from '../../../test-support/stand-ins';
import { databases, startTestApp, type TestApp } from '../../../test-support/test-app';
import { eventually, StandInEngine } from '../../../test-support/creator-test-kit';
import { docsFixtureForFile } from '../../../test-support/docs-test-kit';
import { DriveGroupFile } from '../drive-group-file.entity';
import { DRIVE_MAILER_DEFAULTS } from '../drive-mailer';
import {
  address,
  DriveClient,
  driveForm,
  messagesTo,
  MINUTE,
  twoMailRounds,
} from './drive-test-kit';

const fixture = docsFixtureForFile();
const smtp = smtpForBlock();

/** A run of `emails.length` rows mailed after `delayMinutes`, its files made. */
async function mailedRun(app: TestApp, emails: string[], delayMinutes: number) {
  const teacher = await DriveClient.mailer(app);
  const doc = await teacher.labelledDoc(fixture.free.id, 'Грамота', '[Фамилия Имя]');
  const response = await teacher.driveCreate(
    doc,
    driveForm(
      emails.map((email, index) => ({ values: { 'Фамилия Имя': `Ученик ${index + 1}` }, email })),
      {
        email_send: '1',
        email_timeout_value: String(delayMinutes),
        email_timeout_unit: 'minutes',
      },
    ),
  );
  const created = (await response.json()) as { key: string; group_id: string };
  await teacher.settledGroup(created.key, created.group_id);
  return { teacher, ...created };
}

describe.each(databases)('each drive message once on %s', (kind) => {
  const engine = new StandInEngine();

  it('sends once across a restart, and a message claimed by a process that died once', async () => {
    let app = await startTestApp(kind, {
      catalogueDir: fixture.catalogueDir,
      renderEngine: engine,
      config: { smtpUrl: smtp.url },
    });
    try {
      const sent = address('sent');
      const claimed = address('claimed');
      const run = await mailedRun(app, [sent, claimed], 5);
      // The app's connection (a new one after the restart).
      const rows = () => app.dataSource.getRepository(DriveGroupFile);
      const [first, second] = await rows().find({
        where: { groupId: Number(run.group_id) },
        order: { row: 'ASC' },
      });
      // The second row: claimed by a process that then died, before it could send.
      await rows().update(
        { id: second!.id },
        { mailState: 'sending', claimedAt: app.clock.now().getTime() + 5 * MINUTE },
      );
      app.clock.advance(5 * MINUTE + 1000);
      await app.koa.sendDueMail();
      await smtp.waitForMessage(sent);
      // Marked sent right after the server took it.
      await eventually(async () =>
        (await rows().findOneByOrFail({ id: first!.id })).mailState === 'sent' ? true : undefined,
      );

      // Restart: the sent one is not sent again; the claimed one waits until its claim is stale.
      const offset = app.clock.now().getTime() - Date.now();
      await app.stop();
      app = await startTestApp(kind, {
        restartOf: app,
        catalogueDir: fixture.catalogueDir,
        renderEngine: engine,
        config: { smtpUrl: smtp.url },
      });
      app.clock.advance(offset);
      await twoMailRounds(app);
      expect(messagesTo(smtp, sent)).toHaveLength(1);
      expect(messagesTo(smtp, claimed)).toHaveLength(0);

      app.clock.advance(DRIVE_MAILER_DEFAULTS.staleMs);
      await app.koa.sendDueMail();
      const late = await smtp.waitForMessage(claimed);
      expect(late.raw).toMatch(/^Message-ID: <drive-\d+-[0-9a-f-]{36}@127\.0\.0\.1>/im);
      await twoMailRounds(app);
      expect(messagesTo(smtp, claimed)).toHaveLength(1);
      expect(messagesTo(smtp, sent)).toHaveLength(1);
      await eventually(async () =>
        (await rows().findOneByOrFail({ id: second!.id })).mailState === 'sent' ? true : undefined,
      );
    } finally {
      await app.close();
    }
  });

  it('sends once when two instances share the database', async () => {
    const app = await startTestApp(kind, {
      catalogueDir: fixture.catalogueDir,
      renderEngine: engine,
      config: { smtpUrl: smtp.url },
    });
    // A second backend instance on the same database: its own connection, mailer and queue.
    const otherDataSource = createDataSource(app.kept.database.config);
    await otherDataSource.initialize();
    let other: GramotaApp | undefined;
    try {
      other = createApp({
        config: app.config,
        dataSource: otherDataSource,
        logger: createLogger('silent'),
        clock: app.clock.now,
        catalogueDir: fixture.catalogueDir,
        renderEngine: engine,
      });
      const emails = Array.from({ length: 6 }, (_, index) => address(`pupil${index}`));
      await mailedRun(app, emails, 1);
      app.clock.advance(MINUTE + 1000);
      for (const email of emails) await smtp.waitForMessage(email);
      await twoMailRounds(app);
      for (const email of emails) expect(messagesTo(smtp, email)).toHaveLength(1);
    } finally {
      await other?.stop();
      await otherDataSource.destroy();
      await app.close();
    }
  });
});
