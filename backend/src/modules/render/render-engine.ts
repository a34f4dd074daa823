/**
 * The render engine (ARCHITECTURE §6): a saved document into print files equal to the editor's
 * screen. A warm pool of pages, each in its own headless Chromium (chromium-pool.ts: Debian's,
 * driven by playwright-core) started on first use, reused by the renders; each render composes
 * the page (compose.ts), serves its requests from disk and the file store (render-resources.ts),
 * waits for fonts and pictures, then screenshots a JPEG at >= 300 dpi and prints a PDF with real
 * text.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Route } from 'playwright-core';
import { DocImagesService } from '../redactor';
import type { FileStore } from '../../shared/file-store';
import { transformImage } from '../../shared/image-guard';
import { DEFAULT_CATALOGUE_DIR } from '../templates';
import { ChromiumPool, type PoolPage } from './chromium-pool';
import {
  bundledFontFiles,
  composeDocumentHtml,
  RENDER_LIMITS,
  type ComposedDocument,
} from './compose';
import { checkScene } from '@gramota/scene';
import { PRODUCT_NAME, withPdfMetadata, type PdfMetadata } from './pdf-metadata';
import { composeCalibrationSheet, composePrintHtml, type ComposedPrint } from './print-sheets';
import { composeLinkCardSheet, type LinkCard, type LinkCardTexts } from './link-cards';
import { setPrintBoxes } from './print-boxes';
import { RenderNoteList } from './render-notes';
import { resolveResource, type StampReader } from './render-resources';
import {
  CHROMIUM_INSTALL_HINT,
  RenderTimeoutError,
  RenderUnavailableError,
  SceneInvalidError,
  type PrintOutput,
  type PrintPlan,
  type RenderInput,
  type RenderOutput,
  type SceneRenderInput,
  type SceneRenderOutput,
} from './render-types';
import {
  hasTitleText,
  picturesBox,
  pixelStep,
  readSceneLayers,
  ALIGN_SCENE_TITLES,
  type SceneLayers,
} from './scene-layers';
import {
  PAINTER_PATH,
  PAINT_SCENE,
  paintSceneScript,
  composeScenePage,
  type ScenePainted,
  painterBundlePath,
  readPainterBundle,
} from './scene-page';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
export const RENDER_DEFAULTS = { pages: 2, timeoutMs: 20_000 } as const;
/** A made-up origin: the route handler answers everything, so no name is ever resolved. */
const ORIGIN = 'http://render.gramota.invalid';
const DOC_PATH = '/__render__/';
const SCENE_PATH = '/__scene__/page/';
const PRINT_PATH = '/__print__/';
const JPEG_QUALITY = 90;
/** A template's page picture becomes every document's background: a little more quality. */
const SCENE_JPEG_QUALITY = 92;
const THUMBNAIL_WIDTH = 300;
/** The JPEG format's own limit on a side. */
const JPEG_MAX_SIDE = 65_535;

export interface RenderEngineOptions {
  /**
   * The files renders read (pictures under /data/, workshop layers, pictures placed in documents):
   * DATA_DIR, or the bucket when workers run on other machines.
   */
  fileStore: FileStore;
  /** The template catalogue's artwork (/data/templates/); default the templates module's DEFAULT_CATALOGUE_DIR. */
  catalogueDir?: string;
  /** Default: $CHROMIUM_PATH, else /usr/bin/chromium. */
  chromiumPath?: string;
  /** Pages kept warm and rendering at once (default 2). */
  pages?: number;
  /** A render taking longer is stopped (default 20 s). */
  timeoutMs?: number;
  /**
   * The profile module's StampsService (its read checks ownership). Without it, stamps are left
   * out of renders and reported.
   */
  stamps?: StampReader;
  /** Tests only: awaited before a request of a render page is answered. */
  beforeRequest?: (url: URL) => Promise<void> | void;
}

/** What a pool page is loading: its HTML at `path` + token, for one account. */
interface PageJob {
  token: string;
  userId: string;
  path: string;
  html: string;
  notes: RenderNoteList;
  /** The scene page's painter script may be served (document pages run no script). */
  painter: Buffer | null;
}

interface Job extends PageJob {
  input: RenderInput;
  composed: ComposedDocument;
}

