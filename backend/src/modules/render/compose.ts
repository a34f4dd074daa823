/**
 * The page the renderer loads: the same stylesheet, custom properties, fonts and title placement
 * the editor shows (mf-redactor DocPage), around the document's saved HTML, so the printed file
 * equals the screen (ARCHITECTURE §6). Pure apart from reading the stylesheet once.
 */
import { markStampsAsPreview } from './stamp-preview-mark';
import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '@gramota/doc-content';
import {
  BUNDLED_FONTS,
  DEFAULT_FONT,
  DEFAULT_PAGE_FORMAT,
  DOC_CLASSES,
  PAGE_FORMATS,
  bundledFont,
  docPageVars,
  pageFormat,
  pageSize,
  parsePadding,
  sheetPlacementMm,
  type Padding,
  type SizeMm,
} from '@gramota/doc-style';
import type { RenderNote } from '@gramota/contracts';
import { BundledFontFiles } from '../redactor';
import { PRODUCT_NAME, pdfLanguage } from './pdf-metadata';
import { RenderNoteList } from './render-notes';
import type { RenderInput } from './render-types';
import { verifyMarkHtml } from './verify-mark';
import { sceneLayersHtml, underPictureUrl, type SceneLayersFile } from './scene-layers';

/** Print resolution the JPEG reaches at least, on the page's printed size. */
export const PRINT_DPI = 300;
const MM_PER_INCH = 25.4;
/** CSS px per inch: what Chromium's PDF maps 1 CSS px to before scaling. */
const CSS_PX_PER_INCH = 96;
/**
 * Pixel budgets of the JPEG (Chromium and sharp hold it whole in memory): one page at most
 * MAX_PAGE_PIXELS (about A2 at 300 dpi; a larger poster gets a lower resolution, never below
 * MIN_DPI), the whole file at most MAX_FILE_PIXELS and MAX_PAGES pages (10 A4 pages).
 */
export const RENDER_LIMITS = {
  maxPagePixels: 36e6,
  maxFilePixels: 90e6,
  maxPages: 10,
  minDpi: 150,
} as const;
/** Playwright's page.pdf accepts a scale of 0.1..2. */
const PDF_SCALE_RANGE = { min: 0.1, max: 2 } as const;
/** Used when a padding cannot be read, as the editor does (DocPage's FALLBACK_PADDING). */
const FALLBACK_PADDING: Padding = [0, 0, 0, 0];

export interface RenderGeometry {
  /** The format drawn (an unknown id draws as the default format, as pageSize does). */
  format: string;
  /** One page in CSS px: 800 wide, the format's height (doc-style pageSize). */
  cssWidth: number;
  cssHeight: number;
  /** The page itself and the paper it prints on, millimetres (they differ for *_on_a4, *m5). */
  pageMm: SizeMm;
  paperMm: SizeMm;
  /** Where the page sits on its paper, millimetres (centred). */
  placementMm: { x: number; y: number };
  /** JPEG pixels per CSS px: at least PRINT_DPI across the page's printed width and height. */
  deviceScaleFactor: number;
  /** The JPEG's resolution on the printed page with that scale (the lower of both sides). */
  dpi: number;
  /** page.pdf scale: 800 CSS px become the page's width in millimetres on the paper. */
  pdfScale: number;
  /**
   * Print-only CSS zoom making up for page.pdf's scale limit of 2 (pages wider than ~42 cm):
   * pdfScale × pdfZoom is the true scale. 1 for every fixed format.
   */
  pdfZoom: number;
  /** The most pages one file holds (RENDER_LIMITS); a longer document is cut and says so. */
  maxPages: number;
}

const ceilTo = (value: number, step: number) => Math.ceil(value / step - 1e-9) * step;
const floorTo = (value: number, step: number) => Math.floor(value / step + 1e-9) * step;
const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** Sizes and scales of a format's render. */
export function renderGeometry(formatId: string): RenderGeometry {
  const format = pageFormat(formatId) ?? PAGE_FORMATS[DEFAULT_PAGE_FORMAT];
  const { width: cssWidth, height: cssHeight } = pageSize(format.id);
  const inches = { width: format.widthMm / MM_PER_INCH, height: format.heightMm / MM_PER_INCH };
  // Hundredths, so 800 CSS px are a whole number of pixels.
  const scaleFor = (dpi: number) =>
    round(
      ceilTo(Math.max((dpi * inches.width) / cssWidth, (dpi * inches.height) / cssHeight), 0.01),
      2,
    );
  const budgetScale = Math.sqrt(RENDER_LIMITS.maxPagePixels / (cssWidth * cssHeight));
  const deviceScaleFactor = Math.max(
    scaleFor(RENDER_LIMITS.minDpi),
    Math.min(scaleFor(PRINT_DPI), floorTo(budgetScale, 0.01)),
  );
  const dpi = Math.min(
    (cssWidth * deviceScaleFactor) / inches.width,
    (cssHeight * deviceScaleFactor) / inches.height,
  );
  // The page's whole height must fit the paper's page area, or a sliver spills onto a blank page.
  const fit = Math.min(
    (inches.width * CSS_PX_PER_INCH) / cssWidth,
    (inches.height * CSS_PX_PER_INCH) / cssHeight,
  );
  const pdfScale = round(
    Math.min(PDF_SCALE_RANGE.max, Math.max(PDF_SCALE_RANGE.min, floorTo(fit, 0.0001))),
    4,
  );
  const pagePixels = cssWidth * cssHeight * deviceScaleFactor ** 2;
  return {
    format: format.id,
    cssWidth,
    cssHeight,
    pageMm: { width: format.widthMm, height: format.heightMm },
    paperMm: { ...format.sheet },
    placementMm: sheetPlacementMm(format.id),
    deviceScaleFactor,
    dpi: round(dpi, 1),
    pdfScale,
    pdfZoom: round(Math.max(1, fit / pdfScale), 4),
    maxPages: Math.max(
      1,
      Math.min(RENDER_LIMITS.maxPages, Math.floor(RENDER_LIMITS.maxFilePixels / pagePixels)),
    ),
  };
}

