import { accountErrors } from '@gramota/contracts';
import sharp from 'sharp';
import { CodedError } from '../../errors';
import { zeroPng } from '../../test-support/image-bombs';
import {
  DECODE_SLOTS,
  imageGuardStats,
  resetImageGuardPeaks,
  transformImage,
  UPLOAD_LIMITS,
  type BuildPipeline,
  type RawPixels,
} from '../image-guard';

const toPng: BuildPipeline = (image) => image.png();

/** What the guard answers: the CodedError's status and body, or the plain error. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof CodedError) return { status: error.status, ...error.answer };
    return { plain: String(error) };
  }
  throw new Error('not refused');
}

const refused = (
  status: number,
  code: 'image_invalid' | 'image_too_large' | 'image_shape_invalid',
) => ({ status, result: 'error', error_code: code, error_text: accountErrors[code], name: 'file' });

const grey = (width: number, height: number): RawPixels => ({
  pixels: Buffer.alloc(width * height, 200),
  raw: { width, height, channels: 1 },
});

async function idle() {
  while (imageGuardStats().active > 0) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('image guard', () => {
  it.each([
    ['39,000,000 × 1 (a 38 KB file)', 39_000_000, 1, refused(413, 'image_too_large')],
    ['1 × 39,000,000 (a 76 KB file)', 1, 39_000_000, refused(413, 'image_too_large')],
    ['a side over 10,000 px', 10_001, 300, refused(413, 'image_too_large')],
    ['over 40 megapixels', 8000, 6000, refused(413, 'image_too_large')],
    ['a sliver (1 : 100)', 5000, 50, refused(400, 'image_shape_invalid')],
  ])('refuses %s from the header alone, decoding nothing', async (_case, width, height, answer) => {
    const png = await zeroPng(width, height);
    expect(png.length).toBeLessThan(100_000);
    const build = jest.fn(toPng);
    const started = imageGuardStats().started;
    expect(await refusal(transformImage(png, build))).toEqual(answer);
    // No pipeline was built and no decode took a turn: the header alone refused it.
    expect(build).not.toHaveBeenCalled();
    expect(imageGuardStats().started).toBe(started);
  });

  it('takes what is within the limits, at the edges too', async () => {
    const wide = await transformImage(await zeroPng(10_000, 200), toPng);
    expect(wide.header).toMatchObject({ format: 'png', width: 10_000, height: 200 });
    expect(wide.info).toMatchObject({ format: 'png', width: 10_000, height: 200 });
  });

  it('refuses too many bytes before reading anything, and what is not a whole image', async () => {
    const big = Buffer.alloc(UPLOAD_LIMITS.maxBytes + 1);
    expect(await refusal(transformImage(big, toPng))).toEqual(refused(413, 'image_too_large'));
    expect(await refusal(transformImage(Buffer.alloc(0), toPng))).toEqual(
      refused(400, 'image_invalid'),
    );
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(await refusal(transformImage(gif, toPng))).toEqual(refused(400, 'image_invalid'));
    // The header is fine, the pixels are cut off: the decode fails, still a 400.
    const whole = await sharp({
      create: {
        width: 400,
        height: 400,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .png()
      .toBuffer();
    expect(await refusal(transformImage(whole.subarray(0, 2000), toPng))).toEqual(
      refused(400, 'image_invalid'),
    );
    await idle();
  });

  it('throws plain errors for our own buffers (a bug, not the user’s file)', async () => {
    const answer = await refusal(
      transformImage(await zeroPng(39_000_000, 1), toPng, { internal: true }),
    );
    expect(answer).toEqual({ plain: expect.stringContaining('image_too_large') });
  });

  it(`runs at most ${DECODE_SLOTS} decodes at once; the others wait their turn`, async () => {
    await idle();
    resetImageGuardPeaks();
    const jobs = Array.from({ length: 8 }, () => transformImage(grey(1500, 1500), toPng));
    // Raw pixels need no header read: all eight asked for a turn synchronously.
    expect(imageGuardStats()).toMatchObject({ active: DECODE_SLOTS, queued: 8 - DECODE_SLOTS });
    const results = await Promise.all(jobs);
    expect(results.every((result) => result.info.width === 1500)).toBe(true);
    expect(imageGuardStats()).toMatchObject({ active: 0, queued: 0, peakActive: DECODE_SLOTS });
  });

  it('never lets two near-limit images decode together (the pixel budget)', async () => {
    await idle();
    resetImageGuardPeaks();
    const jobs = Array.from({ length: 3 }, () => transformImage(grey(6000, 6000), toPng));
    expect(imageGuardStats()).toMatchObject({ active: 1, queued: 2 });
    await Promise.all(jobs);
    expect(imageGuardStats().peakActive).toBe(1);
    expect(imageGuardStats().peakPixels).toBe(36_000_000);
  });

  it('stops a decode at its time limit with a 413, and frees its turn', async () => {
    await idle();
    const started = imageGuardStats().started;
    const slow = transformImage(grey(3000, 3000), (image) => image.blur(300).png(), {
      limits: { timeoutSeconds: 1 },
    });
    // 3000 × 3000 is within every size limit and the pipeline is valid: a 413 can only come
    // from the time limit (libvips' timeout or the guard's deadline) stopping the decode.
    expect(await refusal(slow)).toEqual(refused(413, 'image_too_large'));
    expect(imageGuardStats().started).toBe(started + 1);
    // Its turn is given back once libvips stops (a turn never freed would hang here until
    // jest's test timeout), and the next one gets its turn.
    await idle();
    expect(imageGuardStats()).toMatchObject({ active: 0, queued: 0 });
    expect((await transformImage(grey(10, 10), toPng)).info.width).toBe(10);
    expect(imageGuardStats().started).toBe(started + 2);
  });
});
