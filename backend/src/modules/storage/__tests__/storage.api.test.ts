import fs from 'node:fs';
import {
  accountPaths,
  storageErrors,
  storagePaths,
  type StorageErrorCode,
} from '@gramota/contracts';
import { appForBlock, databases } from '../../../test-support/test-app';
import { answer, ids } from '../../../test-support/docs-test-kit';
import { copiesOnDisk, StorageClient } from './storage-test-kit';

/** The seeds' form error: the code, its text, the field at fault. */
const refusal = (code: StorageErrorCode, name = 'data_id') => ({
  result: 'error',
  error_code: code,
  error_text: storageErrors[code],
  name,
  tooltip: storageErrors[code],
});

const exist = (paths: string[]) => paths.map((one) => fs.existsSync(one));

describe.each(databases)('the storage: lists, folders, trash and form actions on %s', (kind) => {
  const app = appForBlock(kind);

  it('the owner keeps files in folders, renames, moves, trashes, restores and deletes them', async () => {
    const teacher = await StorageClient.registered(app);
    const diploma = await teacher.keptFile(app, 'Диплом Иванова');
    const letter = await teacher.keptFile(app, 'Благодарность');
    const klass = await teacher.storageFolder('Class 5A');
    expect(klass).toMatch(/^f\d+$/);

    const root = await teacher.storageList();
    expect(ids(root.folders)).toEqual([klass]);
    expect(root.folders[klass]).toMatchObject({
      name: 'Class 5A',
      parent: null,
      share_type: 'users',
    });
    expect(ids(root.documents)).toEqual([diploma, letter].sort());
    expect(root.documents[diploma]).toMatchObject({
      id: diploma,
      name: 'Диплом Иванова',
      type: 'a4',
      folder: null,
      share_type: 'users',
    });
    expect(root.documents[diploma]!.file).toMatch(/^\/data\/storage\/.+\.pdf$/);
    expect(root.documents[diploma]!.thum).toMatch(/^\/data\/storage\/.+_th\.webp$/);

    // Moving into a folder; the folder view has breadcrumbs.
    await teacher.storageOk('mix', 'move', { data_id: `stdoc:${diploma}`, folder_id: klass });
    expect(ids((await teacher.storageList()).documents)).toEqual([letter]);
    const inside = await teacher.storageList({ folder: klass });
    expect(ids(inside.documents)).toEqual([diploma]);
    expect(inside.documents[diploma]!.folder).toBe(klass);
    expect(inside.path).toEqual([{ id: klass, name: 'Class 5A' }]);

    // Renaming a file and a folder; the search finds them by name (3+ characters).
    await teacher.storageOk('doc', 'rename', { data_id: diploma, name: 'Диплом Петрова' });
    await teacher.storageOk('folder', 'rename', { data_id: klass, name: 'Class 6A' });
    const found = await teacher.storageList({ sq: 'петров' });
    expect(ids(found.documents)).toEqual([diploma]);
    expect(found.documents[diploma]!.name).toBe('Диплом Петрова');
    expect((await teacher.storageList({ sq: 'Class 5A' })).folders).toEqual({});
    expect(ids((await teacher.storageList({ sq: 'ss 6A' })).folders)).toEqual([klass]);
    expect(await teacher.storageList({ sq: 'ничего такого' })).toEqual({
      result: 'success',
      folders: {},
      documents: {},
      path: [],
    });
    // The teacher's % and _ are characters to find, not patterns.
    await teacher.storageOk('doc', 'rename', { data_id: letter, name: 'Письмо 100% готово' });
    expect(ids((await teacher.storageList({ sq: '0% Г' })).documents)).toEqual([letter]);
    expect((await teacher.storageList({ sq: '1_0' })).documents).toEqual({});

    // The folder goes to the trash with its file; the trash lists the folder alone.
    await teacher.storageOk('folder', 'remove', { data_id: klass });
    expect(ids((await teacher.storageList()).folders)).toEqual([]);
    const trash = await teacher.storageList({ folder: 'trash' });
    expect([ids(trash.folders), ids(trash.documents)]).toEqual([[klass], []]);
    expect(await teacher.storageList({ trash: true })).toEqual(trash);
    // A file inside a trashed folder is not opened.
    expect(await answer(await teacher.get(storagePaths.storageView(diploma)))).toEqual({
      status: 400,
      body: refusal('in_trash'),
    });

    const restored = await teacher.storageOk('trash', 'restore', { data_id: `folder:${klass}` });
    expect(restored.location).toBe('/app/storage/');
    expect(ids((await teacher.storageList({ folder: klass })).documents)).toEqual([diploma]);

    // Deleted forever: the row and its copies on disk go; the other file stays.
    const copies = await copiesOnDisk(app, diploma);
    const kept = await copiesOnDisk(app, letter);
    expect(exist(copies)).toEqual([true, true, true]);
    await teacher.storageOk('mix', 'remove', { data_id: `folder:${klass}` });
    await teacher.storageOk('trash', 'remove-trash', { data_id: `folder:${klass}` });
    expect(exist(copies)).toEqual([false, false, false]);
    expect(exist(kept)).toEqual([true, true, true]);
    expect(await teacher.storageList({ trash: true })).toMatchObject({
      folders: {},
      documents: {},
    });

    // A single file trashed and the whole trash cleared.
    await teacher.storageOk('doc', 'remove', { data_id: letter });
    expect(ids((await teacher.storageList({ trash: true })).documents)).toEqual([letter]);
    await teacher.storageOk('trash', 'clear-trash');
    expect(exist(kept)).toEqual([false, false, false]);
    expect(await teacher.storageList()).toMatchObject({ folders: {}, documents: {} });
  });

  it('opens its own file, accepts nocache, and lists nothing shared when nothing is', async () => {
    const teacher = await StorageClient.registered(app);
    const id = await teacher.keptFile(app, 'Грамота');
    const view = await answer(await teacher.get(storagePaths.storageView(id)));
    expect(view.status).toBe(200);
    expect(view.body.file).toBe((await teacher.storageList()).documents[id]!.file);
    expect(ids((await teacher.storageList({ nocache: true })).documents)).toEqual([id]);
    expect(await teacher.storageList({ folder: 'shared' })).toEqual({
      result: 'success',
      folders: {},
      documents: {},
      path: [],
    });
  });

  it('refuses bad searches, path separators and 500-character names, changing nothing', async () => {
    const teacher = await StorageClient.registered(app);
    const id = await teacher.keptFile(app, 'Грамота');
    const folder = await teacher.storageFolder('Папка');
    const before = await (await teacher.storageListRaw()).text();

    expect(await answer(await teacher.storageListRaw({ sq: 'ab' }))).toEqual({
      status: 400,
      body: refusal('search_too_short', 'sq'),
    });
    expect(await answer(await teacher.storageListRaw({ sq: 'я'.repeat(101) }))).toEqual({
      status: 400,
      body: refusal('search_too_long', 'sq'),
    });
    expect((await teacher.storageListRaw({ nocache: 'maybe' })).status).toBe(400);
    expect(await answer(await teacher.storageListRaw({ folder: 'f999999' }))).toMatchObject({
      status: 404,
    });

    for (const name of ['../../etc/passwd', 'a/b', 'a\\b'])
      for (const [type, dataId] of [
        ['doc', id],
        ['folder', folder],
      ] as const)
        expect(
          await answer(await teacher.storageForm(type, 'rename', { data_id: dataId, name })),
        ).toEqual({ status: 400, body: refusal('name_path', 'name') });
    expect(
      await answer(await teacher.storageForm('folder', 'folder-new', { name: 'x/y' })),
    ).toEqual({ status: 400, body: refusal('name_path', 'name') });
    expect(
      await answer(
        await teacher.storageForm('doc', 'rename', { data_id: id, name: 'я'.repeat(500) }),
      ),
    ).toEqual({ status: 400, body: refusal('doc_name_too_long', 'name') });
    expect(
      await answer(
        await teacher.storageForm('folder', 'rename', { data_id: folder, name: 'я'.repeat(500) }),
      ),
    ).toEqual({ status: 400, body: refusal('name_too_long', 'name') });
    expect(await (await teacher.storageListRaw()).text()).toBe(before);
  });
});