let cachedCss: string | null = null;

/**
 * packages/doc-style's doc-page.css, read once: the built copy (dist/) when running compiled,
 * the source (src/) when running TypeScript directly (tests), each falling back to the other.
 */
export function docPageCss(): string {
  if (cachedCss !== null) return cachedCss;
  const dir = path.dirname(require.resolve('@gramota/doc-style/package.json'));
  const fromSource = __filename.endsWith('.ts');
  const candidates = (fromSource ? ['src', 'dist'] : ['dist', 'src']).map((sub) =>
    path.join(dir, sub, 'doc-page.css'),
  );
  const file = candidates.find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error(`doc-page.css not found in ${dir} (build @gramota/doc-style)`);
  cachedCss = fs.readFileSync(file, 'utf8');
  return cachedCss;
}

let defaultFonts: BundledFontFiles | null = null;
/** The bundled fonts' @font-face rules and files, shared by every render of the process. */
export function bundledFontFiles(): BundledFontFiles {
  defaultFonts ??= new BundledFontFiles(BUNDLED_FONTS);
  return defaultFonts;
}

/** A CSS font name in the content's style attributes: font-family:'PT Serif' (maybe escaped). */
const QUOTE = `(?:'|&#0*39;|&#x0*27;|&apos;|&quot;|")`;
const FONT_FAMILY_IN_HTML = new RegExp(`font-family:\\s*${QUOTE}([^'"&<>;]{1,100})${QUOTE}`, 'gi');

/** The font families the content's spans name, in order of first use. */
export function fontFamiliesInHtml(html: string): string[] {
  const families = new Set<string>();
  for (const match of html.matchAll(FONT_FAMILY_IN_HTML)) families.add(match[1]!.trim());
  return [...families];
}

export interface ComposedDocument {
  /** The whole HTML document to load. */
  html: string;
  geometry: RenderGeometry;
  /** The document font actually used (DEFAULT_FONT when the input's is not bundled). */
  font: string;
  /** Every bundled family the page has @font-face rules for. */
  fontFamilies: string[];
  /** Fallbacks decided while composing. */
  notes: RenderNote[];
  /** The same in plain words (renderNoteText). */
  replaced: string[];
}

/** The title picture as DocPage places it: centred, top = titles_margin + y, shifted by x. */
function titleHtml(title: NonNullable<RenderInput['titlePicture']>): string {
  const [x = '0', y = '0'] = title.titlesFloat.split('|');
  const number = (text: string) => (Number.isFinite(Number(text)) ? Number(text) : 0);
  const top = (Number(title.titlesMargin) || 0) + number(y);
  const src = escapeHtml(title.src);
  const style = [
    'position:absolute',
    `top:${top}px`,
    'left:50%',
    `transform:translateX(calc(-50% + ${number(x)}px))`,
  ].join(';');
  // Only the 2x candidate, no src: with a src the browser takes it as the 1x candidate on a
  // 1x screen and draws the picture at twice its size (the editor does the same).
  return `<img class="${DOC_CLASSES.title}" srcset="${src} 2x" alt="" style="${style}">`;
}

const mm = (value: number) => `${round(value, 3)}mm`;

/**
 * A render's <html> and <head>: the language, no script ever (the content is sanitized already;
 * no script of a document runs while rendering), the title the PDF shows, the document stylesheet
 * and the given styles.
 */
export function renderHead(
  title: string | undefined,
  language: string | null,
  styles: readonly string[],
): string {
  return [
    `<html${language ? ` lang="${language}"` : ''}><head><meta charset="utf-8">`,
    `<meta http-equiv="Content-Security-Policy" content="script-src 'none'; object-src 'none'">`,
    '<link rel="icon" href="data:,">',
    `<title>${escapeHtml(title?.trim() || PRODUCT_NAME)}</title>`,
    `<style>\n${docPageCss()}\n</style>`,
    ...styles.filter((css) => css !== '').map((css) => `<style>\n${css}\n</style>`),
    '</head>',
  ].join('\n');
}

