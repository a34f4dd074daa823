import { docsErrors, readyNotices, readyPaths } from '@gramota/contracts';
import { databases, startTestApp, type TestApp } from '../../../test-support/test-app';
import { renderDocsFixture, type DocsFixture } from '../../../test-support/docs-test-kit';
import { StandInEngine } from '../../../test-support/creator-test-kit';
import {
  allExist,
  filesOnDisk,
  noneExist,
  ReadyClient,
} from '../../../test-support/ready-test-kit';

let fixture: DocsFixture;
beforeAll(async () => {
  fixture = await renderDocsFixture();
}, 120_000);
afterAll(() => fixture.remove());

const keys = (record: Record<string, unknown>) => Object.keys(record).sort();

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The seeds' form error: the code, its text, the field at fault. */
const refusal = (code: keyof typeof docsErrors, name = 'data_id') => ({
  result: 'error',
  error_code: code,
  error_text: docsErrors[code],
  name,
  tooltip: docsErrors[code],
});

describe.each(databases)('ready files: folders, trash and form actions on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(kind, {
      catalogueDir: fixture.catalogueDir,
      renderEngine: new StandInEngine(),
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('new folders, the folder view with breadcrumbs, and moving files in and out', async () => {
    const teacher = await ReadyClient.pro(app);
    const [first, second] = [
      await teacher.makeFile(fixture.free.id),
      await teacher.makeFile(fixture.free.id),
    ];
    const klass = await teacher.readyFolder('Class 5A');
    const term = await teacher.readyFolder('Spring term', klass);
    expect(klass).toMatch(/^f\d+$/);

    const root = await teacher.readyList();
    expect(keys(root.folders)).toEqual([klass]);
    expect(root.folders[klass]).toMatchObject({ name: 'Class 5A', parent: null, favorite: '0' });
    expect(keys(root.docs)).toEqual([first, second].sort());
    expect(root.path).toEqual([]);

    await teacher.readyOk('mix', 'move', {
      data_id: `doc:${first},doc:${second}`,
      folder_id: term,
    });
    expect(keys((await teacher.readyList()).docs)).toEqual([]);
    const inside = await teacher.readyList({ folder: term });
    expect(keys(inside.docs)).toEqual([first, second].sort());
    expect(inside.docs[first!]!.folder).toBe(term);
    expect(inside.path).toEqual([
      { id: klass, name: 'Class 5A' },
      { id: term, name: 'Spring term' },
    ]);
    // Every file of every folder, for the by-type and mass views.
    expect(keys((await teacher.readyList({ view: 'all' })).docs)).toEqual([first, second].sort());

    // A folder never goes into itself or its own subfolder.
    expect(
      await answer(await teacher.readyForm('folder', 'move', { data_id: klass, folder_id: term })),
    ).toEqual({ status: 400, body: refusal('move_into_itself', 'folder_id') });

    await teacher.readyOk('doc', 'move', { data_id: first, folder_id: 'root' });
    expect(keys((await teacher.readyList()).docs)).toEqual([first]);
  });

  it('renames a folder, and a file together with its files on disk', async () => {
    const teacher = await ReadyClient.pro(app);
    const id = await teacher.makeFile(fixture.free.id);
    const before = (await teacher.readyList()).docs[id]!;
    expect(allExist(filesOnDisk(app, before))).toBe(true);

    await teacher.readyOk('doc', 'rename', { data_id: id, name: 'Diploma for Ivanov' });
    const after = (await teacher.readyList()).docs[id]!;
    expect(after).toMatchObject({
      name: 'Diploma for Ivanov',
      filename: 'Diploma_for_Ivanov',
      file: readyPaths.docFile('Diploma_for_Ivanov', id),
      thumb: readyPaths.thumb('Diploma_for_Ivanov', id),
      pdf: readyPaths.pdf('Diploma_for_Ivanov', id),
    });
    expect(allExist(filesOnDisk(app, after))).toBe(true);
    expect(noneExist(filesOnDisk(app, before))).toBe(true);
    expect((await teacher.get(after.file)).status).toBe(200);

    const folder = await teacher.readyFolder('Old name');
    await teacher.readyOk('folder', 'rename', { data_id: folder, name: 'New name' });
    expect((await teacher.readyList()).folders[folder]!.name).toBe('New name');

    // The docs checks, field by field.
    expect(
      await answer(await teacher.readyForm('doc', 'rename', { data_id: id, name: '  ' })),
    ).toEqual({ status: 400, body: refusal('name_empty', 'name') });
    expect(
      await answer(
        await teacher.readyForm('folder', 'folder-new', { name: '<b>Class</b>', parent: '' }),
      ),
    ).toEqual({ status: 400, body: refusal('name_html', 'name') });
    expect(
      await answer(await teacher.readyForm('mix', 'rename', { data_id: `doc:${id}`, name: 'Two' })),
    ).toEqual({ status: 400, body: refusal('rename_one') });
  });

  it('the trash: a folder takes its files along, restore brings them back where they were', async () => {
    const teacher = await ReadyClient.pro(app);
    const alone = await teacher.makeFile(fixture.free.id);
    const inFolder = await teacher.makeFile(fixture.free.id);
    const folder = await teacher.readyFolder('Class 5A');
    await teacher.readyOk('doc', 'move', { data_id: inFolder, folder_id: folder });

    await teacher.readyOk('folder', 'remove', { data_id: folder });
    await teacher.readyOk('doc', 'remove', { data_id: alone });
    const trash = await teacher.readyList({ trash: true });
    // The folder's file is shown through its folder only.
    expect(keys(trash.folders)).toEqual([folder]);
    expect(keys(trash.docs)).toEqual([alone]);
    expect(keys((await teacher.readyList({ view: 'all' })).docs)).toEqual([]);
    expect(await answer(await teacher.readyListRaw({ folder }))).toEqual({
      status: 400,
      body: refusal('in_trash', 'folder'),
    });

    expect(await answer(await teacher.readyForm('doc', 'remove', { data_id: alone }))).toEqual({
      status: 400,
      body: refusal('already_in_trash'),
    });
    expect(
      await answer(await teacher.readyForm('trash', 'restore', { data_id: `doc:${inFolder}` })),
    ).toEqual({ status: 400, body: refusal('trashed_with_folder') });

    const restored = await teacher.readyOk('trash', 'restore', {
      data_id: `folder:${folder},doc:${alone}`,
    });
    expect(restored).toEqual({ result: 'success', location: '/app/ready/' });
    expect(keys((await teacher.readyList({ folder })).docs)).toEqual([inFolder]);
    expect(keys((await teacher.readyList()).docs)).toEqual([alone]);
    expect(await teacher.readyList({ trash: true })).toMatchObject({ folders: {}, docs: {} });
  });

  it('a file whose folder was deleted forever comes back at the root, and the answer says so', async () => {
    const teacher = await ReadyClient.pro(app);
    const id = await teacher.makeFile(fixture.free.id);
    const folder = await teacher.readyFolder('Gone');
    await teacher.readyOk('doc', 'move', { data_id: id, folder_id: folder });
    await teacher.readyOk('doc', 'remove', { data_id: id });
    await teacher.readyOk('folder', 'remove', { data_id: folder });
    await teacher.readyOk('trash', 'remove-trash', { data_id: `folder:${folder}` });

    expect(await teacher.readyOk('trash', 'restore', { data_id: `doc:${id}` })).toEqual({
      result: 'success',
      location: '/app/ready/',
      restored_to_root: [`doc:${id}`],
      notice: readyNotices.restored_to_root,
    });
    expect((await teacher.readyList()).docs[id]!.folder).toBeNull();
  });

  it('deleting forever deletes the rows and the files on disk; clearing the trash too', async () => {
    const teacher = await ReadyClient.pro(app);
    const [one, two, three] = [
      await teacher.makeFile(fixture.free.id),
      await teacher.makeFile(fixture.free.id),
      await teacher.makeFile(fixture.free.id),
    ];
    const all = (await teacher.readyList()).docs;
    const disk = (id: string) => filesOnDisk(app, all[id]!);
    const folder = await teacher.readyFolder('Old');
    await teacher.readyOk('doc', 'move', { data_id: two, folder_id: folder });

    expect(await answer(await teacher.readyForm('doc', 'remove-trash', { data_id: one }))).toEqual({
      status: 400,
      body: refusal('not_in_trash'),
    });
    expect(allExist(disk(one!))).toBe(true);

    await teacher.readyOk('mix', 'remove', { data_id: `doc:${one},folder:${folder}` });
    await teacher.readyOk('trash', 'remove-trash', { data_id: `doc:${one},folder:${folder}` });
    expect(noneExist([...disk(one!), ...disk(two!)])).toBe(true);
    expect(allExist(disk(three!))).toBe(true);
    expect((await teacher.get(all[one!]!.file)).status).toBe(404);
    expect(await teacher.readyList({ trash: true })).toMatchObject({ folders: {}, docs: {} });
    // ready-get-docs no longer knows them.
    const known = (await (
      await teacher.visitor.post(readyPaths.readyGetDocs(), { docs: `${one},${two}` })
    ).json()) as { docs: Array<{ result: string }> };
    expect(known.docs.map((doc) => doc.result)).toEqual(['not_found', 'not_found']);

    await teacher.readyOk('doc', 'remove', { data_id: three });
    await teacher.readyOk('trash', 'clear-trash');
    expect(noneExist(disk(three!))).toBe(true);
    expect(keys((await teacher.readyList({ view: 'all' })).docs)).toEqual([]);
  });

  it("another account's files and folders answer exactly like missing ones, and nothing changes", async () => {
    const owner = await ReadyClient.pro(app);
    const id = await owner.makeFile(fixture.free.id);
    const folder = await owner.readyFolder('Mine');
    const stranger = await ReadyClient.anonymous(app);
    const own = await stranger.readyFolder('Theirs');
    const missing = { status: 404, body: refusal('not_found') };

    const attempts: Array<[Parameters<ReadyClient['readyForm']>, object]> = [
      [['doc', 'rename', { data_id: id, name: 'Mine now' }], missing],
      [['folder', 'rename', { data_id: folder, name: 'Mine now' }], missing],
      [['doc', 'move', { data_id: id, folder_id: own }], missing],
      [['folder', 'move', { data_id: own, folder_id: folder }], refusal('not_found', 'folder_id')],
      [['mix', 'remove', { data_id: `doc:${id},folder:${own}` }], missing],
      [['trash', 'remove-trash', { data_id: `doc:${id}` }], missing],
      [['trash', 'restore', { data_id: `folder:${folder}` }], missing],
      [
        ['folder', 'folder-new', { name: 'Inside', parent: folder }],
        refusal('not_found', 'parent'),
      ],
    ];
    for (const [args, expected] of attempts) {
      const got = await answer(await stranger.readyForm(...args));
      if ('status' in expected) expect(got).toEqual(expected);
      else expect(got).toEqual({ status: 404, body: expected });
    }
    expect(await answer(await stranger.readyListRaw({ folder }))).toEqual({
      status: 404,
      body: refusal('not_found', 'folder'),
    });
    await stranger.readyOk('trash', 'clear-trash');

    const untouched = await owner.readyList();
    expect(untouched.docs[id]).toMatchObject({ folder: null });
    expect(untouched.folders[folder]).toMatchObject({ name: 'Mine' });
    expect(allExist(filesOnDisk(app, untouched.docs[id]!))).toBe(true);
  });

  it('refuses malformed references and unknown views with the seeds error shape', async () => {
    const teacher = await ReadyClient.anonymous(app);
    expect(await answer(await teacher.readyForm('doc', 'remove', { data_id: '' }))).toEqual({
      status: 400,
      body: refusal('selection_empty'),
    });
    expect(
      await answer(await teacher.readyForm('mix', 'remove', { data_id: 'doc:12,file:3' })),
    ).toEqual({ status: 400, body: refusal('selection_invalid') });
    expect((await teacher.readyListRaw({ view: 'recent' })).status).toBe(400);
    expect((await answer(await teacher.readyListRaw({ folder: 'x1' }))).status).toBe(404);
  });
});
