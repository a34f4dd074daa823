import { docsErrors } from '@gramota/contracts';
import { databases, startTestApp, type TestApp } from '../../../test-support/test-app';
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

describe.each(databases)('docs folders, names, moves, copies on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(kind, { catalogueDir: fixture.catalogueDir });
  });
  afterAll(async () => {
    await app.close();
  });

  it('makes folders with trimmed names and refuses bad names, changing nothing', async () => {
    const teacher = await DocsClient.anonymous(app);
    const folder = await teacher.newFolder('  New folder  ');
    expect((await teacher.list()).folders[folder]!.name).toBe('New folder');
    expect(await teacher.newFolder('New folder')).not.toBe(folder); // duplicates are fine
    expect(await teacher.newFolder('Маths < Physics & 5 > 4')).toMatch(/^f\d+$/);
    expect(await teacher.newFolder('x'.repeat(100))).toMatch(/^f\d+$/);

    const bad: Array<[string, string]> = [
      ['', 'name_empty'],
      ['   ', 'name_empty'],
      ['x'.repeat(101), 'name_too_long'],
      ['<b>Bold</b>', 'name_html'],
      ['<img src=x onerror=alert(1)>', 'name_html'],
      ['a</p>', 'name_html'],
      ['<!-- note -->', 'name_html'],
    ];
    for (const [name, code] of bad) {
      const { status, body } = await answer(await teacher.form('folder', 'folder-new', { name }));
      expect({ name, status, body }).toEqual({
        name,
        status: 400,
        body: {
          result: 'error',
          error_code: code,
          error_text: docsErrors[code as 'name_empty'],
          name: 'name',
          tooltip: docsErrors[code as 'name_empty'],
        },
      });
    }
    expect(Object.keys((await teacher.list()).folders)).toHaveLength(4);

    // Rename: same rules; docs allow up to 200 characters.
    await teacher.ok('folder', 'rename', { data_id: folder, name: 'Renamed' });
    expect((await teacher.list()).folders[folder]!.name).toBe('Renamed');
    expect(
      (await answer(await teacher.form('folder', 'rename', { data_id: folder, name: '<i>x</i>' })))
        .body.error_code,
    ).toBe('name_html');
    const doc = await teacher.createDoc(fixture.free.id);
    await teacher.ok('doc', 'rename', { data_id: doc, name: 'd'.repeat(200) });
    expect(
      (await answer(await teacher.form('doc', 'rename', { data_id: doc, name: 'd'.repeat(201) })))
        .body.error_code,
    ).toBe('doc_name_too_long');
    expect(
      (await answer(await teacher.form('mix', 'rename', { data_id: `doc:${doc}`, name: 'x' }))).body
        .error_code,
    ).toBe('rename_one');
  });

  it('moves items, refuses a folder into itself or its own subfolder, and all-or-nothing', async () => {
    const teacher = await DocsClient.anonymous(app);
    const a = await teacher.newFolder('A');
    const b = await teacher.newFolder('B', a);
    const c = await teacher.newFolder('C', b);
    const other = await teacher.newFolder('Other');
    const doc = await teacher.createDoc(fixture.free.id);

    for (const target of [a, b, c]) {
      const { status, body } = await answer(
        await teacher.form('folder', 'move', { data_id: a, folder_id: target }),
      );
      expect([status, body.error_code, body.name]).toEqual([400, 'move_into_itself', 'folder_id']);
    }
    // Mixed selection with one impossible move: nothing moves, not even the doc.
    const mixed = await answer(
      await teacher.form('mix', 'move', { data_id: `doc:${doc},folder:${a}`, folder_id: c }),
    );
    expect(mixed.body.error_code).toBe('move_into_itself');
    expect((await teacher.list()).docs[doc]!.folder).toBeNull();

    await teacher.ok('mix', 'move', { data_id: `doc:${doc},folder:${b}`, folder_id: other });
    expect(ids((await teacher.list({ folder: other })).folders)).toEqual([b]);
    expect((await teacher.list({ folder: other })).docs[doc]!.folder).toBe(other);
    expect((await teacher.list({ folder: c })).path.map((entry) => entry.name)).toEqual([
      'Other',
      'B',
      'C',
    ]);
    // Back to the root with '' or 'root'.
    await teacher.ok('doc', 'move', { data_id: doc, folder_id: 'root' });
    await teacher.ok('folder', 'move', { data_id: b, folder_id: '' });
    expect(ids((await teacher.list()).folders)).toEqual([a, b, other].sort());

    // Into a trashed folder: refused.
    await teacher.ok('folder', 'remove', { data_id: other });
    const intoTrash = await answer(
      await teacher.form('doc', 'move', { data_id: doc, folder_id: other }),
    );
    expect([intoTrash.status, intoTrash.body.error_code]).toEqual([400, 'in_trash']);
    const trashedParent = await answer(
      await teacher.form('folder', 'folder-new', { name: 'x', parent: other }),
    );
    expect([trashedParent.status, trashedParent.body.error_code]).toEqual([400, 'in_trash']);
  });

  it("refuses other accounts' ids exactly like missing ones, changing nothing", async () => {
    const owner = await DocsClient.anonymous(app);
    const stranger = await DocsClient.anonymous(app);
    const folder = await owner.newFolder('Mine');
    const doc = await owner.createDoc(fixture.free.id, folder);
    const own = await stranger.newFolder('Theirs');
    const ownDoc = await stranger.createDoc(fixture.free.id);
    const before = await owner.list({ folder });

    const notFound = { result: 'error', error_code: 'not_found', error_text: 'Not found' };
    const attempts: Array<[Promise<Response>, string]> = [
      [stranger.form('doc', 'rename', { data_id: doc, name: 'Hacked' }), 'data_id'],
      [stranger.form('folder', 'rename', { data_id: folder, name: 'Hacked' }), 'data_id'],
      [stranger.form('doc', 'move', { data_id: doc, folder_id: own }), 'data_id'],
      [stranger.form('doc', 'move', { data_id: ownDoc, folder_id: folder }), 'folder_id'],
      [stranger.form('mix', 'remove', { data_id: `doc:${ownDoc},doc:${doc}` }), 'data_id'],
      [stranger.form('trash', 'remove-trash', { data_id: `doc:${doc}` }), 'data_id'],
      [stranger.form('trash', 'restore', { data_id: `folder:${folder}` }), 'data_id'],
      [stranger.form('folder', 'folder-new', { name: 'x', parent: folder }), 'parent'],
      [stranger.get(`/api/docs-favorite/?data_id=${doc}&type=doc&do=1`), 'data_id'],
      [stranger.get(`/api/docs-copy/?data_id=${doc}`), 'data_id'],
      [
        stranger.get(`/api/create-doc/?template_id=${fixture.free.id}&folder_id=${folder}`),
        'folder_id',
      ],
    ];
    for (const [request, field] of attempts) {
      const { status, body } = await answer(await request);
      expect({ status, body }).toEqual({
        status: 404,
        body: { ...notFound, name: field, tooltip: 'Not found' },
      });
    }
    await stranger.ok('trash', 'clear-trash');
    expect(await owner.list({ folder })).toEqual(before);
    expect(ids((await stranger.list()).docs)).toEqual([ownDoc]);
  });

  it('copies a doc next to it with a language-aware name', async () => {
    const teacher = await DocsClient.anonymous(app);
    const folder = await teacher.newFolder('Copies');
    const doc = await teacher.createDoc(fixture.free.id, folder);
    await teacher.get(`/api/docs-favorite/?data_id=${doc}&type=doc&do=1`);
    app.clock.advance(1000);
    const copied = await answer(await teacher.get(`/api/docs-copy/?data_id=${doc}`));
    expect(copied.status).toBe(200);
    const copy = copied.body.data_id as string;
    const list = await teacher.list({ folder });
    expect(list.docs[copy]).toMatchObject({
      name: `${fixture.free.name} — копия`,
      folder,
      favorite: '0',
      md5: list.docs[doc]!.md5,
      template_id: fixture.free.id,
    });
    expect(list.docs[copy]!.time).toBeGreaterThan(list.docs[doc]!.time);

    // Without a chosen language the browser's counts (Kazakh browsers say kk)...
    const kazakh = (
      await answer(
        await teacher.visitor.get(`/api/docs-copy/?data_id=${doc}`, {
          'Accept-Language': 'kk-KZ,ru;q=0.5',
        }),
      )
    ).body.data_id as string;
    expect((await teacher.list({ folder })).docs[kazakh]!.name).toBe(
      `${fixture.free.name} — көшірме`,
    );
    // ...and the interface language wins over it.
    await teacher.visitor.post('/api/profile-set-settings/', {
      settings: JSON.stringify({ lng: 'de' }),
    });
    const german = (
      await answer(
        await teacher.visitor.get(`/api/docs-copy/?data_id=${doc}`, { 'Accept-Language': 'ru' }),
      )
    ).body.data_id as string;
    expect((await teacher.list({ folder })).docs[german]!.name).toBe(
      `${fixture.free.name} (Kopie)`,
    );

    expect(
      (await answer(await teacher.get(`/api/docs-copy/?data_id=${folder}`))).body.error_code,
    ).toBe('select_document');
    await teacher.ok('doc', 'remove', { data_id: doc });
    expect(
      (await answer(await teacher.get(`/api/docs-copy/?data_id=${doc}`))).body.error_code,
    ).toBe('in_trash');
  });

  it('validates selections and favourites', async () => {
    const teacher = await DocsClient.anonymous(app);
    const doc = await teacher.createDoc(fixture.free.id);
    const cases: Array<[Promise<Response>, string]> = [
      [teacher.form('mix', 'remove', {}), 'selection_empty'],
      [teacher.form('mix', 'remove', { data_id: doc }), 'selection_invalid'],
      [teacher.form('mix', 'remove', { data_id: `file:${doc}` }), 'selection_invalid'],
      [teacher.form('doc', 'remove', { data_id: `${doc},${doc}` }), 'selection_invalid'],
      [
        teacher.form('mix', 'remove', { data_id: Array(1001).fill(`doc:${doc}`).join(',') }),
        'selection_too_large',
      ],
      [teacher.get(`/api/docs-favorite/?data_id=${doc}&type=ready&do=1`), 'selection_invalid'],
    ];
    for (const [request, code] of cases)
      expect((await answer(await request)).body.error_code).toBe(code);
    expect(
      (await answer(await teacher.get('/api/docs-favorite/?data_id=f1x&type=folder&do=1'))).body
        .error_code,
    ).toBe('selection_invalid');
  });
});