interface Slot extends PoolPage {
  job: PageJob | null;
  /**
   * The account whose document the page holds, once a render loaded one. The next render of the
   * same account swaps the document in place (no navigation: fonts and the template picture stay
   * decoded in the page's memory cache, ~100 ms less per render); another account's navigates
   * afresh, so a picture one account may read is never served from cache to another's render.
   */
  loadedFor: string | null;
}

/**
 * Page script (a string: the backend compiles without DOM types): fonts and pictures loaded.
 * Layout first: a document swapped in place has not been laid out yet, so the faces its text
 * needs (an italic title's, say) have not started loading and fonts.ready would already be
 * resolved; the forced layout starts those loads and fonts.ready then waits for them.
 */
const LOADED = `
  document.body.getBoundingClientRect();
  await document.fonts.ready;
  await Promise.all(Array.from(document.images, (image) =>
    image.complete ? null : new Promise((done) => {
      image.addEventListener('load', done, { once: true });
      image.addEventListener('error', done, { once: true });
    })));
  await document.fonts.ready;`;

/** Loaded, then the page's height (it grows by whole pages when the text runs longer). */
const WAIT_AND_MEASURE = `(async () => {${LOADED}
  return document.querySelector('.gr-doc-page').getBoundingClientRect().height;
})()`;

/** Loaded, then each placed page's height in its own CSS px (offsetHeight ignores the transform). */
const WAIT_AND_MEASURE_PRINT = `(async () => {${LOADED}
  return Array.from(document.querySelectorAll('.gr-print-clip > .gr-doc-page'), (page) => page.offsetHeight);
})()`;

/** The few DOM types the page function below uses (the backend compiles without DOM types). */
interface PageDom {
  DOMParser: new () => {
    parseFromString(
      html: string,
      type: string,
    ): { documentElement: { childNodes: ArrayLike<object> } };
  };
  document: { documentElement: { replaceChildren(...nodes: object[]): void } };
}

/**
 * Runs in the page: the composed document replaces the current one in place. DOMParser's scripts
 * never run (and the page's CSP forbids scripts anyway); the <html> element itself is kept.
 */
function replaceDocument(html: string): void {
  const dom = globalThis as unknown as PageDom;
  const next = new dom.DOMParser().parseFromString(html, 'text/html');
  dom.document.documentElement.replaceChildren(...Array.from(next.documentElement.childNodes));
}

const setSheetHeight = (px: number) =>
  `document.querySelector('.gr-doc-page').style.minHeight = '${px}px'`;

/** Copies of a workshop page's layers (scene-layers.ts) one page height further each. */
const repeatSceneLayers = (pages: number, pageHeight: number) => `(() => {
  const layer = document.querySelector('.gr-ws-layers');
  if (!layer) return;
  let last = layer;
  for (let index = 1; index < ${pages}; index += 1) {
    const copy = layer.cloneNode(true);
    copy.style.top = (index * ${pageHeight}) + 'px';
    last.after(copy);
    last = copy;
  }
})()`;

const mm = (value: number) => `${Number(value.toFixed(3))}mm`;

export class RenderEngine {
  private readonly chromiumPath: string;
  private readonly poolSize: number;
  private readonly timeoutMs: number;
  private readonly images: DocImagesService;
  private readonly pool: ChromiumPool<Slot>;

  constructor(private readonly options: RenderEngineOptions) {
    this.chromiumPath = options.chromiumPath || process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
    this.poolSize = Math.max(1, Math.floor(options.pages ?? RENDER_DEFAULTS.pages));
    this.timeoutMs = Math.max(1, options.timeoutMs ?? RENDER_DEFAULTS.timeoutMs);
    this.images = new DocImagesService(options.fileStore);
    this.pool = new ChromiumPool<Slot>({
      chromiumPath: this.chromiumPath,
      size: this.poolSize,
      timeoutMs: this.timeoutMs,
      setUp: async (page) => {
        const slot: Slot = { ...page, job: null, loadedFor: null };
        await page.page.route('**/*', (route) => this.answer(slot, route));
        return slot;
      },
    });
  }

