/**
 * A render worker on another machine than the web server (issue 33): the engine reads the
 * document's background and the pictures placed in it from the bucket, not from a local disk.
 */
import sharp from 'sharp';
import { createRenderEngine, type RenderEngine, type RenderInput } from '..';
import { S3FileStore } from '../../../shared/file-store';
import { startS3TestServer, type S3TestServer } from '../../../test-support/s3-test-server';
import { colourAt, near } from './pixel-colour';

jest.setTimeout(60_000);

const BACKGROUND = { r: 30, g: 90, b: 200 };
const PICTURE = { r: 0, g: 160, b: 0 };
const PICTURE_NAME = `${'c'.repeat(64)}.png`;

let server: S3TestServer;
let bucket: S3FileStore;
/** The worker's own connection to the bucket, as cli/worker.ts makes it. */
let workerStore: S3FileStore;
let engine: RenderEngine;

beforeAll(async () => {
  server = await startS3TestServer();
  bucket = new S3FileStore(server.config);
  const background = await sharp({
    create: { width: 160, height: 226, channels: 3, background: BACKGROUND },
  })
    .jpeg()
    .toBuffer();
  await bucket.put('public/titles/bucket-bg.jpg', background);
  const picture = await sharp({
    create: { width: 200, height: 200, channels: 3, background: PICTURE },
  })
    .png()
    .toBuffer();
  await bucket.put(`doc-images/user-1/${PICTURE_NAME}`, picture);
  engine = createRenderEngine({
    fileStore: (workerStore = new S3FileStore(server.config)),
    pages: 1,
    timeoutMs: 30_000,
  });
});

afterAll(async () => {
  await engine?.close();
  workerStore?.close();
  bucket?.close();
  await server?.stop();
});

const doc = (overrides: Partial<RenderInput> = {}): RenderInput => ({
  userId: 'user-1',
  docId: 7,
  html:
    '<p class="gr-p">Awarded to Ivan Petrov</p>' +
    `<div class="gr-atomic"><img class="gr-img gr-float-absolute" src="/api/redactor-image/7/${PICTURE_NAME}/" style="width:200px;left:300px;top:300px" alt=""></div>`,
  font: 'PT Serif',
  padding: '200 60 60 60',
  format: 'a4',
  background: '/data/titles/bucket-bg.jpg',
  titlePicture: null,
  ...overrides,
});

describe('RenderEngine on a bucket', () => {
  it("prints the bucket's background and the account's own picture from it", async () => {
    const out = await engine.render(doc());
    expect(out.replaced).toEqual([]);
    const scale = out.jpegWidth / 800;
    expect(
      near(await colourAt(out.jpeg, Math.round(400 * scale), Math.round(400 * scale)), PICTURE),
    ).toBe(true);
    expect(
      near(await colourAt(out.jpeg, Math.round(100 * scale), Math.round(900 * scale)), BACKGROUND),
    ).toBe(true);
  });

  it('leaves out a picture the bucket does not have and says so, never failing the render', async () => {
    const absent = `${'d'.repeat(64)}.png`;
    const html = `<div class="gr-atomic"><img class="gr-img gr-float-absolute" src="/api/redactor-image/7/${absent}/" style="width:200px;left:300px;top:300px" alt=""></div>`;
    const out = await engine.render(doc({ html }));
    expect(out.replaced).toEqual([
      `The picture "${absent}" was not found; the document was made without it.`,
    ]);
    const scale = out.jpegWidth / 800;
    const at = Math.round(400 * scale);
    expect(near(await colourAt(out.jpeg, at, at), BACKGROUND)).toBe(true);
  });
});