describe.each(databases)('who may use the storage calls, on %s', (kind) => {
  const app = appForBlock(kind);

  it('a stranger gets 404, a visitor 401, a member needs storage_view to see and storage_edit to change', async () => {
    const owner = await StorageClient.registered(app);
    const id = await owner.keptFile(app, 'Грамота');
    const folder = await owner.storageFolder('Папка');
    const state = async () => (await owner.storageListRaw()).text();
    const before = await state();

    const stranger = await StorageClient.registered(app);
    expect(await answer(await stranger.get(storagePaths.storageView(id)))).toMatchObject({
      status: 404,
    });
    expect((await stranger.storageListRaw({ folder })).status).toBe(404);
    expect((await stranger.storageList()).documents).toEqual({});
    for (const [type, action, fields] of [
      ['doc', 'rename', { data_id: id, name: 'Чужое' }],
      ['mix', 'move', { data_id: `stdoc:${id}`, folder_id: 'root' }],
      ['mix', 'remove', { data_id: `stdoc:${id},folder:${folder}` }],
    ] as const)
      expect((await stranger.storageForm(type, action, fields)).status).toBe(404);

    const visitor = await StorageClient.anonymous(app);
    expect((await visitor.storageListRaw()).status).toBe(401);
    expect((await visitor.get(storagePaths.storageView(id))).status).toBe(401);
    expect(
      (await visitor.storageForm('doc', 'rename', { data_id: id, name: 'Чужое' })).status,
    ).toBe(401);

    const viewer = await StorageClient.registered(app);
    await owner.visitor.post(accountPaths.accessGrant, {
      user: viewer.email,
      permissions: 'storage_view',
    });
    await viewer.switchInto(await owner.userId());
    const asOwner = new StorageClient(viewer.visitor, owner.userKey);
    expect(ids((await asOwner.storageList()).documents)).toEqual([id]);
    expect((await asOwner.get(storagePaths.storageView(id))).status).toBe(200);
    for (const [type, action, fields] of [
      ['doc', 'rename', { data_id: id, name: 'Чужое' }],
      ['folder', 'folder-new', { name: 'Новая' }],
      ['mix', 'remove', { data_id: `stdoc:${id}` }],
      ['trash', 'clear-trash', {}],
    ] as const) {
      const refused = await answer(await asOwner.storageForm(type, action, fields));
      expect(refused).toMatchObject({ status: 403, body: { error_code: 'forbidden' } });
    }

    const other = await StorageClient.registered(app);
    await owner.visitor.post(accountPaths.accessGrant, {
      user: other.email,
      permissions: 'docs_full',
    });
    await other.switchInto(await owner.userId());
    const withoutView = new StorageClient(other.visitor, owner.userKey);
    expect((await withoutView.storageListRaw()).status).toBe(403);
    expect((await withoutView.get(storagePaths.storageView(id))).status).toBe(403);
    expect(await state()).toBe(before);

    // With storage_edit the member changes the owner's storage.
    const editor = await StorageClient.registered(app);
    await owner.visitor.post(accountPaths.accessGrant, {
      user: editor.email,
      permissions: 'storage_view,storage_edit',
    });
    await editor.switchInto(await owner.userId());
    await new StorageClient(editor.visitor, owner.userKey).storageOk('doc', 'rename', {
      data_id: id,
      name: 'Грамота Сидорова',
    });
    expect((await owner.storageList()).documents[id]!.name).toBe('Грамота Сидорова');
  });
});