  /** The pool's browsers, one per page (the relaunch test closes them from outside). */
  protected get browsers(): readonly (Promise<Browser> | null)[] {
    return this.pool.browsers;
  }

  /** Whether renders can run; when not, what to install. Never starts the browser. */
  available(): { ok: true } | { ok: false; message: string } {
    try {
      require.resolve('playwright-core');
    } catch {
      return { ok: false, message: 'The render engine needs the npm package playwright-core.' };
    }
    if (!fs.existsSync(this.chromiumPath)) {
      return {
        ok: false,
        message:
          `Chromium was not found at ${this.chromiumPath}. Install it: ${CHROMIUM_INSTALL_HINT} ` +
          '(or set CHROMIUM_PATH).',
      };
    }
    return { ok: true };
  }

  async render(input: RenderInput): Promise<RenderOutput> {
    const availability = this.available();
    if (!availability.ok) throw new RenderUnavailableError(availability.message);
    // A workshop template's document prints its title as text between the page's layers.
    const layers = await readSceneLayers(this.options.fileStore, input.background);
    const composed = composeDocumentHtml(input, bundledFontFiles(), layers);
    const job: Job = {
      token: randomUUID(),
      userId: input.userId,
      path: DOC_PATH,
      html: composed.html,
      painter: null,
      input,
      composed,
      notes: new RenderNoteList(composed.notes),
    };
    return this.onPool(job, (index) => this.renderOn(index, job));
  }

  /**
   * A workshop template's scene drawn by the @gramota/scene painter (the canvas editor's shapes)
   * into a JPEG of exactly the pixel size a document of its format renders at, and its WebP
   * thumbnail. A scene that breaks the scene rules is refused before Chromium sees it.
   */
  async renderScene(input: SceneRenderInput): Promise<SceneRenderOutput> {
    const checked = checkScene(input.scene);
    if (!checked.ok) throw new SceneInvalidError(checked.field, checked.reason);
    const availability = this.available();
    if (!availability.ok) throw new RenderUnavailableError(availability.message);
    const painter = readPainterBundle();
    if (!painter) {
      throw new RenderUnavailableError(
        `The scene painter is not built (${painterBundlePath()}): run npm run build -w @gramota/scene.`,
      );
    }
    const composed = composeScenePage(checked.scene, ORIGIN);
    const job: PageJob = {
      token: randomUUID(),
      userId: input.userId,
      path: SCENE_PATH,
      html: composed.html,
      painter,
      notes: new RenderNoteList(composed.notes),
    };
    return this.onPool(job, async (index) => {
      const slot = await this.pool.pageFor(index, composed.geometry.deviceScaleFactor);
      slot.job = job;
      // A scene page is never swapped in place: the next document page navigates afresh.
      slot.loadedFor = null;
      const { page } = slot;
      const { cssWidth, cssHeight } = composed.geometry;
      await page.setViewportSize({ width: cssWidth, height: cssHeight });
      await page.goto(`${ORIGIN}${SCENE_PATH}${job.token}`, { waitUntil: 'load' });
      const { missing, titleBaseline } = await page.evaluate<ScenePainted>(PAINT_SCENE);
      for (const src of missing) {
        const name = path.posix.basename(src.split('?')[0] ?? src) || src;
        if (src.startsWith('/qr/')) job.notes.add({ code: 'qr_invalid' });
        else if (src.startsWith('/api/profile-stamp-file/'))
          job.notes.add({ code: 'stamp_missing' });
        else job.notes.add({ code: 'picture_missing', name });
      }
      const full = { x: 0, y: 0, width: cssWidth, height: cssHeight };
      const shot = (clip: typeof full) =>
        page.screenshot({
          type: 'jpeg',
          quality: SCENE_JPEG_QUALITY,
          clip,
          animations: 'disabled',
          caret: 'hide',
        });
      const jpeg = await shot(full);
      const thumbnailMade = this.thumbnail(jpeg, 1);
      thumbnailMade.catch(() => undefined);
      // The layers a document prints its title between as text (scene-layers.ts).
      let layers: SceneLayers | null = null;
      if (hasTitleText(composed.scene)) {
        await page.evaluate(paintSceneScript('under-text'));
        const under = await shot(full);
        const { deviceScaleFactor } = composed.geometry;
        const box = picturesBox(composed.scene, full, deviceScaleFactor);
        let over: SceneLayers['over'] = null;
        if (box) {
          // The box may reach a little past the page: the window too.
          const step = pixelStep(deviceScaleFactor);
          await page.setViewportSize({ width: cssWidth + step, height: cssHeight + step });
          await page.evaluate(paintSceneScript('over-text'));
          const png = await page.screenshot({
            type: 'png',
            omitBackground: true,
            clip: box,
            animations: 'disabled',
            caret: 'hide',
          });
          over = { png, box };
        }
        layers = { under, over, title: composed.scene.title, baseline: titleBaseline };
      }
      const { jpeg: size, thumbnail } = await thumbnailMade;
      return {
        layers,
        jpeg,
        width: size.width,
        height: size.height,
        thumbnail,
        notes: job.notes.notes,
        replaced: job.notes.texts,
      };
    });
  }

