import type { GridChoice, Language, RenderNote, VerifyPlace } from '@gramota/contracts';
import type { PrinterCalibration } from '@gramota/doc-style';
import type { WorkshopScene } from '@gramota/scene';
import type { PdfMetadata } from './pdf-metadata';
import type { SceneLayers } from './scene-layers';

/** What the render engine takes and gives (ARCHITECTURE §6, seed 001 §3 Creator job). */
export interface RenderInput {
  /** Whose pictures and stamps may be used. */
  userId: string;
  docId: number;
  /** doc_contents.content: sanitized HTML made by @gramota/doc-content rawToHtml. */
  html: string;
  /**
   * Document font family (a @gramota/doc-style BUNDLED_FONTS family; anything else falls back to
   * DEFAULT_FONT and is reported).
   */
  font: string;
  /** 'top right bottom left' px at 800 px width (doc-style parsePadding). */
  padding: string;
  /** doc-style format id. */
  format: string;
  /** URL path of the template picture, e.g. /data/templates/ru-101-0-xxx.jpg */
  background: string | null;
  /**
   * Movable title (2x density picture): centred, top = titles_margin + y, shifted by x, as
   * mf-redactor's DocPage places it.
   */
  titlePicture: { src: string; titlesFloat: string; titlesMargin: string } | null;
  /**
   * The PDF's Title (the document's name), Author and Language (issue 30 item 12); without it the
   * Title is the product's name.
   */
  meta?: PdfMetadata;
  /** A verifiable file's printed ID and QR code (issue 35); absent: none. */
  verifyMark?: VerifyMark;
  /**
   * A free file (issue 37): its stamps carry the "preview" watermark, the word in this language;
   * absent (a PRO file): the stamps print clean.
   */
  stampPreview?: Language;
}

/** What a verifiable file prints in its corner (contracts verifyMarkBox places it). */
export interface VerifyMark {
  /** The document ID (printed in groups of four). */
  id: string;
  /** The public verification address the QR code holds. */
  url: string;
  place: VerifyPlace;
  /** false: the ID alone, without the QR code. */
  qr: boolean;
}

/**
 * A print laid out on paper (issue 36; print-sheets.ts): onto a pre-printed blank with a
 * printer's calibration, several to an A4 sheet, or for a print shop.
 */
export type PrintPlan =
  | { mode: 'blank'; calibration: PrinterCalibration }
  | { mode: 'sheet'; grid: GridChoice }
  | { mode: 'press' };

/** A print's PDF (RenderEngine.renderPrint). */
export interface PrintOutput {
  pdf: Buffer;
  /** Sheets (PDF pages). */
  sheets: number;
  /** Documents on one sheet. */
  perSheet: number;
  notes: RenderNote[];
  replaced: string[];
}

export interface RenderOutput {
  /** Print quality: at least 300 dpi at the format's paper size, quality ~90. */
  jpeg: Buffer;
  jpegWidth: number;
  jpegHeight: number;
  /** WebP made with sharp from the render, 300 px wide. */
  thumbnail: Buffer;
  /** Real selectable text, fonts embedded (Chromium page.pdf), page size = paper size. */
  pdf: Buffer;
  /** A document longer than one page continues on the next: the sheet grows by whole pages. */
  pages: number;
  /** What was replaced by a fallback (missing font, missing picture), each once, in order. */
  notes: RenderNote[];
  /** The same notes in plain English (renderNoteText), for logs. */
  replaced: string[];
}

/** The install hint available() and RenderUnavailableError carry. */
export const CHROMIUM_INSTALL_HINT = 'apt-get install -y chromium';

/** Chromium is not installed (or cannot start): nothing can be rendered. */
export class RenderUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RenderUnavailableError';
  }
}

/** A render took longer than the engine's timeoutMs; its page was closed and replaced. */
export class RenderTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The render took longer than ${timeoutMs} ms and was stopped`);
    this.name = 'RenderTimeoutError';
  }
}

/** A workshop template's scene to draw (RenderEngine.renderScene). */
export interface SceneRenderInput {
  /** Whose stamps the scene may show. */
  userId: string;
  /** Checked again by the engine (checkScene) before anything is drawn. */
  scene: WorkshopScene;
}

/**
 * The template's page picture: the format's page at the pixel size and density a document of that
 * format renders at, so documents made from the template print it 1:1.
 */
export interface SceneRenderOutput {
  jpeg: Buffer;
  width: number;
  height: number;
  /** WebP, 300 px wide. */
  thumbnail: Buffer;
  /** What was left out or replaced (a missing picture, an unavailable font), each once. */
  notes: RenderNote[];
  replaced: string[];
  /**
   * The page in layers for documents made from the template, whose title then prints as text
   * (scene-layers.ts, writeSceneLayers); null when the scene has no title text.
   */
  layers?: SceneLayers | null;
}

/** The scene breaks the scene rules: nothing was drawn. `field` names the part ('background.src'). */
export class SceneInvalidError extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`The scene could not be drawn: ${field || 'scene'} (${reason})`);
    this.name = 'SceneInvalidError';
  }
}
