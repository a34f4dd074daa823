/**
 * A free file's stamps carry the "preview" watermark (issue 37), drawn by the real engine into
 * the stamp as the page asks for it; a PRO file's stamp prints clean. Debian Chromium.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createRenderEngine, type RenderEngine, type RenderInput } from '..';
import { LocalFileStore } from '../../../shared/file-store';
import { markStampsAsPreview, previewMarkOf, previewMarkedStamp } from '../stamp-preview-mark';

jest.setTimeout(60_000);

const USER = 'user-1';
const SEAL = { r: 30, g: 60, b: 200 };

const sealPng = () =>
  sharp({ create: { width: 200, height: 200, channels: 4, background: { ...SEAL, alpha: 1 } } })
    .png()
    .toBuffer();

/** Pixels where red clearly leads: the mark's hatching and word (the seal is blue). */
async function reddish(image: Buffer): Promise<number> {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let index = 0; index < data.length; index += info.channels)
    if (data[index]! > 150 && data[index]! > data[index + 2]! + 60) count += 1;
  return count;
}

describe('the preview mark on a free file’s stamps', () => {
  it('asks for the marked picture of stamps only, in the document’s language', () => {
    const html =
      '<img class="gr-stamp" src="/api/profile-stamp-file/abc/" alt="">' +
      '<img class="gr-img" src="/api/redactor-image/7/a.png/" alt="">';
    const marked = markStampsAsPreview(html, 'uk');
    expect(marked).toBe(
      '<img class="gr-stamp" src="/api/profile-stamp-file/abc/?preview=uk" alt="">' +
        '<img class="gr-img" src="/api/redactor-image/7/a.png/" alt="">',
    );
    expect(previewMarkOf(new URL('http://x/api/profile-stamp-file/abc/?preview=uk'))).toBe('uk');
    expect(previewMarkOf(new URL('http://x/api/profile-stamp-file/abc/?preview=xx'))).toBeNull();
    expect(previewMarkOf(new URL('http://x/api/profile-stamp-file/abc/'))).toBeNull();
  });

  it('draws red hatching and the word over the stamp, keeping its size', async () => {
    const seal = await sealPng();
    const marked = await previewMarkedStamp(seal, 'ru');
    const meta = await sharp(marked).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 200, 200]);
    expect(await reddish(seal)).toBe(0);
    // A good share of the stamp, not a speck: seen at a glance on the printed file.
    expect(await reddish(marked)).toBeGreaterThan(200 * 200 * 0.15);
  });

  describe('in the engine', () => {
    let dataDir: string;
    let engine: RenderEngine;
    beforeAll(async () => {
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gramota-stamp-mark-'));
      const seal = await sealPng();
      engine = createRenderEngine({
        fileStore: new LocalFileStore(dataDir),
        pages: 1,
        timeoutMs: 30_000,
        stamps: {
          read: async (accountId, id) => {
            if (accountId !== USER || id !== 'seal') throw new Error('not found');
            return seal;
          },
        },
      });
    });
    afterAll(async () => {
      await engine.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    });

    const input = (stampPreview?: RenderInput['stampPreview']): RenderInput => ({
      userId: USER,
      docId: 7,
      html:
        '<p class="gr-p">Awarded to Ivan Petrov</p><div class="gr-atomic">' +
        '<img class="gr-stamp gr-float-none" src="/api/profile-stamp-file/seal/" style="width:150px" alt=""></div>',
      font: 'PT Serif',
      padding: '100 60 60 60',
      format: 'a4',
      background: null,
      titlePicture: null,
      ...(stampPreview && { stampPreview }),
    });

    it('prints a PRO file’s stamp clean and a free file’s marked, in the same place', async () => {
      const clean = await engine.render(input());
      const marked = await engine.render(input('ru'));
      expect(clean.notes).toEqual([]);
      expect(marked.notes).toEqual([]);
      expect(await reddish(clean.jpeg)).toBe(0);
      // The stamp is 150 CSS px square at ~3.1 px per CSS px: at least a tenth of it is red.
      const stampPixels = (150 * (clean.jpegWidth / 800)) ** 2;
      expect(await reddish(marked.jpeg)).toBeGreaterThan(stampPixels * 0.1);
      // Asked again clean right after (the same page swaps documents in place): no mark is kept.
      expect(await reddish((await engine.render(input())).jpeg)).toBe(0);
    });
  });
});
