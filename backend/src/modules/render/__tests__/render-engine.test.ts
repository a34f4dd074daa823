/**
 * The render engine against the real Debian Chromium (/usr/bin/chromium or CHROMIUM_PATH): print
 * files of a document, fallbacks reported, a hung render stopped, the pool still working after.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { pdfPages, similarity } from '@gramota/app-harness';
import {
  createRenderEngine,
  RenderTimeoutError,
  RenderUnavailableError,
  type RenderEngine,
  type RenderInput,
} from '..';
import { readPdf, squeezed } from '../../../test-support/pdf-text';
import { LocalFileStore } from '../../../shared/file-store';
import { colourAt, near } from './pixel-colour';

jest.setTimeout(60_000);

const USER = 'user-1';
const BACKGROUND = { r: 30, g: 90, b: 200 };
const ARTWORK = { r: 220, g: 180, b: 40 };
/** A request the test hook holds until the suite ends: its render can never finish loading. */
const HANG_PATH = '/data/hang/never.png';

let dataDir: string;
let engine: RenderEngine;
const held: (() => void)[] = [];

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gramota-render-'));
  await fs.mkdir(path.join(dataDir, 'public', 'templates'), { recursive: true });
  await sharp({ create: { width: 160, height: 226, channels: 3, background: BACKGROUND } })
    .jpeg()
    .toFile(path.join(dataDir, 'public', 'templates', 'bg.jpg'));
  await sharp({
    create: { width: 400, height: 100, channels: 3, background: { r: 200, g: 0, b: 0 } },
  })
    .png()
    .toFile(path.join(dataDir, 'public', 'templates', 'title.png'));
  // A generous limit: a busy CI machine must not turn a slow render into a failure. The hang
  // test has an engine of its own with a short one.
  engine = createRenderEngine({
    fileStore: new LocalFileStore(dataDir),
    pages: 2,
    timeoutMs: 30_000,
  });
});

