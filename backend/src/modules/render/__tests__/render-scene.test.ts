/**
 * Workshop scenes drawn by the @gramota/scene painter in the real Debian Chromium: the picture a
 * template's documents print on, at exactly a document's pixel size, and nothing fetched from
 * outside the site whatever the scene says. Needs the painter bundle (npm run build -w
 * @gramota/scene; `npm test` builds first).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { pageRegion } from '@gramota/app-harness';
import { blankScene, newPicture, newQrPicture, type WorkshopScene } from '@gramota/scene';
import { createRenderEngine, SceneInvalidError, type RenderEngine, type RenderInput } from '..';
import { LocalFileStore } from '../../../shared/file-store';

jest.setTimeout(60_000);

const USER = 'user-1';
const PAGE_COLOUR = { r: 0xf0, g: 0xe0, b: 0xa0 };
const GREEN = { r: 0, g: 160, b: 0 };
const PICTURE = '/data/workshop/green_square.png';

let dataDir: string;
let engine: RenderEngine;
/** Every request the render pages made to the site (foreign ones are refused and reported). */
const requested: string[] = [];

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gramota-render-scene-'));
  await fs.mkdir(path.join(dataDir, 'public', 'workshop'), { recursive: true });
  await sharp({ create: { width: 200, height: 200, channels: 3, background: GREEN } })
    .png()
    .toFile(path.join(dataDir, 'public', 'workshop', 'green_square.png'));
  engine = createRenderEngine({
    fileStore: new LocalFileStore(dataDir),
    pages: 1,
    timeoutMs: 30_000,
    beforeRequest: (url) => {
      requested.push(url.href);
    },
  });
});

