import fs from 'node:fs';
import path from 'node:path';
import { databases, startTestApp, type TestApp } from '../../../test-support/test-app';
import { CreatorClient, eventually, StandInEngine } from '../../../test-support/creator-test-kit';
import { renderDocsFixture, type DocsFixture } from '../../../test-support/docs-test-kit';
import { rawText } from '../../../test-support/redactor-test-kit';
import { Template } from '../../templates';

let fixture: DocsFixture;
beforeAll(async () => {
  fixture = await renderDocsFixture();
}, 120_000);
afterAll(() => fixture.remove());

const IMMUTABLE = 'private, max-age=31536000, immutable';
/** The stand-in engine's thumbnail bytes (creator-test-kit). */
const ENGINE_THUMBNAIL = Buffer.from('RIFF0000WEBP');

describe.each(databases)("documents' own thumbnails on %s", (kind) => {
  let app: TestApp;
  const engine = new StandInEngine();

  beforeAll(async () => {
    app = await startTestApp(kind, { catalogueDir: fixture.catalogueDir, renderEngine: engine });
  });
  afterAll(() => app.close());

  it("shows the template's picture until the doc is edited, then the doc as the engine draws it", async () => {
    const teacher = await CreatorClient.anonymous(app);
    const doc = await teacher.createDoc(fixture.free.id);
    const template = await app.dataSource
      .getRepository(Template)
      .findOneByOrFail({ id: fixture.free.id });
    const templatePicture = fs.readFileSync(path.join(fixture.catalogueDir, template.thumbnail));
    const image = async (thumb: string) => {
      const response = await teacher.visitor.request(thumb, { csrf: false });
      return {
        status: response.status,
        cache: response.headers.get('cache-control'),
        bytes: Buffer.from(await response.arrayBuffer()),
      };
    };

    // Never edited: it looks like its template, for good; nothing is rendered.
    const fresh = await image((await teacher.list()).docs[doc]!.thumb);
    expect([fresh.status, fresh.cache, fresh.bytes.equals(templatePicture)]).toEqual([
      200,
      IMMUTABLE,
      true,
    ]);
    expect(engine.rendersOf(doc)).toBe(0);

    // Edited: a new address; the template's picture meanwhile (not kept), then the doc's own.
    const saved = await teacher.docSet(doc, {
      content: JSON.stringify(rawText('Awarded to Ivan Petrov')),
      font: 'PT Serif',
      padding: '10 20 30 40',
    });
    expect(saved.status).toBe(200);
    const thumb = (await teacher.list()).docs[doc]!.thumb;
    const first = await image(thumb);
    expect([first.status, first.cache, first.bytes.equals(templatePicture)]).toEqual([
      200,
      'private, no-cache',
      true,
    ]);
    const own = await eventually(async () => {
      const answer = await image(thumb);
      return answer.bytes.equals(ENGINE_THUMBNAIL) ? answer : undefined;
    });
    expect([own.status, own.cache]).toEqual([200, IMMUTABLE]);
    expect(engine.rendersOf(doc)).toBe(1);
    expect(engine.renders.at(-1)!.html).toContain('Awarded to Ivan Petrov');

    // Asked again and again: drawn once. Another account gets nothing.
    await image(thumb);
    expect(engine.rendersOf(doc)).toBe(1);
    const stranger = await CreatorClient.anonymous(app);
    expect((await stranger.visitor.request(thumb, { csrf: false })).status).toBe(404);
  });
});
