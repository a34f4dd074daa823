import fs from 'node:fs';
import {
  creatorPaths,
  type RenderNote,
  type CreatorAnswer,
  type CreatorStatusAnswer,
  type CreatorSuffix,
  type CreatorType,
} from '@gramota/contracts';
import { checkScene, scenePageSize } from '@gramota/scene';
import {
  RenderTimeoutError,
  SceneInvalidError,
  renderNoteText,
  type PrintOutput,
  type PrintPlan,
  type RenderInput,
  type RenderOutput,
  type SceneRenderInput,
  type SceneRenderOutput,
  type LinkCard,
  type LinkCardTexts,
} from '../modules/render';
import { transformImage } from '../shared/image-guard';
import type { RenderPort } from '../modules/creator/job-queue';
import { EditorClient } from './redactor-test-kit';

/**
 * A stand-in for the render engine (tests only): counts renders, fails or times out on demand,
 * reports replacements on demand, and can say Chromium is missing. Its files are tiny fakes with the right signatures.
 */
export class StandInEngine implements RenderPort {
  readonly renders: RenderInput[] = [];
  readonly sceneRenders: SceneRenderInput[] = [];
  /** The sheets of links for parents asked for: their cards and words (issue 37). */
  readonly linkSheets: Array<{ userId: string; cards: LinkCard[]; texts: LinkCardTexts }> = [];
  failures = 0;
  timeout = false;
  missing: string | null = null;
  /** What the next renders report as replaced (a test sets it, as a bad document would). */
  notes: RenderNote[] = [];

  private gate: Promise<void> | null = null;
  private openGate: (() => void) | null = null;

  /** Renders that start from now on wait for release(): they hold the queue's slots. */
  hold(): void {
    this.gate = new Promise((resolve) => {
      this.openGate = resolve;
    });
  }

  release(): void {
    this.openGate?.();
    this.gate = null;
    this.openGate = null;
  }

  available(): { ok: true } | { ok: false; message: string } {
    return this.missing ? { ok: false, message: this.missing } : { ok: true };
  }

  async render(input: RenderInput): Promise<RenderOutput> {
    this.renders.push(input);
    if (this.gate) await this.gate;
    if (this.timeout) throw new RenderTimeoutError(5);
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('Chromium crashed');
    }
    return {
      jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
      jpegWidth: 2480,
      jpegHeight: 3508,
      thumbnail: Buffer.from('RIFF0000WEBP'),
      pdf: Buffer.from('%PDF-1.4\n%%EOF\n'),
      pages: 1,
      notes: [...this.notes],
      replaced: this.notes.map(renderNoteText),
    };
  }

  /** Prints laid out on paper (issue 36): what was asked, in order. */
  readonly prints: Array<{ inputs: readonly RenderInput[]; plan: PrintPlan }> = [];

  /** A laid-out print: a tiny fake PDF, its sheet count as the layout gives it. */
  async renderPrint(inputs: readonly RenderInput[], plan: PrintPlan): Promise<PrintOutput> {
    this.prints.push({ inputs, plan });
    if (this.gate) await this.gate;
    if (this.timeout) throw new RenderTimeoutError(5);
    const perSheet = plan.mode === 'sheet' ? plan.grid.columns * plan.grid.rows : 1;
    return {
      pdf: Buffer.from('%PDF-1.4\n%%EOF\n'),
      sheets: Math.ceil(inputs.length / perSheet),
      perSheet,
      notes: [],
      replaced: [],
    };
  }

  /** The calibration sheet: a tiny fake PDF. */
  async renderCalibrationSheet(): Promise<Omit<PrintOutput, 'perSheet'>> {
    return { pdf: Buffer.from('%PDF-1.4\n%%EOF\n'), sheets: 1, notes: [], replaced: [] };
  }

  /** The sheet of links for parents: the cards are kept, the PDF is a tiny fake. */
  async renderLinkCards(
    userId: string,
    cards: readonly LinkCard[],
    texts: LinkCardTexts,
  ): Promise<Omit<PrintOutput, 'perSheet'>> {
    this.linkSheets.push({ userId, cards: [...cards], texts });
    return { pdf: Buffer.from('%PDF-1.4\n%%EOF\n'), sheets: 1, notes: [], replaced: [] };
  }

  /**
   * A workshop scene's page picture: a real JPEG (and WebP thumbnail) of the page's aspect in the
   * scene's page colour, small (80 px wide) so API tests stay fast. Refuses what the engine
   * refuses (SceneInvalidError), and waits, fails or times out like render().
   */
  async renderScene(input: SceneRenderInput): Promise<SceneRenderOutput> {
    this.sceneRenders.push(input);
    const checked = checkScene(input.scene);
    if (!checked.ok) throw new SceneInvalidError(checked.field, checked.reason);
    if (this.gate) await this.gate;
    if (this.timeout) throw new RenderTimeoutError(5);
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('Chromium crashed');
    }
    const page = scenePageSize(checked.scene.format);
    const width = 80;
    const height = Math.max(1, Math.round((width * page.height) / page.width));
    const colour = checked.scene.background.color;
    const rgb = [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16));
    const pixels = Buffer.alloc(width * height * 3);
    for (let at = 0; at < pixels.length; at += 3) pixels.set(rgb, at);
    const raw = { pixels, raw: { width, height, channels: 3 as const } };
    const [{ data: jpeg }, { data: thumbnail }] = await Promise.all([
      transformImage(raw, (image) => image.jpeg({ quality: 80 }), { internal: true }),
      transformImage(raw, (image) => image.resize({ width: 30 }).webp({ quality: 80 }), {
        internal: true,
      }),
    ]);
    return {
      jpeg,
      width,
      height,
      thumbnail,
      notes: [...this.notes],
      replaced: this.notes.map(renderNoteText),
    };
  }

  scenesOf(userId: string): number {
    return this.sceneRenders.filter((input) => input.userId === userId).length;
  }

  rendersOf(docId: string): number {
    return this.renders.filter((input) => String(input.docId) === docId).length;
  }

  async close(): Promise<void> {}
}

/** The Chromium the real-engine tests render with (CHROMIUM_PATH, else Debian's). */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** `describe` for the real-engine tests, skipped on a machine without that Chromium. */
export const withChromium = fs.existsSync(CHROMIUM) ? describe : describe.skip;

/** Polls until `check` gives a value (or throws after `ms`). */
export async function eventually<T>(check: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A teacher making files the way the editor does. */
export class CreatorClient extends EditorClient {
  create(docId: string, type: string, suffix?: string) {
    return this.visitor.post(
      creatorPaths.creator(docId, type as CreatorType, suffix as CreatorSuffix | undefined),
    );
  }

  async created(docId: string, type: CreatorType, suffix?: CreatorSuffix): Promise<CreatorAnswer> {
    const response = await this.create(docId, type, suffix);
    if (response.status !== 200) throw new Error(`creator ${response.status}`);
    return (await response.json()) as CreatorAnswer;
  }

  async status(docId: string, job: string): Promise<CreatorStatusAnswer> {
    const response = await this.visitor.get(creatorPaths.status(docId, job));
    if (response.status !== 200) throw new Error(`get-status-creator ${response.status}`);
    return (await response.json()) as CreatorStatusAnswer;
  }

  /** Polls the status until it is no longer 'wait'. */
  settled(docId: string, job: string): Promise<CreatorStatusAnswer> {
    return eventually(async () => {
      const status = await this.status(docId, job);
      return status.status === 'wait' ? undefined : status;
    });
  }
}