afterAll(async () => {
  await engine.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** A4 on a plain colour with the default frame and title, and a QR code. */
function certificate(): WorkshopScene {
  const blank = blankScene('a4');
  const scene: WorkshopScene = {
    ...blank,
    background: { ...blank.background, color: '#f0e0a0' },
    title: { ...blank.title, text: 'Почётная грамота', bold: true, colors: ['#102060', '#601020'] },
  };
  return { ...scene, pictures: [newQrPicture(scene, 'https://example.com/check/42')] };
}

/** Mean and spread of a region given in CSS px of the 800 px page. */
async function region(jpeg: Buffer, box: { x: number; y: number; width: number; height: number }) {
  const { data, channels } = await pageRegion(jpeg, box);
  const pixels = data.length / channels;
  const channel = (offset: number) => {
    let sum = 0;
    let squares = 0;
    for (let index = offset; index < data.length; index += channels) {
      sum += data[index]!;
      squares += data[index]! ** 2;
    }
    const mean = sum / pixels;
    return { mean, stdev: Math.sqrt(Math.max(0, squares / pixels - mean ** 2)) };
  };
  const [r, g, b] = [channel(0), channel(1), channel(2)];
  return {
    mean: { r: r.mean, g: g.mean, b: b.mean },
    spread: Math.max(r.stdev, g.stdev, b.stdev),
  };
}

const near = (a: { r: number; g: number; b: number }, b: typeof a, by = 30) =>
  Math.abs(a.r - b.r) + Math.abs(a.g - b.g) + Math.abs(a.b - b.b) < by;

const documentOf = (format: string): RenderInput => ({
  userId: USER,
  docId: 1,
  html: '<p class="gr-p">x</p>',
  font: 'PT Serif',
  padding: '0 0 0 0',
  format,
  background: null,
  titlePicture: null,
});

describe('RenderEngine.renderScene with Chromium', () => {
  it('draws a certificate at the pixel size a document of its format renders at', async () => {
    const scene = certificate();
    const out = await engine.renderScene({ userId: USER, scene });
    expect(out.replaced).toEqual([]);
    expect(out.jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const document = await engine.render(documentOf('a4'));
    expect([out.width, out.height]).toEqual([document.jpegWidth, document.jpegHeight]);
    expect(await sharp(out.jpeg).metadata()).toMatchObject({
      format: 'jpeg',
      width: out.width,
      height: out.height,
    });

    // The page colour where nothing else is drawn.
    const plain = await region(out.jpeg, { x: 100, y: 500, width: 40, height: 40 });
    expect(near(plain.mean, PAGE_COLOUR)).toBe(true);
    expect(plain.spread).toBeLessThan(3);
    // The title: letters, not an empty band, darker than the page.
    const { title } = scene;
    const band = await region(out.jpeg, {
      x: title.posx - 150,
      y: title.posy,
      width: 300,
      height: title.fontsize,
    });
    expect(band.spread).toBeGreaterThan(25);
    expect(band.mean.b).toBeLessThan(PAGE_COLOUR.b + 30);
    expect(near(band.mean, PAGE_COLOUR, 20)).toBe(false);
    // The QR code: black and white modules where newQrPicture put it.
    const [qr] = scene.pictures;
    const code = await region(out.jpeg, {
      x: qr!.posx + 10,
      y: qr!.posy + 10,
      width: 80,
      height: 80,
    });
    expect(code.spread).toBeGreaterThan(60);
    // The plain frame's border, 40 px in from the left edge.
    const border = await region(out.jpeg, { x: 41, y: 500, width: 2, height: 40 });
    expect(near(border.mean, { r: 0x1f, g: 0x3a, b: 0x93 }, 60)).toBe(true);

    const thumbnail = await sharp(out.thumbnail).metadata();
    expect(thumbnail).toMatchObject({ format: 'webp', width: 300 });
    expect(Math.abs(thumbnail.height - (300 * out.height) / out.width)).toBeLessThanOrEqual(1);
  });

  it('matches the document size of A5, landscape A4 and a custom format too', async () => {
    for (const format of ['a5', 'a4h', 'ni-20x15']) {
      const out = await engine.renderScene({ userId: USER, scene: blankScene(format) });
      const document = await engine.render(documentOf(format));
      expect([format, out.width, out.height]).toEqual([
        format,
        document.jpegWidth,
        document.jpegHeight,
      ]);
    }
  });

  it('draws the site’s own pictures, turned and faded as the scene says', async () => {
    const blank = blankScene('a4');
    const picture = { ...newPicture(blank, 'uploaded', PICTURE, 1), posx: 300, posy: 600 };
    const scene = { ...blank, pictures: [picture] };
    const out = await engine.renderScene({ userId: USER, scene });
    expect(out.replaced).toEqual([]);
    const middle = await region(out.jpeg, {
      x: picture.posx + picture.width / 2 - 10,
      y: picture.posy + picture.width / 2 - 10,
      width: 20,
      height: 20,
    });
    expect(near(middle.mean, GREEN)).toBe(true);
    // Turned 45° around its centre: the centre stays green, the old corner shows the page.
    const turned = { ...scene, pictures: [{ ...picture, rotate: 45 }] };
    const rotated = await engine.renderScene({ userId: USER, scene: turned });
    const corner = { x: picture.posx + 2, y: picture.posy + 2, width: 8, height: 8 };
    expect(near((await region(out.jpeg, corner)).mean, GREEN)).toBe(true);
    expect(near((await region(rotated.jpeg, corner)).mean, { r: 255, g: 255, b: 255 })).toBe(true);
    const faded = { ...scene, pictures: [{ ...picture, opacity: 50 }] };
    const half = await engine.renderScene({ userId: USER, scene: faded });
    const mixed = await region(half.jpeg, {
      x: picture.posx + picture.width / 2 - 10,
      y: picture.posy + picture.width / 2 - 10,
      width: 20,
      height: 20,
    });
    expect(near(mixed.mean, { r: 128, g: 208, b: 128 }, 40)).toBe(true);
  });

  it('refuses a hostile scene before Chromium sees it', async () => {
    const blank = blankScene('a4');
    const hostile = {
      ...blank,
      background: { ...blank.background, src: 'http://evil/x.png' },
    } as WorkshopScene;
    const before = requested.length;
    const rendering = engine.renderScene({ userId: USER, scene: hostile });
    await expect(rendering).rejects.toBeInstanceOf(SceneInvalidError);
    await expect(rendering).rejects.toMatchObject({ field: 'background.src' });
    const smuggled = { ...blank, onload: 'fetch("http://evil/")' } as unknown as WorkshopScene;
    await expect(engine.renderScene({ userId: USER, scene: smuggled })).rejects.toMatchObject({
      field: 'onload',
    });
    expect(requested.length).toBe(before);
  });

  it('leaves out a picture the site does not have, says so, and asks nothing of the network', async () => {
    const blank = blankScene('a4');
    const scene = {
      ...blank,
      background: { ...blank.background, src: '/data/workshop/nope.png' },
      pictures: [newPicture(blank, 'stamp', '/api/profile-stamp-file/not-mine/', 1)],
    };
    const before = requested.length;
    const out = await engine.renderScene({ userId: USER, scene });
    expect(out.notes).toEqual(
      expect.arrayContaining([
        { code: 'picture_missing', name: 'nope.png' },
        { code: 'stamp_missing' },
      ]),
    );
    expect(out.notes.some((note) => note.code === 'foreign_file')).toBe(false);
    const made = requested.slice(before);
    expect(made.length).toBeGreaterThan(0);
    for (const href of made) expect(new URL(href).origin).toBe('http://render.gramota.invalid');
    // The page is still drawn: its colour and the title.
    expect(out.width).toBeGreaterThanOrEqual(2480);
  });
});
