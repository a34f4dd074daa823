/**
 * The one way into sharp (ARCHITECTURE §5; eslint forbids importing sharp anywhere else in the
 * server). A decoded image costs width × height × channels bytes whatever its file size: a 37 KB
 * PNG can claim 39,000,000 × 1 pixels and take 1.5 GB to decode. So every image is judged by its
 * header before a pixel is decoded, decodes take turns (DecodeGate) and each has a time limit.
 * Pure: no Koa; refusals are CodedErrors in the seeds' error shape with the field `file`.
 */
import os from 'node:os';
import { ACCOUNT_LIMITS } from '@gramota/contracts';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { accountError } from '../errors';

// libvips' operation cache keeps recent results (up to 50 MB) for reuse; no two uploads are the
// same, so it only holds memory after the request.
sharp.cache(false);
// One libvips thread per image (sharp's own default on glibc without jemalloc, made explicit):
// DECODE_SLOTS images at once then use at most DECODE_SLOTS cores and one set of tile buffers
// each, leaving the event loop and Chromium room. A single big image is slower, not larger.
sharp.concurrency(1);

export type ImageFormat = 'jpeg' | 'png' | 'webp';
const FORMATS = new Set<string>(['jpeg', 'png', 'webp']);

export interface ImageLimits {
  maxBytes: number;
  maxPixels: number;
  maxSide: number;
  /** Long side / short side. */
  maxAspect: number;
  /** sharp's own timeout takes whole seconds. */
  timeoutSeconds: number;
}

/**
 * Uploads (userpics, stamps, document pictures): the contract's limits. 10 s is over 10× what
 * the slowest legitimate upload measured takes (a 9 MB, 40 MP JPEG scan as a stamp: 0.8 s).
 */
export const UPLOAD_LIMITS: ImageLimits = {
  maxBytes: ACCOUNT_LIMITS.imageMaxBytes,
  maxPixels: ACCOUNT_LIMITS.imageMaxPixels,
  maxSide: ACCOUNT_LIMITS.imageMaxSide,
  maxAspect: ACCOUNT_LIMITS.imageMaxAspect,
  timeoutSeconds: 10,
};

/**
 * Decodes at once, and the decoded pixels they may hold together. Two on two cores; the pixel
 * budget lets two ordinary photos run side by side but never two near-40 MP images: most
 * pipelines stream, but an interlaced PNG or a progressive JPEG is decoded whole first (measured
 * on 6300 × 6300: +200 MB and +140 MB).
 */
export const DECODE_SLOTS = Math.max(1, Math.min(2, os.availableParallelism()));
export const DECODE_PIXEL_BUDGET = 48_000_000;

export interface ImageHeader {
  format: ImageFormat | 'raw';
  width: number;
  height: number;
  hasAlpha: boolean;
}

export interface ImageResult {
  data: Buffer;
  info: OutputInfo;
  header: ImageHeader;
}

/** Raw pixels: the QR code we draw, the stamp's small copy of an upload. */
export interface RawPixels {
  pixels: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

export interface GuardOptions {
  /** Tighter or (for our own output) looser limits than UPLOAD_LIMITS. */
  limits?: Partial<ImageLimits>;
  /**
   * Our own buffers (render output, QR pixels): a failure is a bug, thrown as a plain Error (a
   * 500 that gets logged) instead of blaming the user's `file`.
   */
  internal?: boolean;
  /**
   * The embedded colour profile is not applied. Only for pictures known to be sRGB already, such
   * as Chromium's screenshots (it embeds an sRGB profile): converting by it changes nothing and
   * doubles the cost of decoding an A4 page at 300 dpi (measured in bench:render).
   */
  ignoreIcc?: boolean;
}

/** Builds the pipeline over the opened image: operations and an output format. */
export type BuildPipeline = (image: Sharp, header: ImageHeader) => Sharp;

// --- Taking turns ---------------------------------------------------------------------------

interface Waiter {
  weight: number;
  start: () => void;
}

/**
 * A FIFO semaphore weighted by pixels. First come, first served: a big image is not starved by
 * a stream of small ones. A job heavier than the whole budget runs alone.
 */
class DecodeGate {
  private active = 0;
  private pixels = 0;
  private readonly waiting: Waiter[] = [];
  readonly stats = { peakActive: 0, peakPixels: 0, started: 0 };

  constructor(
    private readonly slots: number,
    private readonly budget: number,
  ) {}

  get activeCount(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Resolves with the release function once the job may start. */
  async acquire(pixels: number): Promise<() => void> {
    const weight = Math.min(pixels, this.budget);
    if (this.waiting.length === 0 && this.fits(weight)) this.take(weight);
    // wake() takes the turn on the waiter's behalf, so two wakes cannot overbook.
    else await new Promise<void>((start) => this.waiting.push({ weight, start }));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active -= 1;
      this.pixels -= weight;
      this.wake();
    };
  }

  private fits(weight: number): boolean {
    return this.active < this.slots && this.pixels + weight <= this.budget;
  }

