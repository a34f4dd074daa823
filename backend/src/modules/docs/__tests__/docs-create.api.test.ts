import fs from 'node:fs';
import path from 'node:path';
import {
  accountPaths,
  CSRF_HEADER,
  DOC_PAGE_CLASS,
  docsPaths,
  parseGetDoc,
  templateIdToUrl,
} from '@gramota/contracts';
import { GOOD_PASSWORD, profileOf } from '../../../test-support/accounts';
import { databases, startTestApp, type TestApp } from '../../../test-support/test-app';
import { LicencesService } from '../../licences';
import { Template } from '../../templates';
import { sanitizeDocContent } from '../content-sanitizer';
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

describe.each(databases)('create-doc, get-doc, doc-thum, creater-check on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(kind, { catalogueDir: fixture.catalogueDir });
  });
  afterAll(async () => {
    await app.close();
  });

  it('creates a doc from a catalogue template and serves it through get-doc', async () => {
    const teacher = await DocsClient.anonymous(app);
    const folder = await teacher.newFolder('Diplomas');
    const created = await answer(
      await teacher.get(
        docsPaths.createDoc({
          template_id: templateIdToUrl(fixture.free.id),
          folder_id: folder,
          search_id: 's1',
        }),
      ),
    );
    expect(created.body).toEqual({ result: 'success', doc: expect.stringMatching(/^\d+$/) });
    const doc = created.body.doc as string;

    const response = await teacher.get(docsPaths.getDoc(doc));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const parts = parseGetDoc(await response.text());
    if (parts.result !== 'success') throw new Error('get-doc was forbidden');
    const template = (await (
      await teacher.get(`/api/template-get/${fixture.free.id}/`)
    ).json()) as Record<string, unknown>;
    expect(parts.data).toMatchObject({
      id: doc,
      name: fixture.free.name,
      type: fixture.free.category,
      folder,
      trash: '0',
      pro: '0',
      template_id: fixture.free.id,
      template_data: 'catalogue',
      format: fixture.free.format,
      img_redactor: template.img_redactor,
      fields_redactor: '1',
      is_title_movable: template.is_title_movable,
      titles_float: '0|0',
      font: fixture.free.font,
      padding: template.padding,
      fields: fixture.free.fields,
      values: Object.fromEntries(
        (fixture.free.fields ?? []).map((field) => [field.id, field.default]),
      ),
    });
    expect(parts.fontStyle).toBe(`.${DOC_PAGE_CLASS}{font-family:'${fixture.free.font}'}`);
    // The template's default content, through the allowlist (which only rewrites <br> as <br />).
    expect(parts.content).toBe(sanitizeDocContent(template.content as string));
    expect(parts.content.replace(/<br \/>/g, '<br>')).toBe(template.content);
    expect(parts.data.md5).toBe((await teacher.list({ folder })).docs[doc]!.md5);

    // A template with a movable title: the gallery comes from the template.
    const titled = await teacher.createDoc(fixture.movable.id);
    const titledParts = parseGetDoc(await (await teacher.get(docsPaths.getDoc(titled))).text());
    expect(titledParts).toMatchObject({ data: { is_title_movable: '1', fields_redactor: '0' } });

    // Someone else, a malformed id, a missing id: the same 'forbidden'.
    const stranger = await DocsClient.anonymous(app);
    for (const id of [doc, 'abc', '99999999']) {
      const refused = await stranger.get(`/api/get-doc/${id}/`);
      expect([refused.status, await refused.text()]).toEqual([403, 'forbidden']);
    }
  });

  it('refuses unknown templates and foreign folders, and creates nothing', async () => {
    const teacher = await DocsClient.anonymous(app);
    for (const templateId of ['ru:999999:0', 'nonsense', '']) {
      const refused = await answer(
        await teacher.get(docsPaths.createDoc({ template_id: templateId })),
      );
      expect([refused.status, refused.body.error_code, refused.body.name]).toEqual([
        404,
        'template_not_found',
        'template_id',
      ]);
    }
    const missing = await answer(
      await teacher.get(
        docsPaths.createDoc({ template_id: fixture.free.id, folder_id: 'f424242' }),
      ),
    );
    expect([missing.status, missing.body.error_code]).toEqual([404, 'not_found']);
    expect((await teacher.list()).total_docs).toBe(0);
  });

  it('serves the thumbnail as an image, cached for good, to the owner only', async () => {
    const teacher = await DocsClient.anonymous(app);
    const doc = await teacher.createDoc(fixture.pro.id);
    const { thumb } = (await teacher.list()).docs[doc]!;
    // An <img> request: the session cookie but no X-Requested-With.
    const image = await teacher.visitor.request(thumb, { csrf: false });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const row = await app.dataSource
      .getRepository(Template)
      .findOneByOrFail({ id: fixture.pro.id });
    const expected = fs.readFileSync(path.join(fixture.catalogueDir, row.thumbnail));
    expect(Buffer.from(await image.arrayBuffer()).equals(expected)).toBe(true);

    const stranger = await DocsClient.anonymous(app);
    expect((await stranger.visitor.request(thumb, { csrf: false })).status).toBe(404);
    expect((await app.request(thumb, { csrf: false })).status).toBe(404); // no session cookie
    expect(
      (await teacher.visitor.request(`/api/doc-thum/${doc}/not-a-hash/`, { csrf: false })).status,
    ).toBe(404);
    // Other docs calls still need the header.
    const forged = await teacher.visitor.request(docsPaths.docsCopy(doc), { csrf: false });
    expect(forged.status).toBe(403);
    expect(forged.headers.get(CSRF_HEADER)).toBeNull();
  });

  it('checks a selection before making files: only docs, at most 30, PRO needs a licence', async () => {
    const teacher = await DocsClient.registered(app);
    const folder = await teacher.newFolder('Folder');
    const free = await teacher.createDoc(fixture.free.id);
    const pro = await teacher.createDoc(fixture.pro.id);
    const check = async (dataId: string) =>
      answer(await teacher.visitor.post(docsPaths.createrCheck(), { data_id: dataId }));

    expect((await check(free)).body).toEqual({ result: 'success' });
    expect((await check(`doc:${free},folder:${folder}`)).body).toEqual({
      result: 'false',
      alert: 'need-only-docs',
    });
    expect((await check(folder)).body).toEqual({ result: 'false', alert: 'need-only-docs' });
    expect((await check(`doc:${free},doc:${pro}`)).body).toEqual({
      result: 'false',
      alert: 'need-pro',
    });

    const many: string[] = [];
    for (let index = 0; index < 31; index += 1)
      many.push(`doc:${await teacher.createDoc(fixture.free.id)}`);
    expect((await check(many.slice(0, 30).join(','))).body).toEqual({ result: 'success' });
    const tooMany = await check(many.join(','));
    expect([tooMany.status, tooMany.body.error_code]).toEqual([400, 'more_than_30']);

    const stranger = await DocsClient.anonymous(app);
    const foreign = await answer(
      await stranger.visitor.post(docsPaths.createrCheck(), { data_id: free }),
    );
    expect([foreign.status, foreign.body.error_code]).toEqual([404, 'not_found']);

    // A licence for that template, granted through the licences service, lifts need-pro.
    const userId = (await profileOf(teacher.visitor)).id;
    const licences = new LicencesService(app.dataSource, app.clock.now);
    const licence = await licences.grant(userId, {
      kind: 'template',
      templateId: fixture.pro.id,
      until: '2099-12-31',
    });
    expect((await check(`doc:${free},doc:${pro}`)).body).toEqual({ result: 'success' });
    await licences.revoke(licence.id);
    expect((await check(pro)).body).toEqual({ result: 'false', alert: 'need-pro' });
    await licences.grant(userId, { kind: 'all-templates', until: '2099-12-31' });
    expect((await check(pro)).body).toEqual({ result: 'success' });
  });

  it('leaves the creator calls to the creator module (tested there): no such job is a 404', async () => {
    const teacher = await DocsClient.anonymous(app);
    const status = await answer(await teacher.get(docsPaths.createrGetStatus(['999999'])));
    expect(status.status).toBe(404);
  });

  it("keeps an anonymous visitor's docs and folders after logging into an existing account", async () => {
    const account = await DocsClient.registered(app);
    const kept = await account.createDoc(fixture.free.id);
    await account.logout();

    const visitor = await DocsClient.anonymous(app);
    const folder = await visitor.newFolder('Made before login');
    const inFolder = await visitor.createDoc(fixture.free.id, folder);
    const trashed = await visitor.createDoc(fixture.pro.id);
    await visitor.ok('doc', 'remove', { data_id: trashed });

    const login = await visitor.visitor.post(accountPaths.loginAuth, {
      email: account.email,
      pwd: GOOD_PASSWORD,
    });
    expect(login.status).toBe(200);
    const merged = new DocsClient(visitor.visitor, (await visitor.visitor.loginCheck()).user_key);
    expect(merged.userKey).toBe(account.userKey);
    const root = await merged.list();
    expect(ids(root.docs)).toEqual([kept]);
    expect(ids(root.folders)).toEqual([folder]);
    expect(ids((await merged.list({ folder })).docs)).toEqual([inFolder]);
    expect(ids((await merged.list({ trash: true })).docs)).toEqual([trashed]);
    expect(root.total_docs).toBe(2);
  });
});
