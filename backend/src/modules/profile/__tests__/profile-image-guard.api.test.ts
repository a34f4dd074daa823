import fs from 'node:fs';
import path from 'node:path';
import {
  accountErrors,
  accountPaths,
  type StampsAnswer,
  type StampUploadAnswer,
} from '@gramota/contracts';
import sharp from 'sharp';
import { DECODE_SLOTS, imageGuardStats, resetImageGuardPeaks } from '../../../shared/image-guard';
import { profileOf, registeredVisitor } from '../../../test-support/accounts';
import { peakRssGrowth, zeroPng } from '../../../test-support/image-bombs';
import { databases, startTestApp, type TestApp } from '../../../test-support/test-app';

/**
 * Security review finding 3: a 38 KB PNG of 39,000,000 × 1 pixels was accepted as a stamp and
 * took the server from 576 MB to 2 GB; 1 × 39,000,000 took 29 s. Refused now from the header.
 */
describe.each(databases)('the profile uploads through the image guard on %s', (kind) => {
  let app: TestApp;
  const bombs: Record<string, Buffer> = {};

  beforeAll(async () => {
    app = await startTestApp(kind);
    bombs.wide = await zeroPng(39_000_000, 1);
    bombs.tall = await zeroPng(1, 39_000_000);
  });

  afterAll(async () => {
    await app.close();
  });

  const stampFiles = () => {
    const dir = path.join(app.config.dataDir, 'private', 'stamps');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  const refusedTooLarge = {
    result: 'error',
    error_code: 'image_too_large',
    error_text: accountErrors.image_too_large,
    name: 'file',
  };

  it.each(['wide', 'tall'])(
    'refuses a %s PNG bomb as a stamp at once, storing nothing and using no memory',
    async (shape) => {
      const teacher = await registeredVisitor(app);
      const before = stampFiles();
      const started = imageGuardStats().started;
      const { result: response, mb } = await peakRssGrowth(() =>
        teacher.upload(accountPaths.profileStampUpload, bombs[shape]!, { kind: 'stamp' }),
      );
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual(refusedTooLarge);
      // Refused from its header: no decode took a turn.
      expect(imageGuardStats().started).toBe(started);
      expect(mb).toBeLessThan(150);
      expect(stampFiles()).toEqual(before);
      const list = (await (await teacher.get(accountPaths.profileStamps)).json()) as StampsAnswer;
      expect(list.stamps).toEqual([]);
    },
  );

  it.each(['wide', 'tall'])(
    'refuses a %s PNG bomb as a userpic at once, changing nothing',
    async (shape) => {
      const teacher = await registeredVisitor(app);
      const started = imageGuardStats().started;
      const { result: response, mb } = await peakRssGrowth(() =>
        teacher.upload(accountPaths.profileUserpic, bombs[shape]!),
      );
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual(refusedTooLarge);
      // Refused from its header: no decode took a turn.
      expect(imageGuardStats().started).toBe(started);
      expect(mb).toBeLessThan(150);
      expect((await profileOf(teacher)).userpic).toBe('');
    },
  );

  it('refuses a sliver with its own error: one side more than 50 times the other', async () => {
    const teacher = await registeredVisitor(app);
    const response = await teacher.upload(
      accountPaths.profileStampUpload,
      await zeroPng(6000, 100),
      { kind: 'signature' },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      result: 'error',
      error_code: 'image_shape_invalid',
      error_text: accountErrors.image_shape_invalid,
      name: 'file',
    });
  });

  it('trims a big scan to its seal on a small copy, keeping the seal’s detail and turning it upright', async () => {
    const teacher = await registeredVisitor(app);
    // A 300 × 200 red seal on a white 4000 × 3000 photo that a phone stored on its side.
    const scan = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: '#fff' },
    })
      .composite([
        {
          input: { create: { width: 300, height: 200, channels: 3, background: '#c00' } },
          left: 2500,
          top: 1000,
        },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const response = await teacher.upload(accountPaths.profileStampUpload, scan, {
      kind: 'stamp',
    });
    expect(response.status).toBe(200);
    const { stamp } = (await response.json()) as StampUploadAnswer;
    // Upright (90° turned), the seal's own size: the box is rounded outwards by a few pixels
    // of the 1200 px copy at most, never into the seal.
    expect(stamp.width).toBeGreaterThanOrEqual(200);
    expect(stamp.width).toBeLessThanOrEqual(200 + 16);
    expect(stamp.height).toBeGreaterThanOrEqual(300);
    expect(stamp.height).toBeLessThanOrEqual(300 + 16);
    const png = Buffer.from(await (await teacher.get(stamp.url)).arrayBuffer());
    const { channels } = await sharp(png).stats();
    expect(channels[0]!.mean).toBeGreaterThan(180);
    expect(channels[1]!.mean).toBeLessThan(40);
  });

  it(`decodes eight 6300 × 6300 stamps at most ${DECODE_SLOTS} at a time, in bounded memory`, async () => {
    const teacher = await registeredVisitor(app);
    // 39.7 MP each: within the 40 MP limit, 116 KB as files, ~120 MB each decoded.
    const big = await zeroPng(6300, 6300, 'rgb');
    const before = stampFiles().length;
    resetImageGuardPeaks();
    const { result: answers, mb } = await peakRssGrowth(() =>
      Promise.all(
        Array.from({ length: 8 }, () =>
          teacher.upload(accountPaths.profileStampUpload, big, { kind: 'stamp' }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    for (const answer of answers)
      expect(((await answer.json()) as StampUploadAnswer).stamp).toMatchObject({
        width: 600,
        height: 600,
      });
    expect(stampFiles()).toHaveLength(before + 8);
    const { peakActive, peakPixels } = imageGuardStats();
    expect(peakActive).toBeLessThanOrEqual(DECODE_SLOTS);
    // Never two full-size pictures at once: one, plus at most a small preview.
    expect(peakPixels).toBeLessThan(2 * 6300 * 6300);
    // Before the guard: +600 to +775 MB for these eight.
    expect(mb).toBeLessThan(300);
  }, 60_000);
});
