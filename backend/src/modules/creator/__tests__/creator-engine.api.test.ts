import sharp from 'sharp';
import { creatorPaths, readyPaths } from '@gramota/contracts';
import { databases, startTestApp, type TestApp } from '../../../test-support/test-app';
import { renderDocsFixture, type DocsFixture } from '../../../test-support/docs-test-kit';
import { CHROMIUM, CreatorClient, withChromium } from '../../../test-support/creator-test-kit';

let fixture: DocsFixture;
beforeAll(async () => {
  fixture = await renderDocsFixture();
}, 120_000);
afterAll(() => fixture.remove());

describe('the real engine without Chromium', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('sqlite', {
      catalogueDir: fixture.catalogueDir,
      config: { chromiumPath: '/nowhere/chromium' },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers server_error naming what to install, and makes no job', async () => {
    const teacher = await CreatorClient.anonymous(app);
    const doc = await teacher.createDoc(fixture.free.id);
    const response = await teacher.create(doc, 'print', 'undonate');
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ result: 'server_error', doc: '' });
    expect(body.error_text).toEqual(expect.stringContaining('apt-get install -y chromium'));
    expect(body.error_text).toEqual(expect.stringContaining('/nowhere/chromium'));
    // The create-files job's call answers the same way.
    expect(await (await teacher.get(creatorPaths.createFile(doc))).json()).toMatchObject({
      result: 'server_error',
      doc: '',
      error_text: expect.stringContaining('apt-get install -y chromium'),
    });
  });
});

withChromium.each(databases)('print and export with the real engine on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind, {
      catalogueDir: fixture.catalogueDir,
      config: { chromiumPath: CHROMIUM },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('makes a print-quality JPEG, a thumbnail and a PDF, served under /data/doc/', async () => {
    const teacher = await CreatorClient.anonymous(app);
    await teacher.grant(app, 'all-templates');
    const doc = await teacher.createDoc(fixture.free.id);
    for (const type of ['export', 'print'] as const) {
      const created = await teacher.created(doc, type);
      expect(created.result).toBe('success');
      const status = await teacher.settled(doc, created.doc);
      expect(status).toMatchObject({ result: 'success', status: 'ready' });
      expect(status.url).toBe(
        type === 'print'
          ? readyPaths.pdf(created.filename, created.doc)
          : readyPaths.docFile(created.filename, created.doc),
      );
      const jpeg = await teacher.get(readyPaths.docFile(created.filename, created.doc));
      expect(jpeg.status).toBe(200);
      const picture = await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata();
      expect(picture.format).toBe('jpeg');
      expect(picture.width).toBeGreaterThanOrEqual(2480);
      const thumb = await teacher.get(readyPaths.thumb(created.filename, created.doc));
      expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).format).toBe('webp');
      const pdf = await teacher.get(readyPaths.pdf(created.filename, created.doc));
      expect(pdf.status).toBe(200);
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
  }, 120_000);
});
