import fs from 'node:fs';
import path from 'node:path';
import { redactorPaths, type ImageUploadAnswer } from '@gramota/contracts';
import sharp from 'sharp';
import { appOnBucketForBlock } from '../../../test-support/bucket-app';
import { docsFixtureForFile } from '../../../test-support/docs-test-kit';
import { EditorClient } from '../../../test-support/redactor-test-kit';
import { databases } from '../../../test-support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

const fixture = docsFixtureForFile();

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

/** Pictures placed in documents live in the bucket several instances share (issue 33). */
describe.each(databases)('document pictures in a bucket on %s', (kind) => {
  const { app, bucket, keysUnder } = appOnBucketForBlock(kind, () => ({
    catalogueDir: fixture.catalogueDir,
  }));

  it('stores an upload in the bucket, serves it to its account, and removes it with the account', async () => {
    const teacher = await EditorClient.anonymous(app);
    const doc = await teacher.createDoc(fixture.free.id);
    await teacher.grant(app, 'all-templates');
    const userId = await teacher.userId();
    const response = await teacher.visitor.upload(
      redactorPaths.imageUpload(doc),
      await photo(2000, 1000),
    );
    const body = (await response.json()) as ImageUploadAnswer;
    expect(body).toMatchObject({ status: 'ok', width: 1600, height: 800 });
    const name = path.posix.basename(body.file!.slice(0, -1));
    const key = `doc-images/${userId}/${name}`;
    expect(await keysUnder(`doc-images/${userId}/`)).toEqual([key]);
    expect(fs.existsSync(path.join(app.config.dataDir, 'doc-images'))).toBe(false);

    const served = await teacher.visitor.request(body.file!, { csrf: false });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await served.arrayBuffer()).equals((await bucket.read(key))!)).toBe(true);
    const stranger = await EditorClient.anonymous(app);
    expect((await stranger.visitor.request(body.file!, { csrf: false })).status).toBe(404);

    // Unused for longer than anonymous accounts are kept: the account goes, its pictures too.
    app.clock.advance(91 * DAY_MS);
    expect((await app.sweepAnonymousAccounts()).removedAccounts).toBeGreaterThanOrEqual(1);
    expect(await keysUnder(`doc-images/${userId}/`)).toEqual([]);
  });

  it('answers 404 for a picture gone from the bucket', async () => {
    const teacher = await EditorClient.anonymous(app);
    const doc = await teacher.createDoc(fixture.free.id);
    await teacher.grant(app, 'all-templates');
    const body = (await (
      await teacher.visitor.upload(redactorPaths.imageUpload(doc), await photo(300, 200))
    ).json()) as ImageUploadAnswer;
    const name = path.posix.basename(body.file!.slice(0, -1));
    await bucket.delete(`doc-images/${await teacher.userId()}/${name}`);
    expect((await teacher.visitor.request(body.file!, { csrf: false })).status).toBe(404);
  });
});
