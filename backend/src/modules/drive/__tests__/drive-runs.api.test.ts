import { spreadsheetErrors, type DriveCreateAnswer } from '@gramota/contracts';
import { In } from 'typeorm';
import { smtpForBlock } from '../../../test-support/stand-ins';
import { appForBlock, databases } from '../../../test-support/test-app';
import { StandInEngine } from '../../../test-support/creator-test-kit';
import { docsFixtureForFile } from '../../../test-support/docs-test-kit';
import { answer } from '../../../test-support/redactor-test-kit';
import { ReadyFile } from '../../ready';
import { DriveGroupFile } from '../drive-group-file.entity';
import { DriveListClient } from './drive-list-test-kit';
import { confirmEmail } from './drive-test-kit';
import { address, driveForm, messagesTo, MINUTE, twoMailRounds } from './drive-test-kit';

const fixture = docsFixtureForFile();
const smtp = smtpForBlock();

/** Rows of a run, without e-mail. */
const rows = (...names: string[]) => names.map((name) => ({ values: { 'Фамилия Имя': name } }));

/**
 * What mass creation's runs look like on the Drive screen, and what the Drive's trash does to a
 * run: its made files are Ready files too, so they stay; its messages wait while it is in the
 * trash and never go once it is deleted forever.
 */
describe.each(databases)('mass creation runs in the Drive on %s', (kind) => {
  const app = appForBlock(kind, () => ({
    catalogueDir: fixture.catalogueDir,
    renderEngine: new StandInEngine(),
    config: { smtpUrl: smtp.url },
  }));

  /** A registered PRO teacher with a document whose text has a label. */
  const teacherWithDoc = async () => {
    const teacher = await DriveListClient.registered(app);
    await teacher.grant(app, 'all-templates');
    await confirmEmail(app, teacher.email);
    const doc = await teacher.labelledDoc(fixture.free.id, 'Грамота', '[Фамилия Имя]');
    return { teacher, doc };
  };
  const run = async (teacher: DriveListClient, doc: string, form: Record<string, string>) => {
    const created = await answer(await teacher.driveCreate(doc, form));
    if (created.status !== 200) throw new Error(`drive-create: ${JSON.stringify(created)}`);
    return created.body as unknown as DriveCreateAnswer;
  };

  it('lists a run in its folder with its files counted and one to show; deleting it forever keeps the files', async () => {
    const { teacher, doc } = await teacherWithDoc();
    const folder = await teacher.driveFolder('5 А');
    const created = await run(
      teacher,
      doc,
      driveForm(rows('Анна Иванова', 'Борис Петров'), { folder_id: folder }),
    );
    const page = await teacher.settledGroup(created.key, created.group_id);

    expect((await teacher.driveList()).documents).toEqual({});
    const listed = await teacher.driveList({ folder });
    expect(listed.documents).toEqual({
      [created.group_id]: {
        id: created.group_id,
        key: created.key,
        name: page.group.name,
        time: page.group.time,
        folder,
        count: 2,
        ready: 2,
        thum: page.files[0]!.thumb,
      },
    });
    expect(page.files[0]!.thumb).toMatch(/^\/data\/doc\/.+_th\.webp$/);
    expect((await teacher.get(page.files[0]!.thumb)).status).toBe(200);

    // A folder in the trash, another teacher's or none takes no new run, and nothing is made.
    await teacher.driveOk('folder', 'remove', { data_id: folder });
    const strangers = await (await DriveListClient.registered(app)).driveFolder('Чужая');
    for (const folderId of [folder, strangers, 'f999999', 'fx', '-1'])
      expect(
        await answer(
          await teacher.driveCreate(doc, driveForm(rows('Вера'), { folder_id: folderId })),
        ),
      ).toEqual({
        status: 400,
        body: {
          result: 'error',
          error_code: 'folder_invalid',
          error_text: spreadsheetErrors.folder_invalid,
          name: 'folder_id',
        },
      });
    expect((await teacher.driveList()).documents).toEqual({});
    expect((await teacher.driveList({ trash: true })).documents).toEqual({});

    // Deleted forever: the group and its rows go; the made files stay in Ready files.
    await teacher.driveOk('trash', 'remove-trash', { data_id: `folder:${folder}` });
    expect((await teacher.group(created.key, created.group_id)).status).toBe(404);
    const jobs = page.files.map((file) => Number(file.id));
    expect(
      await app.dataSource
        .getRepository(DriveGroupFile)
        .countBy({ groupId: Number(created.group_id) }),
    ).toBe(0);
    expect(await app.dataSource.getRepository(ReadyFile).countBy({ jobId: In(jobs) })).toBe(2);
    expect((await teacher.get(page.files[0]!.thumb)).status).toBe(200);
  });

  it('holds the messages of a run in the trash until it is restored; deleted forever, they never go', async () => {
    const { teacher, doc } = await teacherWithDoc();
    const kept = address('kept');
    const dropped = address('dropped');
    const mail = { email_send: '1', email_timeout_value: '10', email_timeout_unit: 'minutes' };
    const first = await run(
      teacher,
      doc,
      driveForm([{ values: { 'Фамилия Имя': 'Анна' }, email: kept }], mail),
    );
    const second = await run(
      teacher,
      doc,
      driveForm([{ values: { 'Фамилия Имя': 'Борис' }, email: dropped }], mail),
    );
    await teacher.settledGroup(first.key, first.group_id);
    await teacher.settledGroup(second.key, second.group_id);
    await teacher.driveOk('mix', 'remove', {
      data_id: `group:${first.group_id},group:${second.group_id}`,
    });

    app.clock.advance(10 * MINUTE + 1000);
    await twoMailRounds(app);
    expect([messagesTo(smtp, kept), messagesTo(smtp, dropped)]).toEqual([[], []]);

    await teacher.driveOk('trash', 'restore', { data_id: `group:${first.group_id}` });
    await smtp.waitForMessage(kept);
    await teacher.driveOk('trash', 'remove-trash', { data_id: `group:${second.group_id}` });
    await twoMailRounds(app);
    expect(messagesTo(smtp, kept)).toHaveLength(1);
    expect(messagesTo(smtp, dropped)).toHaveLength(0);
  });
});