  /**
   * Documents printed in a layout (issue 36, print-sheets.ts): onto a pre-printed blank, several
   * to a sheet, or for a print shop; one tagged PDF in the given order. Every page must be the
   * same account's. A page running longer than one page is cut at its first and says so.
   */
  async renderPrint(
    inputs: readonly RenderInput[],
    plan: PrintPlan,
    meta: PdfMetadata,
  ): Promise<PrintOutput> {
    const availability = this.available();
    if (!availability.ok) throw new RenderUnavailableError(availability.message);
    const userId = inputs[0]?.userId;
    if (!userId || inputs.some((input) => input.userId !== userId))
      throw new Error("A print holds one account's documents");
    // A workshop page's layers, read once per template picture (a class shares one).
    const layersOf = new Map<string, ReturnType<typeof readSceneLayers>>();
    const pages = await Promise.all(
      inputs.map(async (input) => {
        if (plan.mode === 'blank' || !input.background) return { input, layers: null };
        let layers = layersOf.get(input.background);
        if (!layers) {
          layers = readSceneLayers(this.options.fileStore, input.background);
          layersOf.set(input.background, layers);
        }
        return { input, layers: await layers };
      }),
    );
    const composed = composePrintHtml(pages, plan, meta.title);
    const out = await this.printComposed(userId, composed, meta);
    return { ...out, perSheet: composed.perSheet };
  }

  /** The calibration test sheet of a paper format (crosshairs and rulers), as a PDF. */
  async renderCalibrationSheet(
    userId: string,
    format: string,
    meta: PdfMetadata,
    /** What to do with the sheet, in the teacher's language. */
    caption: string,
  ): Promise<Omit<PrintOutput, 'perSheet'>> {
    const availability = this.available();
    if (!availability.ok) throw new RenderUnavailableError(availability.message);
    return this.printComposed(userId, composeCalibrationSheet(format, meta.title, caption), meta);
  }

  /** The links for parents (issue 37): A4 pages of cards with a QR code each, as a tagged PDF. */
  async renderLinkCards(
    userId: string,
    cards: readonly LinkCard[],
    texts: LinkCardTexts,
    meta: PdfMetadata,
  ): Promise<Omit<PrintOutput, 'perSheet'>> {
    const availability = this.available();
    if (!availability.ok) throw new RenderUnavailableError(availability.message);
    return this.printComposed(
      userId,
      composeLinkCardSheet(cards, texts, meta.language ?? null),
      meta,
    );
  }

