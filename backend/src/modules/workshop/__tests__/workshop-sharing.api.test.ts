import { maskedEmail } from '../../sharing';
import {
  docsErrors,
  docsPaths,
  workshopErrors,
  workshopPaths,
  workshopTemplateId,
  type SharePermission,
  type ShareUsersAnswer,
  type WorkshopSharedLinkAnswer,
} from '@gramota/contracts';
import { anonymousVisitor } from '../../../test-support/accounts';
import { appForBlock, databases } from '../../../test-support/test-app';
import { ShareEntry, ShareLink } from '../../sharing';
import { StandInEngine, WorkshopClient } from '../../../test-support/workshop-test-kit';

/** A registered teacher: one with an e-mail to share with. */
type Teacher = WorkshopClient & { email: string };

async function statusAndBody(response: Response) {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // 'forbidden' and other plain answers stay text.
  }
  return { status: response.status, body };
}

const templateMissing = {
  status: 404,
  body: {
    result: 'error',
    error_code: 'template_not_found',
    error_text: docsErrors.template_not_found,
    name: 'template_id',
    tooltip: docsErrors.template_not_found,
  },
};
const workshopMissing = (field: string) => ({
  status: 404,
  body: {
    result: 'error',
    error_code: 'not_found',
    error_text: workshopErrors.not_found,
    name: field,
  },
});
const forbidden = { status: 403, body: 'forbidden' };

