import { docsNotices } from '@gramota/contracts';
import { profileOf } from '../../../test-support/accounts';
import { databases, startTestApp, type TestApp } from '../../../test-support/test-app';
import { DocContent } from '../doc-content.entity';
import { Doc } from '../doc.entity';
import {
  answer,
  DocsClient,
  ids,
  renderDocsFixture,
  type DocsFixture,
} from '../../../test-support/docs-test-kit';

let fixture: DocsFixture;
beforeAll(async () => {
  fixture = await renderDocsFixture();
}, 120_000);
afterAll(() => fixture.remove());

describe.each(databases)('docs trash on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(kind, { catalogueDir: fixture.catalogueDir });
  });
  afterAll(async () => {
    await app.close();
  });

  /** A folder with a subfolder and a doc in each, plus a doc at the root. */
  async function tree(teacher: DocsClient) {
    const folder = await teacher.newFolder('Term 1');
    const sub = await teacher.newFolder('Week 1', folder);
    const inFolder = await teacher.createDoc(fixture.free.id, folder);
    const inSub = await teacher.createDoc(fixture.free.id, sub);
    const atRoot = await teacher.createDoc(fixture.pro.id);
    return { folder, sub, inFolder, inSub, atRoot };
  }

  it('takes a folder to the trash with its contents, shown through the folder only', async () => {
    const teacher = await DocsClient.anonymous(app);
    const { folder, sub, inFolder, inSub, atRoot } = await tree(teacher);
    await teacher.ok('folder', 'remove', { data_id: folder });

    const trash = await teacher.list({ trash: true });
    expect(ids(trash.folders)).toEqual([folder]);
    expect(ids(trash.docs)).toEqual([]);
    const root = await teacher.list();
    expect(ids(root.folders)).toEqual([]);
    expect(ids(root.docs)).toEqual([atRoot]);
    expect(root.total_docs).toBe(1);
    expect(ids((await teacher.list({ sq: 'Week' })).folders)).toEqual([]);

    // Twice: a clear error, also for what went along with the folder.
    for (const [type, id] of [
      ['folder', folder],
      ['folder', sub],
      ['doc', inSub],
    ] as const) {
      const again = await answer(await teacher.form(type, 'remove', { data_id: id }));
      expect([again.status, again.body.error_code]).toEqual([400, 'already_in_trash']);
    }
    // Opening a trashed folder: 'Recover document or folder before opening!'
    expect((await answer(await teacher.listRaw({ folder: sub }))).body.error_code).toBe('in_trash');
    // What went along cannot be restored or deleted on its own.
    const alone = await answer(
      await teacher.form('trash', 'restore', { data_id: `doc:${inFolder}` }),
    );
    expect(alone.body.error_code).toBe('trashed_with_folder');

    const restored = await answer(
      await teacher.form('trash', 'restore', { data_id: `folder:${folder}` }),
    );
    expect(restored).toEqual({ status: 200, body: { result: 'success', location: '/app/docs/' } });
    expect(ids((await teacher.list({ folder: sub })).docs)).toEqual([inSub]);
    expect(ids((await teacher.list({ folder })).docs)).toEqual([inFolder]);
    expect((await teacher.list()).total_docs).toBe(3);
    expect(await teacher.list({ trash: true })).toMatchObject({ folders: {}, docs: {} });
  });

  it('restores to the root when the folder was deleted forever or is in the trash, and says so', async () => {
    const teacher = await DocsClient.anonymous(app);
    const { folder, sub, inFolder, inSub } = await tree(teacher);
    // Removed on its own first, then its folder: two trash entries.
    await teacher.ok('doc', 'remove', { data_id: inSub });
    await teacher.ok('folder', 'remove', { data_id: sub });
    expect(ids((await teacher.list({ trash: true })).docs)).toEqual([inSub]);

    // Its folder is in the trash: the doc comes back at the root.
    const first = await answer(await teacher.form('trash', 'restore', { data_id: `doc:${inSub}` }));
    expect(first.body).toEqual({
      result: 'success',
      location: '/app/docs/',
      restored_to_root: [`doc:${inSub}`],
      notice: docsNotices.restored_to_root,
    });
    expect((await teacher.list()).docs[inSub]!.folder).toBeNull();

    // Sub removed on its own, then its parent removed and deleted forever: sub stays in the
    // trash and comes back at the root.
    await teacher.ok('folder', 'remove', { data_id: folder });
    expect(ids((await teacher.list({ trash: true })).folders)).toEqual([folder, sub].sort());
    await teacher.ok('trash', 'remove-trash', { data_id: `folder:${folder}` });
    expect(ids((await teacher.list({ trash: true })).folders)).toEqual([sub]);
    expect((await answer(await teacher.listRaw({ folder }))).status).toBe(404);
    const second = await answer(
      await teacher.form('trash', 'restore', { data_id: `folder:${sub}` }),
    );
    expect(second.body.restored_to_root).toEqual([`folder:${sub}`]);
    expect((await teacher.list()).folders[sub]!.parent).toBeNull();
    // The doc that went to the trash with `folder` is gone for good.
    expect((await answer(await teacher.get(`/api/docs-copy/?data_id=${inFolder}`))).status).toBe(
      404,
    );
  });

  it('restores a folder and its separately removed subfolder together, parent first', async () => {
    const teacher = await DocsClient.anonymous(app);
    const { folder, sub } = await tree(teacher);
    await teacher.ok('folder', 'remove', { data_id: sub });
    await teacher.ok('folder', 'remove', { data_id: folder });
    const both = await answer(
      await teacher.form('trash', 'restore', { data_id: `folder:${sub},folder:${folder}` }),
    );
    expect(both.body).toEqual({ result: 'success', location: '/app/docs/' });
    expect((await teacher.list({ folder })).folders[sub]!.parent).toBe(folder);
  });

  it('deletes forever, clears the trash, and keeps mix operations all-or-nothing', async () => {
    const teacher = await DocsClient.anonymous(app);
    const { folder, inFolder, atRoot } = await tree(teacher);
    const loose = await teacher.createDoc(fixture.free.id);

    // A mix with one item already in the trash: nothing is removed.
    await teacher.ok('doc', 'remove', { data_id: loose });
    const mixed = await answer(
      await teacher.form('mix', 'remove', { data_id: `doc:${atRoot},doc:${loose}` }),
    );
    expect(mixed.body.error_code).toBe('already_in_trash');
    expect(ids((await teacher.list()).docs)).toContain(atRoot);

    // Removing a folder together with a doc inside it: one trash entry for both.
    await teacher.ok('mix', 'remove', {
      data_id: `folder:${folder},doc:${inFolder},doc:${atRoot}`,
    });
    const trash = await teacher.list({ trash: true });
    expect(ids(trash.folders)).toEqual([folder]);
    expect(ids(trash.docs)).toEqual([atRoot, loose].sort());

    // Delete forever needs items in the trash; one active item refuses the lot.
    const active = await teacher.createDoc(fixture.free.id);
    const refused = await answer(
      await teacher.form('trash', 'remove-trash', { data_id: `doc:${loose},doc:${active}` }),
    );
    expect(refused.body.error_code).toBe('not_in_trash');
    expect(ids((await teacher.list({ trash: true })).docs)).toContain(loose);

    await teacher.ok('trash', 'remove-trash', { data_id: `doc:${loose}` });
    expect(ids((await teacher.list({ trash: true })).docs)).toEqual([atRoot]);
    await teacher.ok('trash', 'clear-trash');
    expect(await teacher.list({ trash: true })).toMatchObject({ folders: {}, docs: {} });
    const root = await teacher.list();
    expect(ids(root.docs)).toEqual([active]);
    expect(root.total_docs).toBe(1);
  });

  it('keeps total_docs equal to the rows, and deletes contents with their docs', async () => {
    const teacher = await DocsClient.anonymous(app);
    const { folder, sub, inSub, atRoot } = await tree(teacher);
    const userId = (await profileOf(teacher.visitor)).id;
    const truth = () => app.dataSource.getRepository(Doc).countBy({ userId, trashed: false });
    const steps: Array<() => Promise<unknown>> = [
      () => teacher.ok('doc', 'remove', { data_id: inSub }),
      () => teacher.ok('doc', 'remove', { data_id: inSub }).catch(() => undefined),
      () => teacher.ok('mix', 'remove', { data_id: `folder:${folder},doc:${atRoot}` }),
      () => teacher.ok('trash', 'restore', { data_id: `doc:${inSub}` }),
      () => teacher.ok('trash', 'restore', { data_id: `folder:${folder}` }),
      () => teacher.ok('folder', 'remove', { data_id: sub }),
      () => teacher.ok('trash', 'remove-trash', { data_id: `folder:${sub}` }),
      () => teacher.get(`/api/docs-copy/?data_id=${atRoot}`),
      () => teacher.ok('trash', 'clear-trash'),
    ];
    for (const step of steps) {
      await step();
      expect((await teacher.list()).total_docs).toBe(await truth());
    }
    // Deleting forever took the docs' contents along (foreign key ON DELETE CASCADE).
    const docs = new Set(
      (await app.dataSource.getRepository(Doc).find({ select: { id: true } })).map((doc) => doc.id),
    );
    const contents = await app.dataSource
      .getRepository(DocContent)
      .find({ select: { docId: true } });
    expect(contents.filter((row) => !docs.has(row.docId))).toEqual([]);
    expect(contents.length).toBe(docs.size);
  });

  it('searches inside the trash', async () => {
    const teacher = await DocsClient.anonymous(app);
    const doc = await teacher.createDoc(fixture.free.id);
    await teacher.ok('doc', 'rename', { data_id: doc, name: 'Spring concert' });
    await teacher.ok('doc', 'remove', { data_id: doc });
    expect(ids((await teacher.list({ trash: true, sq: 'concert' })).docs)).toEqual([doc]);
    expect(ids((await teacher.list({ trash: true, sq: 'winter' })).docs)).toEqual([]);
    expect(ids((await teacher.list({ sq: 'concert' })).docs)).toEqual([]);
  });
});