  private async printComposed(
    userId: string,
    composed: ComposedPrint,
    meta: PdfMetadata,
  ): Promise<Omit<PrintOutput, 'perSheet'>> {
    const job: PageJob = {
      token: randomUUID(),
      userId,
      path: PRINT_PATH,
      html: composed.html,
      painter: null,
      notes: composed.notes,
    };
    return this.onPool(job, async (index) => {
      const density = this.pool.current(index)?.deviceScaleFactor ?? 1;
      const slot = await this.pool.pageFor(index, density);
      slot.job = job;
      // The next document render navigates afresh: this page holds no document to swap.
      slot.loadedFor = null;
      const { page } = slot;
      await page.goto(`${ORIGIN}${PRINT_PATH}${job.token}`, { waitUntil: 'load' });
      const heights = await page.evaluate<number[]>(WAIT_AND_MEASURE_PRINT);
      if (composed.html.includes('gr-ws-title')) {
        await page.evaluate(`document.documentElement.setAttribute('data-measuring', '')`);
        await page.evaluate(ALIGN_SCENE_TITLES);
        await page.evaluate(`document.documentElement.removeAttribute('data-measuring')`);
      }
      heights.forEach((height, at) => {
        const pageHeight = composed.pageHeights[at] ?? height;
        const total = Math.ceil((height - 0.5) / pageHeight);
        if (total > 1) job.notes.add({ code: 'pages_cut', pages: 1, total });
      });
      const sheet = composed.sheets[0]!;
      const printed = await page.pdf({
        width: mm(sheet.width),
        height: mm(sheet.height),
        printBackground: true,
        preferCSSPageSize: true,
        tagged: true,
      });
      const { press } = composed;
      const pdf = await withPdfMetadata(
        printed,
        meta,
        press ? (doc) => setPrintBoxes(doc, press) : undefined,
      );
      return {
        pdf,
        sheets: composed.sheets.length,
        notes: job.notes.notes,
        replaced: job.notes.texts,
      };
    });
  }

