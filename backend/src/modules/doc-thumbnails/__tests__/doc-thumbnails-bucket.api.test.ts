import fs from 'node:fs';
import path from 'node:path';
import { appOnBucketForBlock } from '../../../test-support/bucket-app';
import { CreatorClient, eventually, StandInEngine } from '../../../test-support/creator-test-kit';
import { docsFixtureForFile } from '../../../test-support/docs-test-kit';
import { rawText } from '../../../test-support/redactor-test-kit';
import { databases } from '../../../test-support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The stand-in engine's thumbnail bytes (creator-test-kit). */
const ENGINE_THUMBNAIL = Buffer.from('RIFF0000WEBP');

const fixture = docsFixtureForFile();

/** Documents' own thumbnails live in the bucket several instances share (issue 33). */
describe.each(databases)("documents' own thumbnails in a bucket on %s", (kind) => {
  const { app, bucket, keysUnder } = appOnBucketForBlock(kind, () => ({
    catalogueDir: fixture.catalogueDir,
    renderEngine: new StandInEngine(),
  }));

  it('keeps the drawn thumbnail in the bucket, serves it, and removes it with the account', async () => {
    const teacher = await CreatorClient.anonymous(app);
    const doc = await teacher.createDoc(fixture.free.id);
    const saved = await teacher.docSet(doc, {
      content: JSON.stringify(rawText('Awarded to Ivan Petrov')),
      font: 'PT Serif',
      padding: '10 20 30 40',
    });
    expect(saved.status).toBe(200);
    const thumb = (await teacher.list()).docs[doc]!.thumb;
    await eventually(async () => {
      const response = await teacher.visitor.request(thumb, { csrf: false });
      const bytes = Buffer.from(await response.arrayBuffer());
      return bytes.equals(ENGINE_THUMBNAIL) ? response : undefined;
    });
    const [key, ...more] = await keysUnder('thumbs/');
    expect(more).toEqual([]);
    expect(key).toMatch(/^thumbs\/\d+_[0-9a-f]+\.webp$/);
    expect((await bucket.read(key!))!.equals(ENGINE_THUMBNAIL)).toBe(true);
    expect(fs.existsSync(path.join(app.config.dataDir, 'thumbs'))).toBe(false);

    // Unused for longer than anonymous accounts are kept: the account goes, its thumbnails too.
    app.clock.advance(91 * DAY_MS);
    expect((await app.sweepAnonymousAccounts()).removedAccounts).toBe(1);
    expect(await keysUnder('thumbs/')).toEqual([]);
  });
});
