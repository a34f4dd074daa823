import { accountPaths, DOCS_LIMITS, docsErrors } from '@gramota/contracts';
import { profileOf } from '../../../test-support/accounts';
import { databases, startTestApp, type TestApp } from '../../../test-support/test-app';
import { DocFolder } from '../doc-folder.entity';
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

describe.each(databases)('docs-get on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(kind, { catalogueDir: fixture.catalogueDir });
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists a folder with its breadcrumbs, the root, and counts every active doc', async () => {
    const teacher = await DocsClient.anonymous(app);
    expect(await teacher.list()).toEqual({
      result: 'success',
      folders: {},
      docs: {},
      path: [],
      total_docs: 0,
    });

    const school = await teacher.newFolder('School');
    const grade = await teacher.newFolder('Grade 5', school);
    const atRoot = await teacher.createDoc(fixture.free.id);
    const inGrade = await teacher.createDoc(fixture.pro.id, grade);

    const root = await teacher.list({ folder: 'root' });
    expect(ids(root.folders)).toEqual([school]);
    expect(ids(root.docs)).toEqual([atRoot]);
    expect(root.total_docs).toBe(2);
    expect(root.path).toEqual([]);
    expect(root.folders[school]).toMatchObject({
      id: school,
      name: 'School',
      parent: null,
      favorite: '0',
    });

    const inside = await teacher.list({ folder: grade });
    expect(ids(inside.docs)).toEqual([inGrade]);
    expect(inside.path).toEqual([
      { id: school, name: 'School' },
      { id: grade, name: 'Grade 5' },
    ]);
    const doc = inside.docs[inGrade]!;
    expect(doc).toMatchObject({
      id: inGrade,
      name: fixture.pro.name,
      folder: grade,
      favorite: '0',
      type: fixture.pro.category,
      template_id: fixture.pro.id,
      format: fixture.pro.format,
      pro: '1',
    });
    expect(doc.md5).toMatch(/^[0-9a-f]{32}$/);
    expect(doc.time).toBeGreaterThan(Date.now() - 60_000);
    expect(doc['edit-time']).toBe(doc.time);
    expect(doc.thumb).toMatch(new RegExp(`^/api/doc-thum/${inGrade}/[0-9a-f]{16}/$`));
    // Doc and folder ids never collide in one list.
    expect(school).toMatch(/^f\d+$/);
    expect(atRoot).toMatch(/^\d+$/);
  });

  it('answers recent, favourite, by-type and search views across folders', async () => {
    const teacher = await DocsClient.anonymous(app);
    const folder = await teacher.newFolder('Autumn fair');
    const first = await teacher.createDoc(fixture.free.id, folder);
    app.clock.advance(1000);
    const second = await teacher.createDoc(fixture.pro.id);
    await teacher.ok('doc', 'rename', { data_id: second, name: 'Fair winner' });

    const recent = await teacher.list({ view: 'recent' });
    expect(ids(recent.docs)).toEqual([first, second].sort());
    expect(recent.docs[second]!.time).toBeGreaterThan(recent.docs[first]!.time);
    expect(recent.folders).toEqual({});

    expect(
      await answer(await teacher.get(`/api/docs-favorite/?data_id=${first}&type=doc&do=1`)),
    ).toEqual({
      status: 200,
      body: { result: 'success', data_id: first, favorite: '1' },
    });
    await teacher.get(`/api/docs-favorite/?data_id=${folder}&type=folder&do=1`);
    const favorite = await teacher.list({ view: 'favorite' });
    expect(ids(favorite.docs)).toEqual([first]);
    expect(ids(favorite.folders)).toEqual([folder]);
    await teacher.get(`/api/docs-favorite/?data_id=${first}&type=doc&do=0`);
    expect(ids((await teacher.list({ view: 'favorite' })).docs)).toEqual([]);

    const byType = await teacher.list({ view: 'types', type: fixture.free.category as 'g' });
    expect(ids(byType.docs)).toContain(first);

    // Search: case-insensitive, docs and folders, across the account; % and _ are literal.
    const found = await teacher.list({ sq: 'FAIR' });
    expect(ids(found.docs)).toEqual([second]);
    expect(ids(found.folders)).toEqual([folder]);
    expect(ids((await teacher.list({ sq: '%%%' })).docs)).toEqual([]);

    // Any characters, any alphabet, in the middle of a word; a renamed doc is found by its new name.
    await teacher.ok('doc', 'rename', { data_id: first, name: 'Грамота «Лучший» 100% "ученик"' });
    for (const text of ['ЛУЧШ', '100%', '"уч', 'амота «л'])
      expect(ids((await teacher.list({ sq: text })).docs)).toEqual([first]);
    expect(ids((await teacher.list({ sq: 'Autumn' })).docs)).toEqual([]);
    expect(ids((await teacher.list({ sq: '10_%' })).docs)).toEqual([]);
  });

  it('answers breadcrumbs from the top down however deep the folder, built fresh or cached alike', async () => {
    const teacher = await DocsClient.anonymous(app);
    const names = ['Year 2025', 'Grade 5', 'Class 5B', 'Olympiad', 'Round 1'];
    const chain: string[] = [];
    for (const name of names) chain.push(await teacher.newFolder(name, chain[chain.length - 1]));
    const deepest = chain[chain.length - 1]!;
    const doc = await teacher.createDoc(fixture.free.id, deepest);
    const fresh = await teacher.list({ folder: deepest, nocache: true });
    expect(fresh.path).toEqual(names.map((name, index) => ({ id: chain[index], name })));
    expect(ids(fresh.docs)).toEqual([doc]);
    expect(fresh.total_docs).toBe(1);
    expect(await teacher.list({ folder: deepest })).toEqual(fresh);
    expect((await teacher.list({ folder: chain[1]!, nocache: true })).path).toEqual([
      { id: chain[0], name: names[0] },
      { id: chain[1], name: names[1] },
    ]);
  });

  it('refuses bad queries with a clear error', async () => {
    const teacher = await DocsClient.anonymous(app);
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ sq: 'ab' }, 400, 'search_too_short'],
      [{ sq: 'x'.repeat(DOCS_LIMITS.searchMax + 1) }, 400, 'search_too_long'],
      [{ view: 'everything' }, 400, 'view_invalid'],
      [{ view: 'types', type: 'z' }, 400, 'type_invalid'],
      [{ folder: 'f999999' }, 404, 'not_found'],
      [{ folder: '../etc' }, 404, 'not_found'],
      [{ trash: 'maybe' }, 400, 'action_invalid'],
    ];
    for (const [query, status, code] of cases) {
      const { status: got, body } = await answer(await teacher.listRaw(query));
      expect({ query, got, code: body.error_code }).toEqual({ query, got: status, code });
    }
    const short = await answer(await teacher.listRaw({ sq: 'ab' }));
    expect(short.body).toMatchObject({
      result: 'error',
      error_text: docsErrors.search_too_short,
      name: 'sq',
    });
  });

  it('answers a repeated list from its cache, yet shows any write at once, even one made outside the docs module', async () => {
    const teacher = await DocsClient.anonymous(app);
    const stranger = await DocsClient.anonymous(app);
    const folder = await teacher.newFolder('Grade 7');
    const doc = await teacher.createDoc(fixture.free.id, folder);
    const first = await teacher.list({ folder });
    expect(await teacher.list({ folder })).toEqual(first);
    expect(await teacher.list({ folder, nocache: true })).toEqual(first);

    // Straight to the tables, past every service: the database's triggers bump the list version.
    const docs = app.dataSource.getRepository(Doc);
    const folders = app.dataSource.getRepository(DocFolder);
    await docs.update({ id: Number(doc) }, { name: 'Renamed in SQL', nameLower: 'renamed in sql' });
    await folders.update({ id: Number(folder.slice(1)) }, { name: 'Grade 8' });
    const renamed = await teacher.list({ folder });
    expect(renamed.docs[doc]?.name).toBe('Renamed in SQL');
    expect(renamed.path).toEqual([{ id: folder, name: 'Grade 8' }]);
    expect(ids((await teacher.list({ sq: 'in sql' })).docs)).toEqual([doc]);

    // Rows moved to another account (what an account merge does) leave both lists.
    const strangerId = (await profileOf(stranger.visitor)).id;
    await stranger.list({ folder: 'root' });
    await folders.update({ id: Number(folder.slice(1)) }, { userId: strangerId, parentId: null });
    await docs.update({ id: Number(doc) }, { userId: strangerId });
    expect(ids((await teacher.list({ folder: 'root' })).folders)).toEqual([]);
    expect(ids((await stranger.list({ folder: 'root' })).folders)).toEqual([folder]);
    expect(ids((await stranger.list({ folder })).docs)).toEqual([doc]);

    await docs.delete({ id: Number(doc) });
    expect(ids((await stranger.list({ folder })).docs)).toEqual([]);
  });

  it("never shows another account's items, and a foreign api key is 403", async () => {
    const owner = await DocsClient.anonymous(app);
    const stranger = await DocsClient.anonymous(app);
    const folder = await owner.newFolder('Private');
    await owner.createDoc(fixture.free.id, folder);

    expect((await answer(await stranger.listRaw({ folder }))).status).toBe(404);
    expect(await stranger.list({ sq: 'Private' })).toMatchObject({
      folders: {},
      docs: {},
      total_docs: 0,
    });
    const foreignKey = await stranger.get(`/api/docs-get/${owner.userKey}/`);
    expect(await answer(foreignKey)).toEqual({
      status: 403,
      body: { result: 'forbidden', error_code: 'forbidden', error_text: 'Forbidden' },
    });
  });

  it('serves granted access with docs_full and refuses it without', async () => {
    const owner = await DocsClient.registered(app);
    const withDocs = await DocsClient.registered(app);
    const withoutDocs = await DocsClient.registered(app);
    const ownerId = (await profileOf(owner.visitor)).id;
    const doc = await owner.createDoc(fixture.free.id);
    await owner.visitor.post(accountPaths.accessGrant, {
      user: withDocs.email,
      permissions: 'docs_full',
    });
    await owner.visitor.post(accountPaths.accessGrant, {
      user: withoutDocs.email,
      permissions: 'print_view',
    });

    for (const member of [withDocs, withoutDocs]) {
      expect(
        (await member.visitor.post(accountPaths.accessSwitch, { owner_id: ownerId })).status,
      ).toBe(200);
    }
    // Switched in, the list URL carries the owner's key (login-check's user_key).
    const shared = new DocsClient(withDocs.visitor, owner.userKey);
    expect(ids((await shared.list()).docs)).toEqual([doc]);
    const folder = await shared.newFolder('Made by a colleague');
    expect(ids((await owner.list()).folders)).toEqual([folder]);

    const refused = new DocsClient(withoutDocs.visitor, owner.userKey);
    const forbidden = { result: 'forbidden', error_code: 'forbidden', error_text: 'Forbidden' };
    expect(await answer(await refused.listRaw({}))).toEqual({ status: 403, body: forbidden });
    expect(await answer(await refused.form('folder', 'folder-new', { name: 'x' }))).toEqual({
      status: 403,
      body: forbidden,
    });
    expect(await answer(await refused.get(`/api/docs-copy/?data_id=${doc}`))).toEqual({
      status: 403,
      body: forbidden,
    });
    const getDoc = await refused.get(`/api/get-doc/${doc}/`);
    expect([getDoc.status, await getDoc.text()]).toEqual([403, 'forbidden']);
    expect((await owner.list()).total_docs).toBe(1);
  });
});