  /**
   * Runs `work` on a pool page within the time limit. Whatever went wrong (a hang, a crash), the
   * page may be in any state: it is replaced.
   */
  private async onPool<T>(job: PageJob, work: (index: number) => Promise<T>): Promise<T> {
    const index = await this.pool.acquire();
    let timer: NodeJS.Timeout | undefined;
    try {
      const working = work(index);
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new RenderTimeoutError(this.timeoutMs)), this.timeoutMs);
      });
      try {
        return await Promise.race([working, timeout]);
      } catch (error) {
        working.catch(() => undefined);
        this.pool.discard(index);
        throw error;
      }
    } finally {
      clearTimeout(timer);
      const slot = this.pool.current(index);
      if (slot?.job === job) slot.job = null;
      this.pool.release(index);
    }
  }

  /** Closes the browsers; a later render starts new ones. */
  close(): Promise<void> {
    return this.pool.close();
  }

  private async renderOn(index: number, job: Job): Promise<RenderOutput> {
    const { geometry } = job.composed;
    const slot = await this.pool.pageFor(index, geometry.deviceScaleFactor);
    slot.job = job;
    const { page } = slot;
    const pageHeight = geometry.cssHeight;
    // The last render's window is usually this one already: no round trip to set it again.
    const window = page.viewportSize();
    if (window?.width !== geometry.cssWidth || window.height !== pageHeight)
      await page.setViewportSize({ width: geometry.cssWidth, height: pageHeight });
    if (slot.loadedFor === job.input.userId) {
      await page.evaluate(replaceDocument, job.composed.html);
    } else {
      slot.loadedFor = null;
      await page.goto(`${ORIGIN}${DOC_PATH}${job.token}`, { waitUntil: 'load' });
      slot.loadedFor = job.input.userId;
    }
    const height = await page.evaluate<number>(WAIT_AND_MEASURE);
    // A workshop page's HTML title on the baseline Konva drew it on (scene-layers.ts).
    if (job.composed.html.includes('gr-ws-title')) await page.evaluate(ALIGN_SCENE_TITLES);
    const needed = Math.max(1, Math.ceil((height - 0.5) / pageHeight));
    const pages = Math.min(needed, geometry.maxPages);
    if (needed > pages) {
      job.notes.add({ code: 'pages_cut', pages, total: needed });
    }
    const sheetHeight = pages * pageHeight;
    if (pages > 1) {
      await page.evaluate(setSheetHeight(sheetHeight));
      // A workshop page's title and pictures on every page, as its picture repeats.
      if (job.composed.html.includes('gr-ws-layers'))
        await page.evaluate(repeatSceneLayers(pages, pageHeight));
      await page.setViewportSize({ width: geometry.cssWidth, height: sheetHeight });
    }
    const jpeg = await page.screenshot({
      type: 'jpeg',
      quality: JPEG_QUALITY,
      clip: { x: 0, y: 0, width: geometry.cssWidth, height: sheetHeight },
      animations: 'disabled',
      caret: 'hide',
    });
    // The thumbnail is made by sharp (libuv threads) while Chromium prints the PDF.
    const thumbnailMade = this.thumbnail(jpeg, pages);
    thumbnailMade.catch(() => undefined);
    const printed = await page.pdf({
      width: mm(geometry.paperMm.width),
      height: mm(geometry.paperMm.height),
      scale: geometry.pdfScale,
      printBackground: true,
      preferCSSPageSize: true,
      pageRanges: `1-${pages}`,
      // A screen reader reads the certificate's text in order (issue 36).
      tagged: true,
    });
    const pdf = await withPdfMetadata(printed, job.input.meta ?? { title: PRODUCT_NAME });
    const { jpeg: size, thumbnail } = await thumbnailMade;
    return {
      jpeg,
      jpegWidth: size.width,
      jpegHeight: size.height,
      thumbnail,
      pdf,
      pages,
      notes: job.notes.notes,
      replaced: job.notes.texts,
    };
  }

  /** The JPEG's pixel size, and the WebP thumbnail of its first page. */
  private async thumbnail(
    jpeg: Buffer,
    pages: number,
  ): Promise<{ jpeg: { width: number; height: number }; thumbnail: Buffer }> {
    // Our own JPEG, within the render's pixel budget, not the upload limits (10 pages are one
    // tall image), but through the guard all the same: it takes its turn and has a time limit.
    const { data, header } = await transformImage(
      jpeg,
      (image, { width, height }) => {
        // The first page, shrunk first (libjpeg shrinks on load: no full-size decode), then cut.
        const shrunk = image.resize({ width: THUMBNAIL_WIDTH });
        const pageHeight = Math.floor((THUMBNAIL_WIDTH * height) / width / pages);
        return (
          pages > 1
            ? shrunk.extract({ left: 0, top: 0, width: THUMBNAIL_WIDTH, height: pageHeight })
            : shrunk
        ).webp({ quality: 80 });
      },
      {
        internal: true,
        // Chromium's screenshot carries an sRGB profile: nothing to convert.
        ignoreIcc: true,
        limits: {
          maxBytes: Infinity,
          maxPixels: RENDER_LIMITS.maxFilePixels,
          maxSide: JPEG_MAX_SIDE,
          maxAspect: Infinity,
        },
      },
    );
    return { jpeg: { width: header.width, height: header.height }, thumbnail: data };
  }

  /** Answers a request of a pool page from the current job (see render-resources.ts). */
  private async answer(slot: Slot, route: Route): Promise<void> {
    const { job } = slot;
    const url = new URL(route.request().url());
    try {
      if (!job || url.origin !== ORIGIN) {
        if (job && !url.protocol.startsWith('data')) {
          job.notes.add({ code: 'foreign_file', name: url.href.slice(0, 200) });
        }
        await route.abort('blockedbyclient');
        return;
      }
      await this.options.beforeRequest?.(url);
      if (url.pathname === `${job.path}${job.token}`) {
        await route.fulfill({
          status: 200,
          contentType: 'text/html; charset=utf-8',
          body: job.html,
        });
        return;
      }
      if (job.painter && url.pathname === PAINTER_PATH) {
        await route.fulfill({
          status: 200,
          contentType: 'text/javascript; charset=utf-8',
          body: job.painter,
        });
        return;
      }
      const answer = await resolveResource(url, {
        userId: job.userId,
        files: this.options.fileStore,
        catalogueDir: this.options.catalogueDir ?? DEFAULT_CATALOGUE_DIR,
        fonts: bundledFontFiles(),
        images: this.images,
        stamps: this.options.stamps ?? null,
      });
      switch (answer.kind) {
        case 'file':
          await route.fulfill({ status: 200, contentType: answer.contentType, body: answer.body });
          return;
        case 'empty':
          await route.fulfill({ status: 204, body: '' });
          return;
        case 'missing':
          job.notes.add(answer.note);
          await route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' });
          return;
        case 'refused':
          job.notes.add(answer.note);
          await route.abort('blockedbyclient');
          return;
      }
    } catch {
      await route.abort('failed').catch(() => undefined);
    }
  }
}

export function createRenderEngine(options: RenderEngineOptions): RenderEngine {
  return new RenderEngine(options);
}
