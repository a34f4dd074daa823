import { appForBlock, databases } from '../../../test-support/test-app';
import { UsersService } from '../../auth';
import { ShareEntry, ShareLink, SharingService } from '../../sharing';
import { ids } from '../../../test-support/docs-test-kit';
import { resolveUploadFolder } from '../storage-upload-target';
import {
  answer,
  forbidden,
  loginRequired,
  memberOf,
  storageRefusal,
  StorageTeacher,
  type Teacher,
} from './storage-sharing-test-kit';

const rowId = (folder: string) => Number(folder.slice(1));

describe.each(databases)('form actions on what others shared, on %s', (kind) => {
  const app = appForBlock(kind);

  /** An owner's shared folder (a subfolder, a file in each), shared with an editor and a viewer. */
  async function sharedFolder() {
    const owner = await StorageTeacher.registered(app);
    const folder = await owner.storageFolder('Class 5A');
    const inner = await owner.storageFolder('Term 1', folder);
    const file = await owner.fileIn(app, folder, 'Диплом');
    const innerFile = await owner.fileIn(app, inner, 'Грамота');
    const editor = await StorageTeacher.registered(app);
    const viewer = await StorageTeacher.registered(app);
    await owner.share(`folder:${folder}`, editor, 'edit');
    await owner.share(`folder:${folder}`, viewer, 'view');
    return { owner, folder, inner, file, innerFile, editor, viewer };
  }

  /** The owner's storage as the owner sees it, to compare before and after a refusal. */
  const snapshot = async (owner: Teacher, folder: string) =>
    JSON.stringify([
      await owner.storageList(),
      await owner.storageList({ folder }),
      await owner.storageList({ trash: true }),
    ]);

  it('edit: new folders, renames, moves inside the shared tree and removing to the trash, all in the owner storage', async () => {
    const { owner, folder, inner, file, innerFile, editor } = await sharedFolder();

    const made = (
      await editor.storageOk('folder', 'folder-new', { name: 'Term 2', parent: folder })
    ).data_id as string;
    expect(ids((await owner.storageList({ folder })).folders)).toEqual([inner, made].sort());
    expect((await editor.storageList()).folders).toEqual({});

    await editor.storageOk('doc', 'rename', { data_id: file, name: 'Диплом Иванова' });
    await editor.storageOk('folder', 'rename', { data_id: inner, name: 'Term 1 (old)' });
    expect((await owner.storageList({ folder })).documents[file]!.name).toBe('Диплом Иванова');
    expect((await owner.storageList({ folder })).folders[inner]!.name).toBe('Term 1 (old)');

    await editor.storageOk('mix', 'move', {
      data_id: `stdoc:${file},stdoc:${innerFile}`,
      folder_id: made,
    });
    expect(ids((await owner.storageList({ folder: made })).documents)).toEqual(
      [file, innerFile].sort(),
    );
    await editor.storageOk('folder', 'move', { data_id: made, folder_id: inner });
    expect(ids((await owner.storageList({ folder: inner })).folders)).toEqual([made]);
    // Not into itself: the folders module's own rule, in the owner's tree.
    expect(
      await answer(await editor.storageForm('folder', 'move', { data_id: inner, folder_id: made })),
    ).toEqual(storageRefusal(400, 'move_into_itself', 'folder_id'));

    // Removing goes to the owner's trash; the editor's trash stays empty and only the owner restores.
    await editor.storageOk('doc', 'remove', { data_id: file });
    expect(ids((await owner.storageList({ trash: true })).documents)).toEqual([file]);
    expect(await editor.storageList({ trash: true })).toMatchObject({ folders: {}, documents: {} });
    for (const action of ['restore', 'remove-trash'] as const)
      expect(
        await answer(await editor.storageForm('trash', action, { data_id: `stdoc:${file}` })),
      ).toEqual(storageRefusal(404, 'not_found', 'data_id'));
    await editor.storageOk('trash', 'clear-trash');
    expect(ids((await owner.storageList({ trash: true })).documents)).toEqual([file]);
    await owner.storageOk('trash', 'restore', { data_id: `stdoc:${file}` });

    // The shared folder itself may go to the trash too: then it is gone for the editor.
    await editor.storageOk('folder', 'remove', { data_id: folder });
    expect(ids((await owner.storageList({ trash: true })).folders)).toEqual([folder]);
    expect((await editor.storageListRaw({ folder })).status).toBe(404);
  });

  it('a shared item stays in its owner shared tree; own items do not go into it', async () => {
    const { owner, folder, file, editor } = await sharedFolder();
    const ownersPrivate = await owner.storageFolder('Private');
    const editorsOwn = await editor.storageFolder('Моя папка');
    const mine = await editor.keptFile(app, 'Моё');
    const before = await snapshot(owner, folder);

    for (const target of ['root', '', editorsOwn])
      expect(
        await answer(await editor.storageForm('doc', 'move', { data_id: file, folder_id: target })),
      ).toEqual(storageRefusal(403, 'owner_only', 'folder_id'));
    // The owner's folder outside what is shared is as missing as any other id.
    expect(
      await answer(
        await editor.storageForm('doc', 'move', { data_id: file, folder_id: ownersPrivate }),
      ),
    ).toEqual(storageRefusal(404, 'not_found', 'folder_id'));
    expect(
      await answer(await editor.storageForm('doc', 'move', { data_id: mine, folder_id: folder })),
    ).toEqual(storageRefusal(404, 'not_found', 'folder_id'));
    // One action, one account: the editor's own file with the owner's.
    expect(
      await answer(
        await editor.storageForm('mix', 'remove', { data_id: `stdoc:${file},stdoc:${mine}` }),
      ),
    ).toEqual(storageRefusal(403, 'owner_only', 'data_id'));
    expect(await snapshot(owner, folder)).toBe(before);
    expect(ids((await editor.storageList()).documents)).toEqual([mine]);
    expect((await editor.storageList()).folders[editorsOwn]).toBeDefined();
  });

  it('view-only gets 403 view_only, a stranger 404, a visitor 401 for every change; nothing changes', async () => {
    const { owner, folder, inner, file, viewer } = await sharedFolder();
    const stranger = await StorageTeacher.registered(app);
    const visitor = await StorageTeacher.anonymous(app);
    const before = await snapshot(owner, folder);
    const changes = [
      ['folder', 'folder-new', { name: 'Новая', parent: folder }, 'parent'],
      ['doc', 'rename', { data_id: file, name: 'Чужое' }, 'data_id'],
      ['folder', 'rename', { data_id: inner, name: 'Чужое' }, 'data_id'],
      ['mix', 'move', { data_id: `stdoc:${file}`, folder_id: inner }, 'data_id'],
      ['mix', 'remove', { data_id: `stdoc:${file},folder:${inner}` }, 'data_id'],
      ['folder', 'remove', { data_id: folder }, 'data_id'],
    ] as const;
    for (const [type, action, fields, field] of changes) {
      expect(await answer(await viewer.storageForm(type, action, fields))).toEqual(
        storageRefusal(403, 'view_only', field),
      );
      expect(await answer(await stranger.storageForm(type, action, fields))).toEqual(
        storageRefusal(404, 'not_found', field),
      );
      expect(await answer(await visitor.storageForm(type, action, fields))).toMatchObject(
        loginRequired,
      );
    }
    expect(await snapshot(owner, folder)).toBe(before);
  });

  it('edit on a subfolder only: the subfolder is editable, the folder around it is not a target', async () => {
    const { owner, folder, inner, file, innerFile } = await sharedFolder();
    const helper = await StorageTeacher.registered(app);
    await owner.share(`folder:${inner}`, helper, 'edit');
    await owner.share(`stdoc:${file}`, helper, 'edit');
    await helper.storageOk('doc', 'rename', { data_id: innerFile, name: 'Грамота 2' });
    // A file shared with edit on its own may not be moved into a folder the helper cannot see.
    expect(
      await answer(
        await helper.storageForm('doc', 'move', { data_id: innerFile, folder_id: folder }),
      ),
    ).toEqual(storageRefusal(404, 'not_found', 'folder_id'));
    // Both shared with edit: the file may go into the subfolder, within the owner's storage.
    await helper.storageOk('doc', 'move', { data_id: file, folder_id: inner });
    expect(ids((await owner.storageList({ folder: inner })).documents)).toEqual(
      [file, innerFile].sort(),
    );
    expect(
      await answer(await helper.storageForm('folder', 'folder-new', { name: 'x', parent: folder })),
    ).toEqual(storageRefusal(404, 'not_found', 'parent'));
  });

  it("a member switched into the editor's account acts on the share with storage_edit only", async () => {
    const { owner, folder, file, editor } = await sharedFolder();
    const reader = await memberOf(app, editor, 'storage_view');
    expect(
      await answer(await reader.storageForm('doc', 'rename', { data_id: file, name: 'x' })),
    ).toMatchObject(forbidden);
    const writer = await memberOf(app, editor, 'storage_view,storage_edit');
    await writer.storageOk('doc', 'rename', { data_id: file, name: 'Диплом (член команды)' });
    expect((await owner.storageList({ folder })).documents[file]!.name).toBe(
      'Диплом (член команды)',
    );
  });

  it('deleting forever forgets the share rows and links of what is deleted', async () => {
    const { owner, folder, inner, file, editor } = await sharedFolder();
    await owner.share(`stdoc:${file}`, editor);
    await owner.linkCode(`folder:${inner}`);
    const loose = await owner.keptFile(app, 'Отдельно');
    await owner.share(`stdoc:${loose}`, editor);
    const entries = app.dataSource.getRepository(ShareEntry);
    const rowsOf = async (type: string, id: number) =>
      entries.countBy({ area: 'storage', itemType: type, itemId: id });
    expect(await rowsOf('folder', rowId(folder))).toBe(2);
    expect(await rowsOf('stdoc', Number(file))).toBe(1);

    await owner.storageOk('folder', 'remove', { data_id: folder });
    await owner.storageOk('trash', 'remove-trash', { data_id: `folder:${folder}` });
    expect(await rowsOf('folder', rowId(folder))).toBe(0);
    expect(await rowsOf('stdoc', Number(file))).toBe(0);
    expect(
      await app.dataSource
        .getRepository(ShareLink)
        .countBy({ area: 'storage', itemType: 'folder', itemId: rowId(inner) }),
    ).toBe(0);
    // The file shared on its own is still shared until it too is deleted forever.
    expect(await rowsOf('stdoc', Number(loose))).toBe(1);
    await owner.storageOk('doc', 'remove', { data_id: loose });
    await owner.storageOk('trash', 'clear-trash');
    expect(await rowsOf('stdoc', Number(loose))).toBe(0);
    expect(await editor.shared()).toMatchObject({ folders: {}, documents: {} });
  });

  it('resolveUploadFolder: own root and folders, edit shares to the owner, view-only 403, else 404', async () => {
    const { owner, folder, inner, editor, viewer } = await sharedFolder();
    const sharing = new SharingService(
      app.dataSource,
      new UsersService(app.dataSource),
      app.clock.now,
    );
    const resolve = async (client: StorageTeacher, folderId: string | null) =>
      resolveUploadFolder(
        app.dataSource,
        sharing,
        await client.userId(),
        folderId === null ? null : rowId(folderId),
      );
    const ownerId = await owner.userId();
    expect(await resolve(editor, null)).toEqual({ ownerId: await editor.userId(), folderId: null });
    expect(await resolve(editor, inner)).toEqual({ ownerId, folderId: rowId(inner) });
    expect(await resolve(owner, folder)).toEqual({ ownerId, folderId: rowId(folder) });
    await expect(resolve(viewer, inner)).rejects.toMatchObject({ status: 403, code: 'view_only' });
    const stranger = await StorageTeacher.registered(app);
    await expect(resolve(stranger, inner)).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
    await expect(resolve(editor, 'f99999999')).rejects.toMatchObject({ status: 404 });
    await owner.storageOk('folder', 'remove', { data_id: inner });
    await expect(resolve(owner, inner)).rejects.toMatchObject({ status: 400, code: 'in_trash' });
    await expect(resolve(editor, inner)).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });
});
