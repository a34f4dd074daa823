import fs from 'node:fs';
import path from 'node:path';
import { redactorErrors, redactorPaths, type ImageUploadAnswer } from '@gramota/contracts';
import { DECODE_SLOTS, imageGuardStats, resetImageGuardPeaks } from '../../../shared/image-guard';
import { peakRssGrowth, zeroPng } from '../../../test-support/image-bombs';
import { databases, startTestApp, type TestApp } from '../../../test-support/test-app';
import { renderDocsFixture, type DocsFixture } from '../../../test-support/docs-test-kit';
import { answer, EditorClient } from '../../../test-support/redactor-test-kit';

let fixture: DocsFixture;
beforeAll(async () => {
  fixture = await renderDocsFixture();
}, 120_000);
afterAll(() => fixture.remove());

/** Security review finding 3, for the pictures placed in documents (PRO image upload). */
describe.each(databases)('image bombs against document pictures on %s', (kind) => {
  let app: TestApp;
  let teacher: EditorClient;
  let doc: string;

  beforeAll(async () => {
    app = await startTestApp(kind, { catalogueDir: fixture.catalogueDir });
    teacher = await EditorClient.anonymous(app);
    doc = await teacher.createDoc(fixture.free.id);
    await teacher.grant(app, 'all-templates');
  });
  afterAll(async () => {
    await app.close();
  });

  const upload = (file: Uint8Array) => teacher.visitor.upload(redactorPaths.imageUpload(doc), file);
  const stored = async () => {
    const dir = path.join(app.config.dataDir, 'doc-images', await teacher.userId());
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  it.each([
    ['39,000,000 × 1', 39_000_000, 1],
    ['1 × 39,000,000', 1, 39_000_000],
  ])('refuses a %s PNG at once, storing nothing and using no memory', async (_case, w, h) => {
    const bomb = await zeroPng(w, h);
    const before = await stored();
    const started = imageGuardStats().started;
    const { result: response, mb } = await peakRssGrowth(() => upload(bomb));
    expect(await answer(response)).toEqual({
      status: 413,
      body: {
        status: 'err',
        error_code: 'image_too_large',
        error_text: redactorErrors.image_too_large,
      },
    });
    // Refused from its header: no decode took a turn.
    expect(imageGuardStats().started).toBe(started);
    expect(mb).toBeLessThan(150);
    expect(await stored()).toEqual(before);
  });

  it('answers a sliver with its own error', async () => {
    expect(await answer(await upload(await zeroPng(6000, 100)))).toEqual({
      status: 400,
      body: {
        status: 'err',
        error_code: 'image_shape_invalid',
        error_text: redactorErrors.image_shape_invalid,
      },
    });
  });

  it(`stores eight 6300 × 6300 pictures sent at once, decoding at most ${DECODE_SLOTS} at a time`, async () => {
    const big = await zeroPng(6300, 6300, 'rgb');
    resetImageGuardPeaks();
    const { result: answers, mb } = await peakRssGrowth(() =>
      Promise.all(Array.from({ length: 8 }, () => upload(big))),
    );
    for (const response of answers)
      expect(((await response.json()) as ImageUploadAnswer).width).toBe(1600);
    expect(imageGuardStats().peakActive).toBeLessThanOrEqual(DECODE_SLOTS);
    expect(imageGuardStats().peakPixels).toBeLessThan(2 * 6300 * 6300);
    expect(mb).toBeLessThan(300);
  }, 60_000);
});