describe.each(databases)('what sharing a workshop template gives, on %s', (kind) => {
  const app = appForBlock(kind, () => ({ renderEngine: new StandInEngine() }));

  /** A teacher with ready templates (made and generated), on the plan when there are several. */
  async function ownerWith(count = 1) {
    const owner = await WorkshopClient.registered(app);
    if (count > 1) await owner.grantWorkshop(app);
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const id = await owner.newTemplate({ format: 'a4', name: `Грамота ${index + 1}` });
      expect((await owner.generated(id)).status).toBe('ready');
      ids.push(id);
    }
    return { owner, ids };
  }

  async function share(
    owner: WorkshopClient,
    dataId: string,
    to: Teacher,
    permission: SharePermission = 'view',
  ) {
    const added = await owner.visitor.get(
      workshopPaths.shareAddUser(dataId, 'users', { email: to.email }),
    );
    expect(added.status).toBe(200);
    if (permission === 'edit')
      expect(
        (await owner.visitor.get(workshopPaths.shareSetUser(dataId, 'edit', await to.userId())))
          .status,
      ).toBe(200);
  }

  async function linkCode(owner: WorkshopClient, dataId: string) {
    expect((await owner.visitor.get(workshopPaths.shareSetType(dataId, 'link'))).status).toBe(200);
    const users = (await (
      await owner.visitor.get(workshopPaths.shareGetUsers(dataId))
    ).json()) as ShareUsersAnswer;
    return /\/app\/workshop\/shared\/([A-Za-z0-9_-]{22})\/$/.exec(users.link)![1]!;
  }

  const createDoc = (client: WorkshopClient, id: string) =>
    client.visitor.get(docsPaths.createDoc({ template_id: workshopTemplateId(id) }));
  const shared = async (client: WorkshopClient) =>
    (await client.workshopList({ view: 'shared' })).documents;
  const openLink = (client: WorkshopClient, code: string) =>
    client.visitor.get(workshopPaths.sharedLink(code));

  it('a colleague added by e-mail sees the template marked with its owner and makes a document; a stranger cannot', async () => {
    const { owner, ids } = await ownerWith();
    const [id] = ids as [string];
    const colleague = await WorkshopClient.registered(app);
    const stranger = await WorkshopClient.registered(app);
    expect(await shared(colleague)).toEqual({});
    await share(owner, `wsdoc:${id}`, colleague);

    expect(await shared(colleague)).toEqual({
      [id]: expect.objectContaining({
        id,
        name: 'Грамота 1',
        template: workshopTemplateId(id),
        state: 'ready',
        shared_by: { name: expect.any(String), email: owner.email },
        permission: 'view',
      }),
    });
    const doc = await colleague.createDoc(workshopTemplateId(id));
    expect((await colleague.getDoc(doc)).data.template_id).toBe(workshopTemplateId(id));
    // The colleague's own counts do not change: the template is not theirs.
    expect((await colleague.workshopList()).total_templates).toBe(0);

    // A stranger: exactly the answers a missing template gets.
    expect(await shared(stranger)).toEqual({});
    expect(await statusAndBody(await createDoc(stranger, id))).toEqual(templateMissing);
    expect(await statusAndBody(await createDoc(stranger, '99999999'))).toEqual(templateMissing);
    expect(await statusAndBody(await stranger.templateGetRaw(id))).toEqual(forbidden);

    // View only: no editor, no saving, no generating.
    const scene = await owner.scene(id);
    expect(await statusAndBody(await colleague.templateGetRaw(id))).toEqual(forbidden);
    expect(
      await statusAndBody(
        await colleague.templateSet(id, { ...scene, title: { ...scene.title, text: 'Чужое' } }),
      ),
    ).toEqual(workshopMissing('data_id'));
    expect(await statusAndBody(await colleague.create(id))).toEqual(workshopMissing('data_id'));
    expect((await owner.scene(id)).title.text).toBe(scene.title.text);

    // Taken off the list: nothing any more.
    await owner.visitor.get(
      workshopPaths.shareSetUser(`wsdoc:${id}`, 'remove', await colleague.userId()),
    );
    expect(await shared(colleague)).toEqual({});
    expect(await statusAndBody(await createDoc(colleague, id))).toEqual(templateMissing);
  });

  it("'edit' lets the colleague open, save and generate the owner's template under the owner's plan; 'view' does not", async () => {
    const { owner, ids } = await ownerWith();
    const [id] = ids as [string];
    const colleague = await WorkshopClient.registered(app);
    await colleague.grantWorkshop(app);
    await share(owner, `wsdoc:${id}`, colleague, 'edit');
    expect((await shared(colleague))[id]!.permission).toBe('edit');

    const { data } = await colleague.templateGet(id);
    expect(data).toMatchObject({ id, name: 'Грамота 1', is_workshop_pay: '0' });
    const scene = await colleague.scene(id);
    const saved = await colleague.templateSet(id, {
      ...scene,
      title: { ...scene.title, text: 'Правка коллеги' },
    });
    expect(saved.status).toBe(200);
    expect((await owner.scene(id)).title.text).toBe('Правка коллеги');
    expect((await owner.workshopList()).documents[id]!.state).toBe('draft');
    expect((await colleague.generated(id)).status).toBe('ready');
    expect((await owner.workshopList()).documents[id]!.state).toBe('ready');
    // The template stays the owner's: the colleague's list and plan count are untouched.
    expect((await colleague.workshopList()).total_templates).toBe(0);

    await owner.grantWorkshop(app);
    expect((await colleague.templateGet(id)).data.is_workshop_pay).toBe('1');

    await owner.visitor.get(
      workshopPaths.shareSetUser(`wsdoc:${id}`, 'view', await colleague.userId()),
    );
    expect(await statusAndBody(await colleague.templateGetRaw(id))).toEqual(forbidden);
    expect(
      await statusAndBody(
        await colleague.templateSet(id, { ...scene, title: { ...scene.title, text: 'Ещё' } }),
      ),
    ).toEqual(workshopMissing('data_id'));
    expect((await owner.scene(id)).title.text).toBe('Правка коллеги');
    // The owner's trash takes it away from the colleague too.
    await owner.workshopForm('doc', 'remove', { data_id: id });
    expect(await shared(colleague)).toEqual({});
    expect(await statusAndBody(await createDoc(colleague, id))).toEqual(templateMissing);
  });

  it('a link opens for a signed-in user, who may then make documents, until the type changes', async () => {
    const { owner, ids } = await ownerWith();
    const [id] = ids as [string];
    const code = await linkCode(owner, `wsdoc:${id}`);
    const reader = await WorkshopClient.registered(app);
    const other = await WorkshopClient.registered(app);

    // Without the link nothing is shared, even with share type link.
    expect(await statusAndBody(await createDoc(reader, id))).toEqual(templateMissing);

    const opened = await statusAndBody(await openLink(reader, code));
    expect(opened.status).toBe(200);
    const page = opened.body as WorkshopSharedLinkAnswer;
    expect(page).toEqual({
      result: 'success',
      kind: 'template',
      name: 'Грамота 1',
      // The link shares the template, not its owner's address (issue 30 item 5).
      shared_by: { name: expect.any(String), email: maskedEmail(owner.email) },
      permission: 'view',
      documents: { [id]: expect.objectContaining({ id, permission: 'view', state: 'ready' }) },
    });
    expect(JSON.stringify(page)).not.toContain(owner.email);
    expect(await reader.createDoc(workshopTemplateId(id))).toBeTruthy();
    expect(Object.keys(await shared(reader))).toEqual([id]);
    // The link opened no one else's access, and gave no editing.
    expect(await statusAndBody(await createDoc(other, id))).toEqual(templateMissing);
    expect(await statusAndBody(await reader.templateGetRaw(id))).toEqual(forbidden);
    // Nor does it put the reader among the people the owner added.
    const users = (await (
      await owner.visitor.get(workshopPaths.shareGetUsers(`wsdoc:${id}`))
    ).json()) as ShareUsersAnswer;
    expect(users.users).toEqual([]);

    // A visitor signs in first; a code that is none, or made up, is a missing one.
    const visitor = await anonymousVisitor(app);
    const anonymous = await statusAndBody(await visitor.get(workshopPaths.sharedLink(code)));
    expect(anonymous).toMatchObject({ status: 401, body: { error_code: 'login_required' } });
    expect(await statusAndBody(await openLink(reader, 'A'.repeat(22)))).toEqual(
      workshopMissing('code'),
    );
    expect(await statusAndBody(await openLink(reader, '../etc'))).toMatchObject({ status: 404 });

    // The type changes: the link and what it gave are gone, and a new link is a new code.
    await owner.visitor.get(workshopPaths.shareSetType(`wsdoc:${id}`, 'users'));
    expect(await statusAndBody(await openLink(reader, code))).toEqual(workshopMissing('code'));
    expect(await statusAndBody(await createDoc(reader, id))).toEqual(templateMissing);
    expect(await shared(reader)).toEqual({});
    const again = await linkCode(owner, `wsdoc:${id}`);
    expect(again).not.toBe(code);
    expect(await statusAndBody(await openLink(reader, code))).toEqual(workshopMissing('code'));
    expect(await statusAndBody(await createDoc(reader, id))).toEqual(templateMissing);
  });

  it('others: every signed-in user may make documents from it, none may edit it', async () => {
    const { owner, ids } = await ownerWith();
    const [id] = ids as [string];
    const anyone = await WorkshopClient.registered(app);
    await owner.visitor.get(workshopPaths.shareSetType(`wsdoc:${id}`, 'others'));
    expect(await anyone.createDoc(workshopTemplateId(id))).toBeTruthy();
    expect(await statusAndBody(await anyone.templateGetRaw(id))).toEqual(forbidden);
    expect(await statusAndBody(await anyone.create(id))).toEqual(workshopMissing('data_id'));
  });

  it('a shared folder shares what is inside it: listed, opened read-only, documents from its templates', async () => {
    const { owner, ids } = await ownerWith(3);
    const [inside, deeper, outside] = ids as [string, string, string];
    const folderNew = async (name: string, parent?: string) =>
      (
        (await (
          await owner.workshopForm('folder', 'folder-new', { name, ...(parent ? { parent } : {}) })
        ).json()) as { data_id: string }
      ).data_id;
    const top = await folderNew('Школа');
    const sub = await folderNew('Олимпиады', top);
    await owner.workshopForm('mix', 'move', { data_id: `wsdoc:${inside}`, folder_id: top });
    await owner.workshopForm('mix', 'move', { data_id: `wsdoc:${deeper}`, folder_id: sub });
    expect(Object.keys((await owner.workshopList({ folder: sub })).documents)).toEqual([deeper]);

    const colleague = await WorkshopClient.registered(app);
    const stranger = await WorkshopClient.registered(app);
    await share(owner, `folder:${top}`, colleague);

    const view = await colleague.workshopList({ view: 'shared' });
    expect(view.folders).toEqual({
      [top]: expect.objectContaining({
        id: top,
        name: 'Школа',
        shared_by: { name: expect.any(String), email: owner.email },
        permission: 'view',
      }),
    });
    expect(view.documents).toEqual({});

    const opened = await colleague.workshopList({ folder: top });
    expect(Object.keys(opened.folders)).toEqual([sub]);
    expect(Object.keys(opened.documents)).toEqual([inside]);
    expect(opened.documents[inside]).toMatchObject({
      permission: 'view',
      shared_by: { email: owner.email },
    });
    expect(opened.path).toEqual([{ id: top, name: 'Школа' }]);
    expect(opened.shared_folder).toEqual({
      shared_by: { name: expect.any(String), email: owner.email },
      permission: 'view',
    });
    expect((await owner.workshopList({ folder: top })).shared_folder).toBeUndefined();
    const nested = await colleague.workshopList({ folder: sub });
    expect(Object.keys(nested.documents)).toEqual([deeper]);
    expect(nested.path).toEqual([
      { id: top, name: 'Школа' },
      { id: sub, name: 'Олимпиады' },
    ]);

    expect(await colleague.createDoc(workshopTemplateId(deeper))).toBeTruthy();
    expect(await statusAndBody(await createDoc(colleague, outside))).toEqual(templateMissing);
    expect(await statusAndBody(await colleague.templateGetRaw(inside))).toEqual(forbidden);

    // A stranger gets what a missing folder gets.
    const missing = await statusAndBody(await stranger.workshopListRaw({ folder: 'f99999999' }));
    expect(missing.status).toBe(404);
    expect(await statusAndBody(await stranger.workshopListRaw({ folder: top }))).toEqual(missing);
    expect(await statusAndBody(await createDoc(stranger, inside))).toEqual(templateMissing);

    // Edit on the folder: the templates in it open in the editor.
    await owner.visitor.get(
      workshopPaths.shareSetUser(`folder:${top}`, 'edit', await colleague.userId()),
    );
    expect((await colleague.templateGet(deeper)).data.id).toBe(deeper);

    // The folder's link lists its templates, nested ones too, for whoever opens it.
    const code = await linkCode(owner, `folder:${sub}`);
    const page = (await (await openLink(stranger, code)).json()) as WorkshopSharedLinkAnswer;
    expect(page).toMatchObject({ kind: 'folder', name: 'Олимпиады', permission: 'view' });
    expect(Object.keys(page.documents)).toEqual([deeper]);
    expect(await stranger.createDoc(workshopTemplateId(deeper))).toBeTruthy();
    expect(await statusAndBody(await createDoc(stranger, inside))).toEqual(templateMissing);
  });

  it('deleting forever removes the people and links, for templates and folders alike', async () => {
    const { owner, ids } = await ownerWith(2);
    const [template, inFolder] = ids as [string, string];
    const folder = (
      (await (await owner.workshopForm('folder', 'folder-new', { name: 'Папка' })).json()) as {
        data_id: string;
      }
    ).data_id;
    await owner.workshopForm('mix', 'move', { data_id: `wsdoc:${inFolder}`, folder_id: folder });
    const colleague = await WorkshopClient.registered(app);
    await share(owner, `wsdoc:${template}`, colleague);
    await share(owner, `folder:${folder}`, colleague);
    await share(owner, `wsdoc:${inFolder}`, colleague);
    const templateCode = await linkCode(owner, `wsdoc:${template}`);
    const reader = await WorkshopClient.registered(app);
    expect((await openLink(reader, templateCode)).status).toBe(200);
    const rows = async () => ({
      entries: await app.dataSource
        .getRepository(ShareEntry)
        .countBy({ ownerId: await owner.userId() }),
      links: await app.dataSource
        .getRepository(ShareLink)
        .countBy({ ownerId: await owner.userId() }),
    });
    // Three people rows, one remembered link visit; one link.
    expect(await rows()).toEqual({ entries: 4, links: 1 });

    await owner.workshopForm('mix', 'remove', { data_id: `wsdoc:${template},folder:${folder}` });
    // In the trash: kept (it may come back), but shared with no one meanwhile.
    expect(await rows()).toEqual({ entries: 4, links: 1 });
    expect(await colleague.workshopList({ view: 'shared' })).toMatchObject({
      documents: {},
      folders: {},
    });
    await owner.workshopForm('trash', 'remove-trash', { data_id: `wsdoc:${template}` });
    expect(await rows()).toEqual({ entries: 2, links: 0 });
    expect(await statusAndBody(await openLink(reader, templateCode))).toEqual(
      workshopMissing('code'),
    );
    await owner.workshopForm('trash', 'clear-trash');
    expect(await rows()).toEqual({ entries: 0, links: 0 });
  });
});
