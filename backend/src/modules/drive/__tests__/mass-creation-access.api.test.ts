import {
  accountPaths,
  drivePaths,
  spreadsheetPaths,
  type DriveCreateAnswer,
  type MassRowValues,
} from '@gramota/contracts';
import { appForBlock, databases } from '../../../test-support/test-app';
import { Visitor } from '../../../test-support/visitor';
import { StandInEngine } from '../../../test-support/creator-test-kit';
import { newMassId } from '../../../test-support/mass-test-kit';
import { docsFixtureForFile } from '../../../test-support/docs-test-kit';
import { DriveClient, driveForm } from './drive-test-kit';

const fixture = docsFixtureForFile();
const ROW: MassRowValues = { 'Фамилия Имя': 'Иванов Иван' };
const CSV = 'Фамилия Имя\nИванов Иван\n';

/** One call of the mass creation calls (issue 15), as anyone may send it. */
interface Call {
  name: string;
  send(visitor: Visitor): Promise<Response>;
}

/**
 * Every call mass creation added (spreadsheet, masscreate and its run, the run's downloads, Drive
 * create and its mail texts), sent by someone who must not reach the owner's things: a colleague
 * switched into the owner's account without the permission, another teacher, a visitor with no
 * account. Each is refused, and the owner's table, class lists, runs, groups, mail templates and
 * settings read back the same afterwards.
 */
describe.each(databases)('who may use the mass creation calls, on %s', (kind) => {
  const app = appForBlock(kind, () => ({
    catalogueDir: fixture.catalogueDir,
    renderEngine: new StandInEngine(),
  }));

  it('refuses a member without the permission, a stranger and a visitor, changing nothing', async () => {
    // A registered PRO teacher (only a registered account can let colleagues in).
    const owner = await DriveClient.registered(app);
    await owner.grant(app, 'all-templates');
    const doc = await owner.labelledDoc(fixture.free.id, 'Грамота', '[Фамилия Имя]');
    await owner.visitor.post(spreadsheetPaths.metaSet(doc), { meta: '' });
    const listSaved = await owner.visitor.post(spreadsheetPaths.classListSave(), {
      name: '5 А',
      table: JSON.stringify({ headers: ['Фамилия Имя'], rows: [['Иванов Иван']] }),
    });
    const listId = ((await listSaved.json()) as { id: string }).id;
    const uploaded = await owner.visitor.upload(spreadsheetPaths.upload(doc), CSV);
    const dataId = ((await uploaded.json()) as { data_id: string }).data_id;
    const job = (await owner.massCreated(doc, newMassId(), ROW)).doc;
    await owner.runSettled([job]);
    const group = (await (
      await owner.driveCreate(doc, driveForm([{ values: ROW }]))
    ).json()) as DriveCreateAnswer;
    await owner.settledGroup(group.key, group.group_id);
    const templateSaved = await owner.saveTemplate({
      id: 'new',
      name: 'Parents',
      subject: 'For {name}',
      body: 'Hello',
    });
    const templateId = ((await templateSaved.json()) as { id: string }).id;

    /** What the owner reads of their things; the same after every refused call. */
    const ownerState = async () => ({
      table: await (await owner.visitor.get(spreadsheetPaths.metaGet(doc))).text(),
      lists: await (await owner.visitor.get(spreadsheetPaths.classLists())).text(),
      run: await (await owner.visitor.get(spreadsheetPaths.massStatus([job]))).text(),
      group: await (await owner.group(group.key, group.group_id)).text(),
      templates: await (await owner.templates()).text(),
      settings: await (await owner.mailSettings()).text(),
    });
    const before = await ownerState();

    const form = (path: string, fields: Record<string, string>): Call['send'] => {
      return (visitor) => visitor.post(path, fields);
    };
    const get =
      (path: string): Call['send'] =>
      (visitor) =>
        visitor.get(path);
    const calls: Call[] = [
      { name: 'meta-get', send: get(spreadsheetPaths.metaGet(doc)) },
      { name: 'meta-set', send: form(spreadsheetPaths.metaSet(doc), { meta: '' }) },
      { name: 'upload', send: (visitor) => visitor.upload(spreadsheetPaths.upload(doc), CSV) },
      { name: 'get-csv', send: get(spreadsheetPaths.getCsv(dataId)) },
      {
        name: 'google-set',
        send: form(spreadsheetPaths.googleSet(), {
          data: 'https://docs.google.com/spreadsheets/d/abc/edit',
          doc,
        }),
      },
      { name: 'class-list-get', send: get(spreadsheetPaths.classListGet(listId)) },
      { name: 'class-list-remove', send: form(spreadsheetPaths.classListRemove(listId), {}) },
      { name: 'preview', send: get(spreadsheetPaths.preview(doc, ROW)) },
      { name: 'masscreate', send: get(spreadsheetPaths.massCreate(doc, newMassId(), ROW)) },
      { name: 'run status', send: get(spreadsheetPaths.massStatus([job])) },
      { name: 'run zip', send: get(spreadsheetPaths.massZip([job])) },
      { name: 'run pdf', send: get(spreadsheetPaths.massPdf([job])) },
      {
        name: 'drive-create',
        send: form(spreadsheetPaths.driveCreate(doc), driveForm([{ values: ROW }])),
      },
      { name: 'drive group', send: get(drivePaths.group(group.key, group.group_id)) },
      { name: 'mail template', send: get(drivePaths.mailTemplate(templateId)) },
      { name: 'mail template remove', send: form(drivePaths.mailTemplateRemove(templateId), {}) },
    ];
    // Calls about the caller's own account: a member without the permission may not use them in
    // the owner's account; anyone else only ever reaches their own (checked by ownerState).
    const accountCalls: Call[] = [
      { name: 'class lists', send: get(spreadsheetPaths.classLists()) },
      {
        name: 'class-list-save',
        send: form(spreadsheetPaths.classListSave(), {
          name: '5 А',
          table: JSON.stringify({ headers: ['X'], rows: [['Чужой']] }),
        }),
      },
      {
        name: 'google-upload',
        send: get(spreadsheetPaths.googleUpload('https://example.com/spreadsheets/d/x')),
      },
      { name: 'mail templates', send: get(drivePaths.mailTemplates()) },
      {
        name: 'mail template save',
        send: form(drivePaths.mailTemplateSave(), { id: templateId, name: 'X', subject: 'X' }),
      },
      { name: 'mail settings', send: get(drivePaths.mailSettings()) },
      {
        name: 'mail settings set',
        send: form(drivePaths.mailSettingsSet(), { sender_name: 'X', reply_to: '' }),
      },
    ];

    // A colleague the owner let in for printing and storage only.
    const member = await DriveClient.registered(app);
    await owner.visitor.post(accountPaths.accessGrant, {
      user: member.email,
      permissions: 'print_view,storage_view',
    });
    await member.switchInto(await owner.userId());
    const stranger = await DriveClient.registered(app);
    const visitor = new Visitor(app);

    const statuses: Record<string, number[]> = {};
    for (const call of [...calls, ...accountCalls]) {
      statuses[call.name] = [(await call.send(member.visitor)).status];
      if (calls.includes(call))
        statuses[call.name]!.push(
          (await call.send(stranger.visitor)).status,
          (await call.send(visitor)).status,
        );
    }
    // The member: 403 everywhere. The others: another account's ids are the same 404 as none.
    expect(statuses).toEqual({
      ...Object.fromEntries(calls.map((call) => [call.name, [403, 404, 404]])),
      ...Object.fromEntries(accountCalls.map((call) => [call.name, [403]])),
    });
    expect(await ownerState()).toEqual(before);
  });
});
