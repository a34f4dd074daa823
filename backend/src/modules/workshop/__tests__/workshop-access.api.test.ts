import {
  accountPaths,
  docsPaths,
  workshopErrors,
  workshopPaths,
  workshopTemplateId,
} from '@gramota/contracts';
import { appForBlock, databases } from '../../../test-support/test-app';
import { Visitor } from '../../../test-support/visitor';
import { WorkshopTemplate } from '../workshop-template.entity';
import { StandInEngine, WorkshopClient } from '../../../test-support/workshop-test-kit';

interface Call {
  name: string;
  send(visitor: Visitor): Promise<Response>;
}

describe.each(databases)('who may use the workshop calls, on %s', (kind) => {
  const app = appForBlock(kind, () => ({ renderEngine: new StandInEngine() }));

  it('refuses a member without workshop_full, a stranger and a visitor, changing nothing', async () => {
    const owner = await WorkshopClient.registered(app);
    await owner.grantWorkshop(app);
    const id = await owner.newTemplate();
    const trashed = await owner.newTemplate({ format: 'a5' });
    await owner.workshopForm('doc', 'remove', { data_id: trashed });
    await owner.generated(id);
    const scene = await owner.scene(id);
    const ownerState = async () => ({
      template: await (await owner.templateGetRaw(id)).text(),
      list: await (await owner.workshopListRaw()).text(),
      trash: await (await owner.workshopListRaw({ trash: true })).text(),
    });
    const before = await ownerState();

    const calls: Call[] = [
      { name: 'copy', send: (v) => v.get(workshopPaths.copy(id)) },
      {
        name: 'set',
        send: (v) =>
          v.post(workshopPaths.templateSet(id, scene.maket), {
            content: JSON.stringify({ ...scene, title: { ...scene.title, text: 'Чужое' } }),
          }),
      },
      { name: 'create', send: (v) => v.get(workshopPaths.templateCreate(id)) },
      { name: 'create-status', send: (v) => v.get(workshopPaths.templateCreateStatus(id)) },
      {
        name: 'rename',
        send: (v) => v.post(workshopPaths.formAction('doc', 'rename'), { data_id: id, name: 'X' }),
      },
      {
        name: 'remove',
        send: (v) => v.post(workshopPaths.formAction('mix', 'remove'), { data_id: `wsdoc:${id}` }),
      },
      {
        name: 'remove-trash',
        send: (v) =>
          v.post(workshopPaths.formAction('trash', 'remove-trash'), {
            data_id: `wsdoc:${trashed}`,
          }),
      },
    ];
    const member = await WorkshopClient.registered(app);
    await owner.visitor.post(accountPaths.accessGrant, {
      user: member.email,
      permissions: 'docs_full,print_view',
    });
    await member.switchInto(await owner.userId());
    const stranger = await WorkshopClient.registered(app);
    const visitor = await WorkshopClient.anonymous(app);

    const statuses: Record<string, number[]> = {};
    for (const call of calls)
      statuses[call.name] = [
        (await call.send(member.visitor)).status,
        (await call.send(stranger.visitor)).status,
        (await call.send(visitor.visitor)).status,
      ];
    expect(statuses).toEqual(Object.fromEntries(calls.map((call) => [call.name, [403, 404, 401]])));
    // The visitor is told to sign in, with the login modal's words.
    expect(await (await visitor.visitor.get(workshopPaths.copy(id))).json()).toEqual({
      result: 'error',
      error_code: 'login_required',
      error_text: workshopErrors.login_required,
    });
    // The editor's load: 'forbidden' for all three.
    for (const someone of [member, stranger, visitor]) {
      const response = await someone.templateGetRaw(id);
      expect([response.status, await response.text()]).toEqual([403, 'forbidden']);
    }
    // Lists: a member without the permission 403, a visitor 401; a stranger sees only their own.
    expect((await member.workshopListRaw()).status).toBe(403);
    expect((await visitor.workshopListRaw()).status).toBe(401);
    expect((await stranger.workshopList()).documents).toEqual({});
    // Another account's template makes no document for the stranger.
    expect(
      (await stranger.get(docsPaths.createDoc({ template_id: workshopTemplateId(id) }))).status,
    ).toBe(404);
    expect(await ownerState()).toEqual(before);
  });

  it('a free account at its limit is asked to pay, and changes nothing', async () => {
    const teacher = await WorkshopClient.registered(app);
    const first = await teacher.newTemplate();
    const pay = { status: 402, body: { result: 'workshop-pay' } };
    const refused = async (response: Response) => ({
      status: response.status,
      body: (await response.json()) as unknown,
    });
    expect(await refused(await teacher.newTemplateRaw())).toEqual(pay);
    expect(await refused(await teacher.copy(first))).toEqual(pay);
    // The trash still counts.
    await teacher.workshopForm('doc', 'remove', { data_id: first });
    expect(await refused(await teacher.newTemplateRaw({ format: 'a5' }))).toEqual(pay);
    expect((await teacher.workshopList({ trash: true })).total_templates).toBe(1);
    await teacher.workshopForm('trash', 'restore', { data_id: `wsdoc:${first}` });

    // With the one free template a document may be made; with two only on the plan.
    await teacher.generated(first);
    expect((await teacher.createDoc(workshopTemplateId(first))).length).toBeGreaterThan(0);
    const row = await app.dataSource
      .getRepository(WorkshopTemplate)
      .findOneByOrFail({ id: Number(first) });
    const { id: _id, ...copy } = row;
    await app.dataSource.getRepository(WorkshopTemplate).insert({ ...copy, name: 'Второй' });
    const docsBefore = (await teacher.list()).docs;
    expect(
      await refused(
        await teacher.get(docsPaths.createDoc({ template_id: workshopTemplateId(first) })),
      ),
    ).toEqual({ status: 200, body: { result: 'workshop-pay' } });
    expect((await teacher.list()).docs).toEqual(docsBefore);

    await teacher.grantWorkshop(app);
    expect((await teacher.workshopList()).profile_is_workshop_pay).toBe('1');
    expect((await teacher.newTemplateRaw()).status).toBe(200);
    expect((await teacher.createDoc(workshopTemplateId(first))).length).toBeGreaterThan(0);
  });
});
