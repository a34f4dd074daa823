import { driveErrors, spreadsheetErrors } from '@gramota/contracts';
import { smtpForBlock } from '../../../test-support/stand-ins';
import { appForBlock, databases } from '../../../test-support/test-app';
import { CreatorJob } from '../../creator';
import { StandInEngine } from '../../../test-support/creator-test-kit';
import { docsFixtureForFile } from '../../../test-support/docs-test-kit';
import { readEml } from '../../mail';
import { answer } from '../../../test-support/redactor-test-kit';
import { DriveGroup } from '../drive-group.entity';
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

describe.each(databases)('drive-create on %s', (kind) => {
  const engine = new StandInEngine();
  const app = appForBlock(kind, () => ({
    catalogueDir: fixture.catalogueDir,
    renderEngine: engine,
    config: { smtpUrl: smtp.url },
  }));

  const classDoc = (teacher: DriveClient) =>
    teacher.labelledDoc(fixture.free.id, 'Грамота', '[Фамилия Имя]', 'ученику [Класс] класса');

  it('makes the group of files and mails each once, with its PDF and JPEG, after the delay', async () => {
    const teacher = await DriveClient.mailer(app);
    const doc = await classDoc(teacher);
    expect(
      await answer(
        await teacher.setMailSettings({
          sender_name: 'Школа № 5',
          // Not a setting any more: replies go to the account's confirmed e-mail.
          reply_to: 'Teacher@School.example',
        }),
      ),
    ).toEqual({ status: 200, body: { result: 'success' } });
    const anna = address('anna');
    const boris = address('boris');
    const created = await answer(
      await teacher.driveCreate(
        doc,
        driveForm(
          [
            { values: { 'Фамилия Имя': 'Анна Иванова', Класс: '5 А' }, email: anna },
            {
              values: { 'Фамилия Имя': 'Борис Петров', Класс: '5 А' },
              email: ` ${boris.toUpperCase()} `,
            },
          ],
          { email_send: '1', email_timeout_value: '10', email_timeout_unit: 'minutes' },
        ),
      ),
    );
    expect(created).toEqual({
      status: 200,
      body: {
        result: 'success',
        key: expect.stringMatching(/^[\w-]{22}$/),
        group_id: expect.stringMatching(/^\d+$/),
      },
    });
    const { key, group_id } = created.body as { key: string; group_id: string };

    const group = await teacher.settledGroup(key, group_id);
    expect(group.group).toMatchObject({ group_id, key, email_send: '1' });
    expect(
      group.files.map(({ row, name, state, email, mail_state }) => ({
        row,
        name,
        state,
        email,
        mail_state,
      })),
    ).toEqual([
      { row: 1, name: 'Анна Иванова', state: 'ready', email: anna, mail_state: 'waiting' },
      { row: 2, name: 'Борис Петров', state: 'ready', email: boris, mail_state: 'waiting' },
    ]);
    expect(group.files[0]!.pdf).toMatch(/\.pdf$/);

    // The files are made, but the delay has not passed: nothing goes.
    await twoMailRounds(app);
    expect(messagesTo(smtp, anna)).toHaveLength(0);

    app.clock.advance(10 * MINUTE + 1000);
    await app.koa.sendDueMail();
    const message = await smtp.waitForMessage(anna);
    expect(message.subject).toBe('Ваш документ «Анна Иванова»');
    expect(message.text).toContain('Анна Иванова');
    expect(message.raw).toMatch(/^From: .*<no-reply@gramota\.test>/m);
    expect(message.raw).toMatch(new RegExp(`^Reply-To: ${teacher.email}`, 'm'));
    const { attachments = [] } = readEml(message.raw);
    expect(attachments.map((one) => one.contentType)).toEqual(['application/pdf', 'image/jpeg']);
    expect(attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    await smtp.waitForMessage(boris);

    // Later rounds send nothing again; the page says sent.
    await twoMailRounds(app);
    expect(messagesTo(smtp, anna)).toHaveLength(1);
    expect(messagesTo(smtp, boris)).toHaveLength(1);
    const after = await teacher.settledGroup(key, group_id);
    expect(after.files.map((file) => file.mail_state)).toEqual(['sent', 'sent']);
    expect(after.files[0]!.sent_at).toBeGreaterThan(0);
  });

  it('names the field of every bad value, makes nothing and sends nothing', async () => {
    const teacher = await DriveClient.mailer(app);
    const doc = await classDoc(teacher);
    const stranger = await DriveClient.mailer(app);
    const strangersTemplate = (await (
      await stranger.saveTemplate({ name: 'Чужой', subject: 'S', body: 'B' })
    ).json()) as { id: string };
    const row = { values: { 'Фамилия Имя': 'Анна' }, email: 'anna@school.example' };
    const mail = { email_send: '1', email_timeout_value: '0', email_timeout_unit: 'minutes' };
    const cases: [Record<string, string>, string, string, string][] = [
      [driveForm('not json'), 'mask', 'mask_invalid', driveErrors.mask_invalid],
      [driveForm('{"a":1}'), 'mask', 'mask_invalid', driveErrors.mask_invalid],
      [driveForm([]), 'mask', 'mask_empty', driveErrors.mask_empty],
      [
        driveForm(Array.from({ length: 31 }, () => row)),
        'mask',
        'mask_too_many',
        driveErrors.mask_too_many,
      ],
      [
        driveForm([row, { values: { Имя: 'x' } }]),
        'mask',
        'key_unknown',
        `Row 2: ${spreadsheetErrors.key_unknown}`,
      ],
      [
        driveForm([{ values: { 'Фамилия Имя': 5 } } as never]),
        'mask',
        'massmask_invalid',
        `Row 1: ${spreadsheetErrors.massmask_invalid}`,
      ],
      [
        driveForm([{ values: { 'Фамилия Имя': 'я'.repeat(1001) } }]),
        'mask',
        'cell_too_long',
        `Row 1: ${spreadsheetErrors.cell_too_long}`,
      ],
      [
        driveForm([row, { values: { 'Фамилия Имя': 'Б' } }], mail),
        'mask',
        'email_missing',
        `Row 2: ${driveErrors.email_missing}`,
      ],
      [
        driveForm([{ ...row, email: 'not-an-address' }], mail),
        'mask',
        'email_invalid',
        `Row 1: ${spreadsheetErrors.email_invalid}`,
      ],
      [
        driveForm([row], { ...mail, email_timeout_value: 'abc' }),
        'email_timeout_value',
        'timeout_invalid',
        spreadsheetErrors.timeout_invalid,
      ],
      [
        driveForm([row], { ...mail, email_timeout_value: '-1' }),
        'email_timeout_value',
        'timeout_invalid',
        spreadsheetErrors.timeout_invalid,
      ],
      [
        driveForm([row], { ...mail, email_timeout_value: '1.5' }),
        'email_timeout_value',
        'timeout_invalid',
        spreadsheetErrors.timeout_invalid,
      ],
      [
        driveForm([row], { ...mail, email_timeout_value: '400', email_timeout_unit: 'days' }),
        'email_timeout_value',
        'timeout_invalid',
        spreadsheetErrors.timeout_invalid,
      ],
      [
        driveForm([row], { ...mail, email_timeout_value: '2', email_timeout_unit: 'weeks' }),
        'email_timeout_unit',
        'timeout_invalid',
        spreadsheetErrors.timeout_invalid,
      ],
      [
        driveForm([row], { 'mail-template': '999999' }),
        'mail-template',
        'mail_template_invalid',
        spreadsheetErrors.mail_template_invalid,
      ],
      [
        driveForm([row], { 'mail-template': strangersTemplate.id }),
        'mail-template',
        'mail_template_invalid',
        spreadsheetErrors.mail_template_invalid,
      ],
      [
        driveForm([row], { 'mail-template': 'x' }),
        'mail-template',
        'mail_template_invalid',
        spreadsheetErrors.mail_template_invalid,
      ],
      [
        driveForm([row], { folder_id: '12345' }),
        'folder_id',
        'folder_invalid',
        spreadsheetErrors.folder_invalid,
      ],
      [driveForm([row], { yadisk: '2' }), 'yadisk', 'field_invalid', driveErrors.field_invalid],
    ];
    for (const [form, name, code, text] of cases)
      expect({ form, ...(await answer(await teacher.driveCreate(doc, form))) }).toEqual({
        form,
        status: 400,
        body: expect.objectContaining({
          result: 'error',
          name,
          error_code: code,
          error_text: text,
        }),
      });
    // A row's fault also says which row, for the area's own words.
    const rowFault = await answer(
      await teacher.driveCreate(doc, driveForm([row, { values: { 'Фамилия Имя': 'Б' } }], mail)),
    );
    expect(rowFault.body.row).toBe(2);
    // Without e-mail sending the addresses and the delay are not looked at.
    const noMail = await answer(
      await teacher.driveCreate(
        doc,
        driveForm([{ values: { 'Фамилия Имя': 'Вера' } }], { email_timeout_value: 'x' }),
      ),
    );
    expect(noMail.body.result).toBe('success');

    const userId = await teacher.userId();
    expect(await app.dataSource.getRepository(DriveGroup).countBy({ userId })).toBe(1);
    expect(await app.dataSource.getRepository(CreatorJob).countBy({ userId })).toBe(1);
  });

  it('is the owner’s own: not PRO, a stranger’s doc, a visitor, a stranger at the group page', async () => {
    const owner = await DriveClient.mailer(app);
    const doc = await classDoc(owner);
    const form = driveForm([{ values: { 'Фамилия Имя': 'Анна' } }]);
    const created = (await answer(await owner.driveCreate(doc, form))).body as {
      key: string;
      group_id: string;
    };

    const free = await DriveClient.anonymous(app);
    const freeDoc = await classDoc(free);
    expect(await answer(await free.driveCreate(freeDoc, form))).toMatchObject({
      status: 403,
      body: {
        result: 'error',
        error_code: 'mass_need_pro',
        error_text: spreadsheetErrors.mass_need_pro,
      },
    });
    const stranger = await DriveClient.mailer(app);
    for (const asker of [stranger, free])
      expect(await answer(await asker.driveCreate(doc, form))).toMatchObject({
        status: 404,
        body: { result: 'error', error_code: 'not_found' },
      });
    expect((await owner.driveCreate('nope', form)).status).toBe(404);

    // The group page: the owner's; a stranger (even with the key), a visitor, a wrong key: 404.
    expect((await owner.group(created.key, created.group_id)).status).toBe(200);
    for (const [asker, key] of [
      [stranger, created.key],
      [free, created.key],
      [owner, 'A'.repeat(22)],
    ] as const)
      expect((await asker.group(key, created.group_id)).status).toBe(404);
    // The stranger's own key does not open the owner's group either.
    const own = (await answer(await stranger.driveCreate(await classDoc(stranger), form))).body as {
      key: string;
    };
    expect((await stranger.group(own.key, created.group_id)).status).toBe(404);

    // Without the X-Requested-With header nothing happens.
    const forged = await owner.visitor.request(`/api/drive-create/${doc}/`, {
      method: 'POST',
      csrf: false,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    expect(forged.status).toBe(403);
  });

  it('fills the account’s template (placeholders as text) and refuses it to a stranger', async () => {
    const teacher = await DriveClient.mailer(app);
    const stranger = await DriveClient.mailer(app);
    const list = await answer(await teacher.templates());
    expect(list.body.templates).toEqual([
      expect.objectContaining({ id: 'default', subject: 'Ваш документ «{name}»' }),
    ]);
    const english = await teacher.visitor.get('/api/mail-template-get/default/', {
      'Accept-Language': 'en',
    });
    expect(((await english.json()) as { template: { subject: string } }).template.subject).toBe(
      'Your document “{name}”',
    );
    // The interface language chosen in the settings wins over the browser's.
    await teacher.visitor.post('/api/profile-set-settings/', {
      settings: JSON.stringify({ lng: 'uk' }),
    });
    const ukrainian = await teacher.visitor.get('/api/mail-template-get/default/', {
      'Accept-Language': 'en',
    });
    expect(((await ukrainian.json()) as { template: { subject: string } }).template.subject).toBe(
      'Ваш документ „{name}“',
    );
    await teacher.visitor.post('/api/profile-set-settings/', { settings: '{"lng":"ru"}' });

    const saved = await answer(
      await teacher.saveTemplate({
        id: 'new',
        name: 'Для 5 А',
        subject: '{Фамилия Имя}, {Класс}',
        body: 'Поздравляем, {Фамилия Имя}! <b>{email}</b>',
      }),
    );
    expect(saved).toEqual({
      status: 200,
      body: { result: 'success', id: expect.stringMatching(/^\d+$/) },
    });
    const id = saved.body.id as string;
    expect((await answer(await teacher.template(id))).body.template).toEqual({
      id,
      name: 'Для 5 А',
      subject: '{Фамилия Имя}, {Класс}',
      body: 'Поздравляем, {Фамилия Имя}! <b>{email}</b>',
    });
    // Errors name their field; the default is not the teacher's to change.
    for (const [fields, name, code] of [
      [{ name: '', subject: 's', body: 'b' }, 'name', 'template_name'],
      [{ name: 'n', subject: ' ', body: 'b' }, 'subject', 'template_subject'],
      [{ name: 'n', subject: 's', body: '' }, 'body', 'template_body'],
      [{ name: 'n'.repeat(101), subject: 's', body: 'b' }, 'name', 'template_too_long'],
      [{ id: 'default', name: 'n', subject: 's', body: 'b' }, 'name', 'template_default'],
    ] as const)
      expect(await answer(await teacher.saveTemplate(fields))).toMatchObject({
        status: 400,
        body: { result: 'error', name, error_code: code },
      });
    // A stranger neither reads, changes nor removes it.
    expect((await stranger.template(id)).status).toBe(404);
    expect((await stranger.saveTemplate({ id, name: 'x', subject: 's', body: 'b' })).status).toBe(
      404,
    );
    expect((await stranger.removeTemplate(id)).status).toBe(404);
    expect((await answer(await stranger.templates())).body.templates).toHaveLength(1);

    const doc = await classDoc(teacher);
    const pupil = address('pupil');
    const created = await answer(
      await teacher.driveCreate(
        doc,
        driveForm([{ values: { 'Фамилия Имя': 'Анна <Иванова>', Класс: '5 А' }, email: pupil }], {
          email_send: '1',
          email_timeout_value: '0',
          email_timeout_unit: 'hours',
          'mail-template': id,
        }),
      ),
    );
    expect(created.body.result).toBe('success');
    const message = await smtp.waitForMessage(pupil);
    expect(message.subject).toBe('Анна <Иванова>, 5 А');
    expect(message.text).toBe(`Поздравляем, Анна <Иванова>! <b>${pupil}</b>`);
    expect(message.html).toContain('Анна &lt;Иванова&gt;! &lt;b&gt;');

    expect(await answer(await teacher.removeTemplate(id))).toEqual({
      status: 200,
      body: { result: 'success' },
    });
    expect((await teacher.template(id)).status).toBe(404);
    expect((await teacher.removeTemplate('default')).status).toBe(400);
  });

  it('keeps mail settings per account and checks them', async () => {
    const teacher = await DriveClient.mailer(app);
    // Replies go to the confirmed login e-mail: shown, and not changed by a reply_to sent along.
    expect(await answer(await teacher.mailSettings())).toEqual({
      status: 200,
      body: { result: 'success', sender_name: '', reply_to: teacher.email },
    });
    await teacher.setMailSettings({ sender_name: 'x', reply_to: 'outside@attacker.example' });
    expect((await answer(await teacher.mailSettings())).body).toMatchObject({
      reply_to: teacher.email,
    });
    expect(
      await answer(await teacher.setMailSettings({ sender_name: 'n'.repeat(101), reply_to: '' })),
    ).toMatchObject({ status: 400, body: { name: 'sender_name' } });
    await teacher.setMailSettings({ sender_name: 'Школа', reply_to: '' });
    expect((await answer(await teacher.mailSettings())).body).toMatchObject({
      sender_name: 'Школа',
    });
    const stranger = await DriveClient.anonymous(app);
    expect((await answer(await stranger.mailSettings())).body).toMatchObject({
      sender_name: '',
      reply_to: '',
    });
  });
});
