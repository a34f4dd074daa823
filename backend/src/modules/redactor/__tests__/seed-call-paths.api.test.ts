import { redactorErrors, redactorPaths, templateIdToUrl } from '@gramota/contracts';
import { databases, startTestApp, type TestApp } from '../../../test-support/test-app';
import {
  answer,
  EditorClient,
  rawText,
  renderRedactorFixture,
  type RedactorFixture,
} from '../../../test-support/redactor-test-kit';

let fixture: RedactorFixture;
beforeAll(async () => {
  fixture = await renderRedactorFixture();
}, 120_000);
afterAll(() => fixture.remove());

/** The editor's calls exactly as seed 001 §7 writes them (issue 30 item 24). */
describe.each(databases)('the editor calls as the seed writes them, on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(kind, { catalogueDir: fixture.catalogueDir });
  });
  afterAll(async () => {
    await app.close();
  });

  const edited = async (teacher: EditorClient, templateId: string) => {
    const doc = await teacher.createDoc(templateId);
    const saved = await teacher.docSet(doc, {
      content: JSON.stringify(rawText('Edited by the teacher')),
      font: 'PT Serif',
      padding: '10 20 30 40',
    });
    expect(saved.status).toBe(200);
    expect((await teacher.getDoc(doc)).content).toContain('Edited by the teacher');
    return doc;
  };

  it('GET /api/doc-clear/{docId} clears the document without the trailing slash, as with it', async () => {
    const teacher = await EditorClient.anonymous(app);
    const fresh = await teacher.getDoc(await teacher.createDoc(fixture.free.id));

    const doc = await edited(teacher, fixture.free.id);
    const withoutSlash = `/api/doc-clear/${doc}`;
    expect(redactorPaths.docClear(doc)).toBe(`${withoutSlash}/`);
    expect(await answer(await teacher.get(withoutSlash))).toEqual({
      status: 200,
      body: { result: 'success' },
    });
    expect((await teacher.getDoc(doc)).content).toBe(fresh.content);

    const again = await edited(teacher, fixture.free.id);
    expect(await answer(await teacher.get(redactorPaths.docClear(again)))).toEqual({
      status: 200,
      body: { result: 'success' },
    });
    expect((await teacher.getDoc(again)).content).toBe(fresh.content);

    // Someone else's document: the same 404 with or without the slash, and it stays as it was.
    const stranger = await EditorClient.anonymous(app);
    const theirs = await edited(stranger, fixture.free.id);
    for (const path of [`/api/doc-clear/${theirs}`, `/api/doc-clear/${theirs}/`])
      expect((await answer(await teacher.get(path))).status).toBe(404);
    expect((await stranger.getDoc(theirs)).content).toContain('Edited by the teacher');
  });

  it('POST /api/set-template/{docId}/{templateId}/?title_index= takes the template from the path', async () => {
    const teacher = await EditorClient.anonymous(app);
    const doc = await teacher.createDoc(fixture.free.id);
    const before = await teacher.getDoc(doc);
    const size = fixture.movable.movableTitle!.gallery.length;
    expect(size).toBeGreaterThan(1);

    const switched = await answer(
      await teacher.visitor.post(
        redactorPaths.setTemplateTo(doc, templateIdToUrl(fixture.movable.id), size - 1),
        {},
      ),
    );
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({
      result: 'success',
      format: fixture.movable.format,
      title_index: size - 1,
    });
    const after = await teacher.getDoc(doc);
    expect(after.data).toMatchObject({
      template_id: fixture.movable.id,
      format: fixture.movable.format,
      title_index: size - 1,
    });
    // The teacher's text stays.
    expect(after.content).toBe(before.content);

    // Without title_index (and in the catalogue's own 'ru:1:0' form): the template's own title.
    const other = await answer(
      await teacher.visitor.post(redactorPaths.setTemplateTo(doc, fixture.other.id), {}),
    );
    expect(other.body).toMatchObject({ result: 'success', format: fixture.other.format });
    expect((await teacher.getDoc(doc)).data.template_id).toBe(fixture.other.id);
  });

  it('set-template refuses a title picture the template lacks, or an unknown template, changing nothing', async () => {
    const teacher = await EditorClient.anonymous(app);
    const doc = await teacher.createDoc(fixture.free.id);
    const before = await teacher.getDoc(doc);
    const size = fixture.movable.movableTitle!.gallery.length;

    for (const index of [String(size), '-1', 'one', '0.5']) {
      const refused = await answer(
        await teacher.visitor.post(
          `/api/set-template/${doc}/${templateIdToUrl(fixture.movable.id)}/?title_index=${index}`,
          {},
        ),
      );
      expect(refused).toEqual({
        status: 400,
        body: {
          result: 'error',
          error_code: 'title_index_invalid',
          error_text: redactorErrors.title_index_invalid,
          name: 'title_index',
          tooltip: redactorErrors.title_index_invalid,
        },
      });
    }
    for (const templateId of ['ru-999999-0', 'nonsense', 'x'.repeat(300)]) {
      const refused = await answer(
        await teacher.visitor.post(redactorPaths.setTemplateTo(doc, templateId), {}),
      );
      expect([refused.status, refused.body.error_code]).toEqual([404, 'template_not_found']);
    }
    expect(await teacher.getDoc(doc)).toEqual(before);

    // Another teacher's document: 404, and it keeps its template.
    const stranger = await EditorClient.anonymous(app);
    const refused = await answer(
      await stranger.visitor.post(redactorPaths.setTemplateTo(doc, fixture.other.id), {}),
    );
    expect(refused.status).toBe(404);
    expect((await teacher.getDoc(doc)).data.template_id).toBe(fixture.free.id);
  });
});