/** One document's page, ready to be put in a render's HTML (see composeDocumentHtml). */
export interface ComposedPage {
  /** The `.gr-doc-page` element with its content. */
  pageHtml: string;
  /** The @font-face rules the page needs. */
  fontCss: string;
  geometry: RenderGeometry;
  font: string;
  fontFamilies: string[];
  /** BCP 47 language of the text, or null. */
  language: string | null;
  /** The page's background picture (URL path), or null: none, or left out for a blank. */
  background: string | null;
  notes: RenderNoteList;
}

export interface ComposePageOptions {
  /**
   * false: the template's artwork (background picture, movable title picture, a workshop page's
   * layers) is left out, for printing onto a pre-printed blank (issue 36); the teacher's own text,
   * pictures, stamps and the verification mark stay.
   */
  artwork?: boolean;
}

/** A document's page element and what it needs (fonts, notes), without the HTML around it. */
export function composeDocumentPage(
  input: RenderInput,
  fonts: BundledFontFiles = bundledFontFiles(),
  layers: SceneLayersFile | null = null,
  options: ComposePageOptions = {},
): ComposedPage {
  const artwork = options.artwork ?? true;
  const pageLayers = artwork ? layers : null;
  const notes = new RenderNoteList();
  const geometry = renderGeometry(input.format);
  if (!pageFormat(input.format)) {
    notes.add({
      code: 'format_unknown',
      name: input.format,
      fallback: DEFAULT_PAGE_FORMAT.toUpperCase(),
    });
  }
  let font = input.font;
  if (!bundledFont(font) || !fonts.has(font)) {
    notes.add({ code: 'font_unavailable', name: input.font, fallback: DEFAULT_FONT });
    font = DEFAULT_FONT;
  }
  const families = [font];
  for (const family of fontFamiliesInHtml(input.html)) {
    if (families.includes(family)) continue;
    if (bundledFont(family) && fonts.has(family)) families.push(family);
    else notes.add({ code: 'font_unavailable', name: family, fallback: font });
  }
  // A workshop page in layers: its title's font too (scene-layers.ts).
  const titleFont = pageLayers?.title.fontfamily;
  if (titleFont && !families.includes(titleFont) && fonts.has(titleFont)) families.push(titleFont);
  const padding = parsePadding(input.padding);
  if (!padding) notes.add({ code: 'margins_unreadable' });
  const background = artwork
    ? (pageLayers ? underPictureUrl(pageLayers) : input.background) || null
    : null;
  const vars = docPageVars({
    format: geometry.format,
    padding: padding ?? FALLBACK_PADDING,
    font,
    background,
  });
  const style = Object.entries(vars)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const pageHtml = [
    `<div class="${DOC_CLASSES.page}" style="${escapeHtml(style)}">`,
    artwork && input.titlePicture?.src ? titleHtml(input.titlePicture) : '',
    pageLayers ? sceneLayersHtml(pageLayers) : '',
    `<div class="${DOC_CLASSES.content}">${
      input.stampPreview ? markStampsAsPreview(input.html, input.stampPreview) : input.html
    }</div>`,
    input.verifyMark ? verifyMarkHtml(input.verifyMark, geometry) : '',
    '</div>',
  ].join('\n');
  return {
    pageHtml,
    fontCss: families.map((family) => fonts.css(family) ?? '').join('\n'),
    geometry,
    font,
    fontFamilies: families,
    language: pdfLanguage(input.meta?.language),
    background,
    notes,
  };
}

/** The full HTML document of a render (see the module comment). */
export function composeDocumentHtml(
  input: RenderInput,
  fonts: BundledFontFiles = bundledFontFiles(),
  layers: SceneLayersFile | null = null,
): ComposedDocument {
  const page = composeDocumentPage(input, fonts, layers);
  const { geometry, language, notes } = page;
  const { paperMm, placementMm } = geometry;
  const printCss = [
    `@page { size: ${mm(paperMm.width)} ${mm(paperMm.height)}; margin: ${mm(placementMm.y)} ${mm(placementMm.x)}; }`,
    'html, body { margin: 0; padding: 0; background: #fff; }',
    // The editor gives the template picture a layer of its own (typing then repaints the text
    // only); a still page needs none, and drawn without one the picture lands on the file's
    // pixels as they are instead of being resampled once more by the compositor.
    `.${DOC_CLASSES.page}::before { will-change: auto; }`,
    'body { -webkit-print-color-adjust: exact; print-color-adjust: exact; }',
    geometry.pdfZoom > 1 ? `@media print { html { zoom: ${geometry.pdfZoom}; } }` : '',
  ].join('\n');
  const html = [
    '<!doctype html>',
    renderHead(input.meta?.title, language, [page.fontCss, printCss]),
    '<body>',
    page.pageHtml,
    '</body></html>',
  ].join('\n');
  const font = page.font;
  const families = page.fontFamilies;
  return {
    html,
    geometry,
    font,
    fontFamilies: families,
    notes: notes.notes,
    replaced: notes.texts,
  };
}
