import { accountPaths, storagePaths, type StorageLinkAnswer } from '@gramota/contracts';
import { GOOD_PASSWORD, pendingVisitor, uniqueEmail } from '../../../test-support/accounts';
import { appForBlock, databases } from '../../../test-support/test-app';
import { ids } from '../../../test-support/docs-test-kit';
import {
  answer,
  forbidden,
  loginRequired,
  memberOf,
  storageRefusal,
  StorageTeacher,
  type Teacher,
} from './storage-sharing-test-kit';

describe.each(databases)('what a storage share lets people see and open, on %s', (kind) => {
  const app = appForBlock(kind);

  /** An owner with a folder (a file in it, a subfolder with a file) and a file at the root. */
  async function ownerWithFolder() {
    const owner = await StorageTeacher.registered(app);
    const folder = await owner.storageFolder('Class 5A');
    const inner = await owner.storageFolder('Term 1', folder);
    const file = await owner.fileIn(app, folder, 'Диплом Иванова');
    const innerFile = await owner.fileIn(app, inner, 'Грамота Петрова');
    const rootFile = await owner.keptFile(app, 'Благодарность');
    return { owner, folder, inner, file, innerFile, rootFile };
  }

  const sharedBy = (owner: Teacher) => ({ name: expect.any(String), email: owner.email });
  /** A link's page names the owner with a masked address (storage-link-owner.api.test.ts). */
  const linkOwner = (owner: Teacher) => ({
    name: expect.any(String),
    email: expect.stringMatching(new RegExp(`^${owner.email[0]}\\*\\*\\*@`)),
  });

  it('a folder shared with view: listed under shared with its owner, opened read-only with everything in it, now and later', async () => {
    const { owner, folder, inner, file, innerFile, rootFile } = await ownerWithFolder();
    const viewer = await StorageTeacher.registered(app);
    expect(await viewer.shared()).toEqual({
      result: 'success',
      folders: {},
      documents: {},
      path: [],
    });
    await owner.share(`folder:${folder}`, viewer);

    const shared = await viewer.shared();
    expect(shared.folders).toEqual({
      [folder]: expect.objectContaining({
        id: folder,
        name: 'Class 5A',
        shared_by: sharedBy(owner),
        permission: 'view',
      }),
    });
    expect(shared.documents).toEqual({});
    // The viewer's own lists are theirs alone.
    expect(await viewer.storageList()).toMatchObject({ folders: {}, documents: {} });

    const opened = await viewer.storageList({ folder });
    expect(opened.shared_folder).toEqual({ shared_by: sharedBy(owner), permission: 'view' });
    expect(opened.path).toEqual([{ id: folder, name: 'Class 5A' }]);
    expect(ids(opened.folders)).toEqual([inner]);
    expect(ids(opened.documents)).toEqual([file]);
    expect(opened.documents[file]).toMatchObject({
      name: 'Диплом Иванова',
      shared_by: sharedBy(owner),
      permission: 'view',
    });
    expect(opened.folders[inner]).toMatchObject({ permission: 'view', shared_by: sharedBy(owner) });
    // Deeper: the path starts at the folder shared with them, not at the owner's root.
    const deeper = await viewer.storageList({ folder: inner });
    expect(deeper.path).toEqual([
      { id: folder, name: 'Class 5A' },
      { id: inner, name: 'Term 1' },
    ]);
    expect(ids(deeper.documents)).toEqual([innerFile]);
    // A file added to the folder later is shared too.
    const later = await owner.fileIn(app, inner, 'Сертификат');
    expect(ids((await viewer.storageList({ folder: inner })).documents)).toEqual(
      [innerFile, later].sort(),
    );
    expect((await viewer.view(later)).status).toBe(200);

    // The owner's other things stay hidden: the same 404 as a missing id.
    const other = await owner.storageFolder('Private');
    expect(await answer(await viewer.storageListRaw({ folder: other }))).toEqual(
      storageRefusal(404, 'not_found', 'folder'),
    );
    expect(await answer(await viewer.view(rootFile))).toEqual(
      storageRefusal(404, 'not_found', 'data_id'),
    );
    // The owner still lists the folder as their own, without shared_folder.
    const own = await owner.storageList({ folder });
    expect(own.shared_folder).toBeUndefined();
    expect(own.documents[file]!.permission).toBeUndefined();
  });

  it('edit comes through on the folder and what is in it; a file shared alone lists with its own permission', async () => {
    const { owner, folder, inner, file, rootFile } = await ownerWithFolder();
    const editor = await StorageTeacher.registered(app);
    await owner.share(`folder:${folder}`, editor, 'edit');
    await owner.share(`stdoc:${rootFile}`, editor);

    const shared = await editor.shared();
    expect(shared.folders[folder]).toMatchObject({
      permission: 'edit',
      shared_by: sharedBy(owner),
    });
    expect(shared.documents).toEqual({
      [rootFile]: expect.objectContaining({
        name: 'Благодарность',
        permission: 'view',
        shared_by: sharedBy(owner),
      }),
    });
    const opened = await editor.storageList({ folder: inner });
    expect(opened.shared_folder).toEqual({ shared_by: sharedBy(owner), permission: 'edit' });
    expect(opened.path.map((entry) => entry.id)).toEqual([folder, inner]);
    expect((await editor.storageList({ folder })).documents[file]!.permission).toBe('edit');
    // A search inside the shared view.
    expect(ids((await editor.storageList({ folder: 'shared', sq: 'благо' })).documents)).toEqual([
      rootFile,
    ]);
    expect((await editor.storageList({ folder: 'shared', sq: 'class' })).folders).toHaveProperty(
      folder,
    );
    // A member switched into the editor's account sees what was shared with it, with storage_view.
    const member = await memberOf(app, editor, 'storage_view');
    expect(ids((await member.shared()).folders)).toEqual([folder]);
    expect((await member.view(file)).status).toBe(200);
    const without = await memberOf(app, editor, 'docs_full');
    expect(await answer(await without.storageListRaw({ folder }))).toMatchObject(forbidden);
    expect(await answer(await without.view(file))).toMatchObject(forbidden);
  });

  it('storage-view and the files: owner, recipient, granted member; not a stranger, a visitor or a member without storage_view', async () => {
    const { owner, folder, file } = await ownerWithFolder();
    const viewer = await StorageTeacher.registered(app);
    await owner.share(`folder:${folder}`, viewer);
    const { file: url, thum } = (await owner.storageList({ folder })).documents[file]!;

    for (const client of [owner, viewer, await memberOf(app, owner, 'storage_view')]) {
      expect(await answer(await client.view(file))).toEqual({
        status: 200,
        body: { result: 'success', file: url },
      });
      expect(await client.fileStatus(url)).toBe(200);
      expect(await client.fileStatus(thum)).toBe(200);
    }
    const body = await (await viewer.visitor.request(url, { csrf: false })).text();
    expect(body).toBe('Диплом Иванова');

    const stranger = await StorageTeacher.registered(app);
    expect(await answer(await stranger.view(file))).toEqual(
      storageRefusal(404, 'not_found', 'data_id'),
    );
    expect(await stranger.fileStatus(url)).toBe(404);
    const visitor = await StorageTeacher.anonymous(app);
    expect(await answer(await visitor.view(file))).toMatchObject(loginRequired);
    expect(await visitor.fileStatus(url)).toBe(404);
    const without = await memberOf(app, owner, 'docs_full');
    expect(await answer(await without.view(file))).toMatchObject(forbidden);
    expect(await without.fileStatus(url)).toBe(404);

    // 'others': every signed-in person, never a visitor.
    await owner.shareOk(storagePaths.shareSetType(`folder:${folder}`, 'others'));
    expect((await stranger.view(file)).status).toBe(200);
    expect(await stranger.fileStatus(url)).toBe(200);
    expect(await answer(await visitor.view(file))).toMatchObject(loginRequired);
    expect(await visitor.fileStatus(url)).toBe(404);
  });

  it('taking a share back ends access at the next request: remove the person, set users, trash', async () => {
    const { owner, folder, file } = await ownerWithFolder();
    const viewer = await StorageTeacher.registered(app);
    const colleague = await StorageTeacher.registered(app);
    await owner.share(`folder:${folder}`, viewer);
    await owner.shareOk(storagePaths.shareSetType(`folder:${folder}`, 'others'));
    const url = (await owner.storageList({ folder })).documents[file]!.file;
    expect((await colleague.view(file)).status).toBe(200);

    // Back to users: 'others' ends for the colleague, the viewer stays on the list.
    await owner.shareOk(storagePaths.shareSetType(`folder:${folder}`, 'users'));
    expect((await colleague.view(file)).status).toBe(404);
    expect(await colleague.fileStatus(url)).toBe(404);
    expect((await viewer.view(file)).status).toBe(200);

    // The owner trashes the folder: it vanishes for the viewer at once; restoring brings it back.
    await owner.storageOk('folder', 'remove', { data_id: folder });
    expect(await viewer.shared()).toMatchObject({ folders: {}, documents: {} });
    expect((await viewer.storageListRaw({ folder })).status).toBe(404);
    expect((await viewer.view(file)).status).toBe(404);
    expect(await viewer.fileStatus(url)).toBe(404);
    await owner.storageOk('trash', 'restore', { data_id: `folder:${folder}` });
    expect(ids((await viewer.shared()).folders)).toEqual([folder]);
    // A file trashed on its own vanishes too.
    await owner.storageOk('doc', 'remove', { data_id: file });
    expect((await viewer.storageList({ folder })).documents).toEqual({});
    expect((await viewer.view(file)).status).toBe(404);
    await owner.storageOk('trash', 'restore', { data_id: `stdoc:${file}` });
    expect((await viewer.view(file)).status).toBe(200);

    // Taken off the list: nothing any more.
    await owner.shareOk(
      storagePaths.shareSetUser(`folder:${folder}`, 'remove', await viewer.userId()),
    );
    expect(await viewer.shared()).toMatchObject({ folders: {}, documents: {} });
    expect((await viewer.storageListRaw({ folder })).status).toBe(404);
    expect((await viewer.view(file)).status).toBe(404);
    expect(await viewer.fileStatus(url)).toBe(404);
  });

  it('a link opens for anyone with it, visitors too, read-only; aim opens folders inside it', async () => {
    const { owner, folder, inner, file, innerFile } = await ownerWithFolder();
    const code = await owner.linkCode(`folder:${folder}`);
    const { file: url } = (await owner.storageList({ folder })).documents[file]!;

    // A first-time visitor (no account yet): before the link, nothing; after it, the files.
    const visitor = new StorageTeacher(await pendingVisitor(app), '');
    expect(await visitor.fileStatus(url)).toBe(404);
    const opened = await answer(await visitor.openLink(code));
    expect(opened.status).toBe(200);
    const page = opened.body as unknown as StorageLinkAnswer;
    expect(page).toMatchObject({
      result: 'success',
      kind: 'folder',
      name: 'Class 5A',
      shared_by: linkOwner(owner),
      permission: 'view',
      path: [{ id: folder, name: 'Class 5A' }],
    });
    expect(ids(page.folders)).toEqual([inner]);
    expect(ids(page.documents)).toEqual([file]);
    expect(page.documents[file]).toMatchObject({ permission: 'view', shared_by: linkOwner(owner) });
    expect(await visitor.fileStatus(url)).toBe(200);
    expect((await visitor.view(file)).status).toBe(200);
    // Read-only: a visitor changes nothing (no account: 401 as every change).
    expect(
      await answer(await visitor.storageForm('doc', 'rename', { data_id: file, name: 'Моё' })),
    ).toMatchObject(loginRequired);

    // aim: a folder inside the linked one, with the path from the linked folder down.
    const deeper = (await (await visitor.openLink(code, inner)).json()) as StorageLinkAnswer;
    expect(deeper.path).toEqual([
      { id: folder, name: 'Class 5A' },
      { id: inner, name: 'Term 1' },
    ]);
    expect(ids(deeper.documents)).toEqual([innerFile]);
    expect((await visitor.openLink(code, 'root')).status).toBe(200);
    // Anything outside it, missing or malformed: 404 on aim.
    const outside = await owner.storageFolder('Private');
    const stranger = await StorageTeacher.registered(app);
    const strangers = await stranger.storageFolder('Чужая');
    for (const aim of [outside, strangers, 'f99999999', 'bogus'])
      expect(await answer(await visitor.openLink(code, aim))).toEqual(
        storageRefusal(404, 'not_found', 'aim'),
      );

    // A signed-in person who opened it sees it under shared (view) and can change nothing.
    const colleague = await StorageTeacher.registered(app);
    expect((await colleague.openLink(code)).status).toBe(200);
    expect((await colleague.shared()).folders[folder]).toMatchObject({ permission: 'view' });
    expect(
      await answer(await colleague.storageForm('doc', 'rename', { data_id: file, name: 'x' })),
    ).toEqual(storageRefusal(403, 'view_only', 'data_id'));
    // The owner opening their own link: edit, nothing marked as shared by someone.
    const own = (await (await owner.openLink(code)).json()) as StorageLinkAnswer;
    expect(own.permission).toBe('edit');
    expect(own.documents[file]!.shared_by).toBeUndefined();
    // A member switched in needs storage_view.
    expect(
      await answer(await (await memberOf(app, colleague, 'docs_full')).openLink(code)),
    ).toMatchObject(forbidden);
    expect((await (await memberOf(app, colleague, 'storage_view')).openLink(code)).status).toBe(
      200,
    );

    // Revoked (type back to users): the code, the files and the shared entry go at once.
    await owner.shareOk(storagePaths.shareSetType(`folder:${folder}`, 'users'));
    for (const client of [visitor, colleague])
      expect(await answer(await client.openLink(code))).toEqual(
        storageRefusal(404, 'code_not_found', 'data_id'),
      );
    expect(await visitor.fileStatus(url)).toBe(404);
    expect(await answer(await visitor.view(file))).toMatchObject(loginRequired);
    expect(await colleague.shared()).toMatchObject({ folders: {}, documents: {} });
    expect((await colleague.view(file)).status).toBe(404);
    // A new link is a new code; the old one never works again.
    const again = await owner.linkCode(`folder:${folder}`);
    expect(again).not.toBe(code);
    expect((await visitor.openLink(code)).status).toBe(404);
    expect((await visitor.openLink(again)).status).toBe(200);
  });

  it('a document link opens that document; unknown, malformed and trashed links are code_not_found', async () => {
    const { owner, file, folder } = await ownerWithFolder();
    const code = await owner.linkCode(`stdoc:${file}`);
    const visitor = await StorageTeacher.anonymous(app);
    const page = (await (await visitor.openLink(code)).json()) as StorageLinkAnswer;
    expect(page).toMatchObject({
      kind: 'document',
      name: 'Диплом Иванова',
      permission: 'view',
      folders: {},
      path: [],
    });
    expect(ids(page.documents)).toEqual([file]);
    expect(await visitor.fileStatus(page.documents[file]!.file)).toBe(200);
    expect(await answer(await visitor.openLink(code, folder))).toEqual(
      storageRefusal(404, 'not_found', 'aim'),
    );
    for (const bad of ['A'.repeat(22), 'A'.repeat(200), 'short', '', '../../etc'])
      expect(await answer(await visitor.openLink(bad))).toEqual(
        storageRefusal(404, 'code_not_found', 'data_id'),
      );
    // Its document in the owner's trash: the link opens nothing, its file is refused.
    await owner.storageOk('doc', 'remove', { data_id: file });
    expect(await answer(await visitor.openLink(code))).toEqual(
      storageRefusal(404, 'code_not_found', 'data_id'),
    );
    expect(await visitor.fileStatus(page.documents[file]!.file)).toBe(404);
  });

  it('a visitor who opened a link keeps it on registering or logging in, listed once under shared', async () => {
    const { owner, folder, file } = await ownerWithFolder();
    const code = await owner.linkCode(`folder:${folder}`);
    const visitor = await StorageTeacher.anonymous(app);
    expect((await visitor.openLink(code)).status).toBe(200);
    const email = uniqueEmail();
    const registered = await visitor.visitor.post(accountPaths.loginReg, {
      email,
      pwd: GOOD_PASSWORD,
    });
    expect(registered.status).toBe(200);
    const teacher = new StorageTeacher(
      visitor.visitor,
      (await visitor.visitor.loginCheck()).user_key,
    );
    expect(ids((await teacher.shared()).folders)).toEqual([folder]);
    expect((await teacher.view(file)).status).toBe(200);

    // Someone with an account opens it while logged out, then logs in: the visit goes along.
    const colleague = await StorageTeacher.registered(app);
    await colleague.logout();
    expect((await colleague.openLink(code)).status).toBe(200);
    const logIn = async (client: StorageTeacher, address: string) => {
      const answer = await client.visitor.post(accountPaths.loginAuth, {
        email: address,
        pwd: GOOD_PASSWORD,
      });
      expect(answer.status).toBe(200);
      return new StorageTeacher(client.visitor, (await client.visitor.loginCheck()).user_key);
    };
    const back = await logIn(colleague, colleague.email);
    expect(ids((await back.shared()).folders)).toEqual([folder]);
    // Again, having the visit already: one entry, no clash.
    await back.logout();
    expect((await back.openLink(code)).status).toBe(200);
    expect(ids((await (await logIn(back, colleague.email)).shared()).folders)).toEqual([folder]);
    // The owner opening their own link as a visitor and logging in keeps no visit of their own.
    await owner.logout();
    expect((await owner.openLink(code)).status).toBe(200);
    const mine = await logIn(owner, owner.email);
    expect(await mine.shared()).toMatchObject({ folders: {}, documents: {} });
  });
});