afterAll(async () => {
  await engine.close();
  for (const release of held) release();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const doc = (overrides: Partial<RenderInput> = {}): RenderInput => ({
  userId: USER,
  docId: 7,
  html:
    '<p class="gr-p gr-align-center">Почётная грамота</p>' +
    '<p class="gr-p">Awarded to Ivan Petrov for excellent studies</p>',
  font: 'PT Serif',
  padding: '200 60 60 60',
  format: 'a4',
  background: '/data/templates/bg.jpg',
  titlePicture: null,
  ...overrides,
});

describe('RenderEngine with Chromium', () => {
  it('is available', () => {
    expect(engine.available()).toEqual({ ok: true });
  });

  it('renders an A4 document: 300 dpi JPEG, 300 px WebP thumbnail, PDF with its text', async () => {
    const out = await engine.render(
      doc({
        titlePicture: {
          src: '/data/templates/title.png',
          titlesFloat: '0|0',
          titlesMargin: '40',
        },
      }),
    );
    expect(out.replaced).toEqual([]);
    expect(out.pages).toBe(1);

    expect(out.jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(out.jpegWidth).toBeGreaterThanOrEqual(2480);
    expect(out.jpegHeight).toBeGreaterThanOrEqual(3508);
    const meta = await sharp(out.jpeg).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: out.jpegWidth, height: out.jpegHeight });
    // The template background fills the page; the title picture (red, 200 × 50 CSS px at 2x)
    // sits centred 40 px from the top.
    const scale = out.jpegWidth / 800;
    expect(near(await colourAt(out.jpeg, 30, 30), BACKGROUND)).toBe(true);
    expect(
      near(await colourAt(out.jpeg, Math.round(400 * scale), Math.round(60 * scale)), {
        r: 200,
        g: 0,
        b: 0,
      }),
    ).toBe(true);
    expect(
      near(await colourAt(out.jpeg, Math.round(290 * scale), Math.round(60 * scale)), BACKGROUND),
    ).toBe(true);

    const thumbnail = await sharp(out.thumbnail).metadata();
    expect(thumbnail.format).toBe('webp');
    expect(thumbnail.width).toBe(300);
    expect(Math.abs(thumbnail.height - (300 * out.jpegHeight) / out.jpegWidth)).toBeLessThanOrEqual(
      1,
    );

    expect(out.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await readPdf(out.pdf);
    expect(pdf.pageCount).toBe(1);
    expect(pdf.embeddedFontFiles).toBeGreaterThanOrEqual(1);
    expect(pdf.fonts.some((name) => /PTSerif|PT-Serif|PT_Serif/i.test(name))).toBe(true);
    const words = squeezed(pdf.text);
    for (const word of ['Почётная', 'грамота', 'Awarded', 'Ivan', 'Petrov', 'excellent']) {
      expect(words).toContain(word);
    }
    // A4 paper: 595.28 × 841.89 pt (Chromium rounds to within a fraction of a point).
    const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(out.pdf.toString('latin1'));
    expect(Math.abs(Number(box?.[1]) - 595.28)).toBeLessThan(1);
    expect(Math.abs(Number(box?.[2]) - 841.89)).toBeLessThan(1);
  });

  it('continues a long document on whole further pages', async () => {
    const paragraph = '<p class="gr-p">A line of a long report card.</p>';
    const out = await engine.render(doc({ html: paragraph.repeat(60), padding: '40 60 40 60' }));
    expect(out.pages).toBe(2);
    const { jpegHeight, jpegWidth } = out;
    expect(jpegHeight / jpegWidth).toBeCloseTo((2 * 1132) / 800, 2);
    expect((await readPdf(out.pdf)).pageCount).toBe(2);
    // The thumbnail shows the first page.
    const thumbnailHeight = (await sharp(out.thumbnail).metadata()).height;
    expect(Math.abs(thumbnailHeight - (300 * 1132) / 800)).toBeLessThanOrEqual(1);
  });

  it('reports a missing picture, a foreign stamp and an unknown font, and renders without them', async () => {
    const missing = `${'a'.repeat(64)}.png`;
    const out = await engine.render(
      doc({
        font: 'Comic Sans MS',
        background: '/data/templates/gone.jpg',
        html:
          '<p class="gr-p">Text</p>' +
          `<div class="gr-atomic"><img class="gr-img gr-float-none" src="/api/redactor-image/7/${missing}/" style="width:100px" alt=""></div>` +
          '<div class="gr-atomic"><img class="gr-stamp gr-float-left" src="/api/profile-stamp-file/abc/" style="width:150px" alt=""></div>' +
          '<div class="gr-atomic"><img class="gr-qr gr-float-right" src="/qr/?data=https%3A%2F%2Fexample.com%2F" style="width:100px" alt=""></div>' +
          '<div class="gr-atomic"><img class="gr-img gr-float-none" src="https://example.com/x.png" style="width:100px" alt=""></div>',
      }),
    );
    expect(out.replaced).toEqual(
      expect.arrayContaining([
        'Font "Comic Sans MS" is not available; Philosopher was used instead.',
        'The picture "gone.jpg" was not found; the document was made without it.',
        `The picture "${missing}" was not found; the document was made without it.`,
        'A stamp or signature was not found; the document was made without it.',
        '"https://example.com/x.png" is not a file of this site; the document was made without it.',
      ]),
    );
    // The QR code was generated, not reported.
    expect(out.replaced.some((line) => /QR/.test(line))).toBe(false);
    expect(out.replaced).toHaveLength(5);
    expect(out.notes.map((note) => note.code).sort()).toEqual([
      'font_unavailable',
      'foreign_file',
      'picture_missing',
      'picture_missing',
      'stamp_missing',
    ]);
    expect(out.jpegWidth).toBeGreaterThanOrEqual(2480);
    expect(squeezed((await readPdf(out.pdf)).text)).toContain('Text');
  });

  it('serves the user’s own pictures only', async () => {
    const bytes = await sharp({
      create: { width: 200, height: 200, channels: 3, background: { r: 0, g: 160, b: 0 } },
    })
      .png()
      .toBuffer();
    const name = `${'b'.repeat(64)}.png`;
    await fs.mkdir(path.join(dataDir, 'doc-images', USER), { recursive: true });
    await fs.writeFile(path.join(dataDir, 'doc-images', USER, name), bytes);
    const html = `<div class="gr-atomic"><img class="gr-img gr-float-absolute" src="/api/redactor-image/7/${name}/" style="width:200px;left:300px;top:300px" alt=""></div>`;
    const own = await engine.render(doc({ html }));
    expect(own.replaced).toEqual([]);
    const scale = own.jpegWidth / 800;
    const at = Math.round(400 * scale);
    expect(near(await colourAt(own.jpeg, at, at), { r: 0, g: 160, b: 0 })).toBe(true);
    const other = await engine.render(doc({ html, userId: 'user-2' }));
    expect(other.replaced).toEqual([
      `The picture "${name}" was not found; the document was made without it.`,
    ]);
    expect(near(await colourAt(other.jpeg, at, at), BACKGROUND)).toBe(true);
  });

  it('stops a render that hangs, and the next render still works', async () => {
    /** What happened, in order: the hung request held, released, the render stopped. */
    const events: string[] = [];
    const hanging = createRenderEngine({
      fileStore: new LocalFileStore(dataDir),
      pages: 1,
      timeoutMs: 8_000,
      beforeRequest: (url) => {
        if (url.pathname !== HANG_PATH) return undefined;
        events.push('request held');
        return new Promise<void>((resolve) =>
          held.push(() => {
            events.push('request released');
            resolve();
          }),
        );
      },
    });
    try {
      const hung = hanging.render(
        doc({
          html: `<div class="gr-atomic"><img class="gr-img" src="${HANG_PATH}" alt=""></div>`,
        }),
      );
      const stopped = await hung.then(
        () => null,
        (error: unknown) => error,
      );
      events.push('render stopped');
      // Stopped by the engine's own limit while the request was still held (it is released only
      // when the suite ends), not by anything finishing or by the test's time limit.
      expect(stopped).toBeInstanceOf(RenderTimeoutError);
      expect(stopped).toMatchObject({ timeoutMs: 8_000 });
      expect(events).toEqual(['request held', 'render stopped']);
      // The same one-page pool: the hung page was replaced.
      const next = await hanging.render(doc());
      expect(next.replaced).toEqual([]);
      expect(next.jpegWidth).toBeGreaterThanOrEqual(2480);
    } finally {
      await hanging.close();
    }
  });

  it('relaunches a browser that went away', async () => {
    const { browsers } = engine as unknown as {
      browsers: (Promise<{ close(): Promise<void> }> | null)[];
    };
    const running = browsers.filter((browser) => browser !== null);
    expect(running.length).toBeGreaterThan(0);
    for (const browser of running) await (await browser!).close();
    const out = await engine.render(doc());
    expect(out.pages).toBe(1);
  });

  it('renders 4 documents at once through 2 pages', async () => {
    const outs = await Promise.all(
      [1, 2, 3, 4].map((n) => engine.render(doc({ html: `<p class="gr-p">Document ${n}</p>` }))),
    );
    for (const [i, out] of outs.entries())
      expect(squeezed((await readPdf(out.pdf)).text)).toContain(`Document${i + 1}`);
  });
});

describe('RenderEngine without Chromium', () => {
  it('says what to install and rejects renders, without throwing', async () => {
    const missing = createRenderEngine({
      fileStore: new LocalFileStore(os.tmpdir()),
      chromiumPath: '/nonexistent/chromium',
    });
    const availability = missing.available();
    expect(availability.ok).toBe(false);
    expect(availability.ok ? '' : availability.message).toContain('apt-get install -y chromium');
    const rendering = missing.render(doc());
    await expect(rendering).rejects.toBeInstanceOf(RenderUnavailableError);
    await expect(rendering).rejects.toThrow(/CHROMIUM_PATH/);
    await missing.close();
  });
});

describe('one warm page, reused', () => {
  let single: RenderEngine;
  beforeAll(async () => {
    // The catalogue's artwork lives beside the app (@gramota/template-artwork's dist/catalogue),
    // not in DATA_DIR.
    const catalogueDir = path.join(dataDir, 'catalogue');
    await fs.mkdir(catalogueDir, { recursive: true });
    await sharp({ create: { width: 160, height: 226, channels: 3, background: ARTWORK } })
      .jpeg()
      .toFile(path.join(catalogueDir, 'diploma-5a1b.jpg'));
    single = createRenderEngine({
      fileStore: new LocalFileStore(dataDir),
      catalogueDir,
      pages: 1,
      timeoutMs: 30_000,
    });
  });

  it("draws a catalogue template's background from the catalogue, as the site serves it", async () => {
    const out = await single.render(doc({ background: '/data/templates/diploma-5a1b.jpg' }));
    expect(out.replaced).toEqual([]);
    expect(near(await colourAt(out.jpeg, 20, 20), ARTWORK)).toBe(true);
  });
  afterAll(() => single.close());

  it('prints a poster wider than 42 cm onto its whole PDF page, the same picture as its JPEG', async () => {
    const out = await single.render(
      doc({
        format: 'ni-60x42',
        padding: '0 0 0 0',
        html:
          '<p class="gr-p gr-align-right"><span style="font-size:48pt">Справа</span></p>' +
          '<p class="gr-p">Слева</p>',
      }),
    );
    expect(out.jpegWidth).toBeGreaterThanOrEqual(7087);
    const [page, extra] = await pdfPages(out.pdf, 20);
    expect(extra).toBeUndefined();
    const score = await similarity(out.jpeg, page!, 400);
    expect(score).toBeGreaterThan(0.97);
  });

  it('cuts a document longer than the file may be, and says so', async () => {
    const out = await single.render(
      doc({ html: '<p class="gr-p">Строка</p>'.repeat(600), background: null }),
    );
    expect(out.pages).toBe(10);
    expect(out.jpegHeight / out.jpegWidth).toBeCloseTo((10 * 1132) / 800, 2);
    expect((await readPdf(out.pdf)).pageCount).toBe(10);
    expect(out.replaced).toEqual([
      expect.stringMatching(/^The document is \d+ pages long; only the first 10 were made/),
    ]);
    expect(out.notes).toEqual([{ code: 'pages_cut', pages: 10, total: expect.any(Number) }]);
  });

  it("swaps the same account's next document in: nothing of the previous one is left", async () => {
    const long = '<p class="gr-p">Первая страница, длинный текст.</p>'.repeat(70);
    const first = await single.render(doc({ html: long, background: null }));
    expect(first.pages).toBe(2);
    const next = await single.render(
      doc({ html: '<p class="gr-p">Второй документ</p>', format: 'a5' }),
    );
    expect(next.pages).toBe(1);
    const text = squeezed((await readPdf(next.pdf)).text);
    expect(text).toContain('Второйдокумент');
    expect(text).not.toContain('Перваястраница');
    // The A5 page is drawn with the template picture the first document did not have.
    expect(near(await colourAt(next.jpeg, 20, 20), BACKGROUND)).toBe(true);
  });

  it("never lends one account's picture to another account's render through the page's cache", async () => {
    const name = `${'c'.repeat(64)}.png`;
    await fs.mkdir(path.join(dataDir, 'doc-images', USER), { recursive: true });
    await sharp({
      create: { width: 50, height: 50, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .png()
      .toFile(path.join(dataDir, 'doc-images', USER, name));
    const html = `<div class="gr-atomic"><img class="gr-img" src="/api/redactor-image/7/${name}/" alt=""></div>`;
    expect((await single.render(doc({ html }))).replaced).toEqual([]);
    const foreign = await single.render(doc({ html, userId: 'user-3' }));
    expect(foreign.replaced).toEqual([
      `The picture "${name}" was not found; the document was made without it.`,
    ]);
  });
});