  private take(weight: number): void {
    this.active += 1;
    this.pixels += weight;
    this.stats.started += 1;
    this.stats.peakActive = Math.max(this.stats.peakActive, this.active);
    this.stats.peakPixels = Math.max(this.stats.peakPixels, this.pixels);
  }

  private wake(): void {
    while (this.waiting.length > 0 && this.fits(this.waiting[0]!.weight)) {
      const next = this.waiting.shift()!;
      this.take(next.weight);
      next.start();
    }
  }
}

const gate = new DecodeGate(DECODE_SLOTS, DECODE_PIXEL_BUDGET);

/** For tests and diagnostics: decodes running and waiting, and the highest counts seen. */
export function imageGuardStats() {
  return { active: gate.activeCount, queued: gate.queued, ...gate.stats };
}

export function resetImageGuardPeaks(): void {
  gate.stats.peakActive = gate.activeCount;
  gate.stats.peakPixels = 0;
}

// --- Judging the header ---------------------------------------------------------------------

type Refusal = 'image_invalid' | 'image_too_large' | 'image_shape_invalid';
const STATUS: Record<Refusal, number> = {
  image_invalid: 400,
  image_too_large: 413,
  image_shape_invalid: 400,
};

function refuse(code: Refusal, options: GuardOptions, detail: string): Error {
  return options.internal
    ? new Error(`image guard: ${code} (${detail})`)
    : accountError(STATUS[code], code, 'file');
}

/** Only the header is parsed (no pixel is decoded): the pixel limit is off for this read alone. */
async function readHeader(input: Buffer, options: GuardOptions): Promise<ImageHeader> {
  try {
    const metadata = await sharp(input, { limitInputPixels: false }).metadata();
    if (FORMATS.has(metadata.format ?? '') && metadata.width > 0 && metadata.height > 0)
      return {
        format: metadata.format as ImageFormat,
        width: metadata.width,
        height: metadata.height,
        hasAlpha: metadata.hasAlpha,
      };
  } catch {
    // Not an image libvips can read.
  }
  throw refuse('image_invalid', options, 'header');
}

function checkSize(header: ImageHeader, limits: ImageLimits, options: GuardOptions): void {
  const { width, height } = header;
  const detail = `${width}x${height}`;
  if (width * height > limits.maxPixels || Math.max(width, height) > limits.maxSide)
    throw refuse('image_too_large', options, detail);
  if (Math.max(width, height) / Math.min(width, height) > limits.maxAspect)
    throw refuse('image_shape_invalid', options, detail);
}

// --- Running a pipeline ---------------------------------------------------------------------

/**
 * Part of the work may happen before libvips' timeout clock starts (trim copies the decoded
 * image first), so the caller also has a wall-clock deadline.
 */
class DeadlineError extends Error {
  constructor() {
    super('image decode deadline passed');
  }
}

/**
 * Checks `input` by its header, waits for a turn, then runs `build`'s pipeline with the limits
 * enforced again by libvips (limitInputPixels, failOn) and a time limit. Nothing is decoded when
 * the header is refused.
 */
export async function transformImage(
  input: Buffer | RawPixels,
  build: BuildPipeline,
  options: GuardOptions = {},
): Promise<ImageResult> {
  const limits = { ...UPLOAD_LIMITS, ...options.limits };
  // The byte limit is for files; raw pixels are bounded by the pixel limit below.
  if (Buffer.isBuffer(input) && input.length === 0) throw refuse('image_invalid', options, 'empty');
  if (Buffer.isBuffer(input) && input.length > limits.maxBytes)
    throw refuse('image_too_large', options, 'bytes');
  const header: ImageHeader = Buffer.isBuffer(input)
    ? await readHeader(input, options)
    : { format: 'raw', ...input.raw, hasAlpha: input.raw.channels % 2 === 0 };
  checkSize(header, limits, options);

  const release = await gate.acquire(header.width * header.height);
  let work: Promise<{ data: Buffer; info: OutputInfo }>;
  try {
    const image = Buffer.isBuffer(input)
      ? sharp(input, {
          limitInputPixels: limits.maxPixels,
          failOn: 'error',
          sequentialRead: true,
          ignoreIcc: options.ignoreIcc ?? false,
        })
      : sharp(input.pixels, { raw: input.raw, limitInputPixels: limits.maxPixels });
    work = build(image, header)
      .timeout({ seconds: limits.timeoutSeconds })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    release();
    throw options.internal ? error : refuse('image_invalid', options, 'pipeline');
  }
  // The turn ends when libvips is really done, even if the caller was answered at the deadline:
  // otherwise a stuck decode would not count and the bound would be a fiction.
  work.then(release, release);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError()), limits.timeoutSeconds * 1000).unref();
  });
  try {
    return { ...(await Promise.race([work, deadline])), header };
  } catch (error) {
    if (options.internal && !(error instanceof DeadlineError)) throw error;
    // libvips' own timeout ("timeout: 42% complete") and the deadline: too much work.
    const timedOut = error instanceof DeadlineError || /timeout/i.test(String(error));
    throw refuse(timedOut ? 'image_too_large' : 'image_invalid', options, String(error));
  } finally {
    clearTimeout(timer);
  }
}
