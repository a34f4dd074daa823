/**
 * The HTML of a print in a layout (issue 36): each document's page composed exactly as for its
 * own file (composeDocumentPage, the same stylesheet and 800 px layout) and only placed on paper
 * by a CSS transform, so there is one layout path: onto a pre-printed blank (no artwork, shifted
 * and scaled by the printer's calibration), several to an A4 sheet with cut marks, or for a print
 * shop (3 mm mirrored bleed, crop marks). Chromium prints it at scale 1: 1 mm of CSS is 1 mm.
 * Pure apart from reading the stylesheet once.
 */
import {
  CUT_MARK,
  PRESS,
  calibratedPoint,
  calibrationCrosshairs,
  paperSizeMm,
  pressGeometry,
  sheetGrid,
  sheetPlacementMm,
  type LineMm,
  type PressGeometry,
  type SizeMm,
  DOC_CLASSES,
  cssUrl,
} from '@gramota/doc-style';
import { escapeHtml } from '@gramota/doc-content';
import { BundledFontFiles } from '../redactor';
import { bundledFontFiles, composeDocumentPage, renderHead, type ComposedPage } from './compose';
import { RenderNoteList } from './render-notes';
import type { PrintPlan, RenderInput } from './render-types';
import type { SceneLayersFile } from './scene-layers';

/** CSS px per millimetre at print scale 1 (96 CSS px to the inch). */
const PX_PER_MM = 96 / 25.4;
const POINT_MM = 25.4 / 72;

const num = (value: number) => Number(value.toFixed(4));
const mm = (value: number) => `${num(value)}mm`;

/** A document to place: its render input and, for a workshop page, its layers. */
export interface PrintPage {
  input: RenderInput;
  layers: SceneLayersFile | null;
}

/** One page placed on a sheet: its top-left corner and width on the paper, millimetres. */
interface Placement {
  page: ComposedPage;
  x: number;
  y: number;
  widthMm: number;
  /** Print-shop pages get a mirrored bleed this wide, millimetres of the page. */
  bleedMm: number;
}

interface Sheet {
  size: SizeMm;
  placements: Placement[];
  marks: LineMm[];
  markWidthMm: number;
}

export interface ComposedPrint {
  html: string;
  /** Sheets in the PDF, in order, each with its paper size (Chromium prints one size: the first). */
  sheets: SizeMm[];
  /** For a print-shop PDF: the trim and bleed on the media, to set as the PDF's boxes. */
  press: PressGeometry | null;
  /** Documents on a sheet (1 but for several on a sheet). */
  perSheet: number;
  notes: RenderNoteList;
  /** Each placed page's height in its own CSS px (the engine checks nothing runs longer). */
  pageHeights: number[];
}

/** The test sheet a teacher prints once to measure the printer (crosshairs and rulers). */
export function composeCalibrationSheet(
  formatId: string,
  title: string,
  /** What to do with the sheet, in the teacher's language. */
  caption: string,
): ComposedPrint {
  const paper = paperSizeMm(formatId);
  const stroke = 0.2;
  const parts: string[] = [];
  for (const point of calibrationCrosshairs(paper)) {
    const arm = 8;
    parts.push(
      `<line x1="${num(point.x - arm)}" y1="${num(point.y)}" x2="${num(point.x + arm)}" y2="${num(point.y)}"/>`,
      `<line x1="${num(point.x)}" y1="${num(point.y - arm)}" x2="${num(point.x)}" y2="${num(point.y + arm)}"/>`,
      `<circle cx="${num(point.x)}" cy="${num(point.y)}" r="3" fill="none"/>`,
    );
  }
  // Millimetre rulers from the paper's top-left corner along the top and the left, 100 mm long,
  // starting 20 mm in (where the crosshair is): a 100 mm line measures the printer's scale.
  const origin = 20;
  const ruler = 100;
  for (let tick = 0; tick <= ruler; tick += 1) {
    const long = tick % 10 === 0 ? 4 : tick % 5 === 0 ? 3 : 1.8;
    const x = origin + tick;
    parts.push(`<line x1="${x}" y1="${origin + 12}" x2="${x}" y2="${num(origin + 12 + long)}"/>`);
    parts.push(`<line x1="${origin + 12}" y1="${x}" x2="${num(origin + 12 + long)}" y2="${x}"/>`);
  }
  parts.push(
    `<line x1="${origin}" y1="${origin + 12}" x2="${origin + ruler}" y2="${origin + 12}"/>`,
    `<line x1="${origin + 12}" y1="${origin}" x2="${origin + 12}" y2="${origin + ruler}"/>`,
  );
  const labels = [0, 50, 100]
    .map(
      (tick) =>
        `<text x="${origin + tick}" y="${origin + 20}" text-anchor="middle">${tick}</text>` +
        `<text x="${origin + 20}" y="${origin + tick + 1.2}">${tick}</text>`,
    )
    .join('');
  const svg =
    `<svg class="gr-print-marks" aria-hidden="true" width="${mm(paper.width)}" height="${mm(paper.height)}" ` +
    `viewBox="0 0 ${num(paper.width)} ${num(paper.height)}">` +
    `<g stroke="#000" stroke-width="${stroke}">${parts.join('')}</g>` +
    `<g font-size="3.5" font-family="PT Sans, sans-serif" fill="#000">${labels}</g></svg>`;
  const html = [
    '<!doctype html>',
    renderHead(title, null, [sheetCss(paper)]),
    '<body>',
    `<div class="gr-print-sheet" style="width:${mm(paper.width)};height:${mm(paper.height)}">`,
    svg,
    `<div class="gr-print-caption"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(caption)}</p></div>`,
    '</div>',
    '</body></html>',
  ].join('\n');
  return {
    html,
    sheets: [paper],
    press: null,
    perSheet: 1,
    notes: new RenderNoteList(),
    pageHeights: [],
  };
}

/** The pages of a print, laid out as the plan says (see the module comment). */
export function composePrintHtml(
  pages: readonly PrintPage[],
  plan: PrintPlan,
  title: string,
  fonts: BundledFontFiles = bundledFontFiles(),
): ComposedPrint {
  if (pages.length === 0) throw new Error('A print needs at least one page');
  const artwork = plan.mode !== 'blank';
  const composed = pages.map(({ input, layers }) =>
    composeDocumentPage(input, fonts, layers, { artwork }),
  );
  const notes = new RenderNoteList();
  for (const page of composed) for (const note of page.notes.notes) notes.add(note);
  const sheets: Sheet[] = [];
  let press: PressGeometry | null = null;
  let perSheet = 1;
  if (plan.mode === 'sheet') {
    const first = composed[0]!.geometry.pageMm;
    const grid = sheetGrid(first, plan.grid);
    perSheet = grid.cells.length;
    for (let start = 0; start < composed.length; start += perSheet) {
      const placements = composed.slice(start, start + perSheet).map((page, index) => {
        const cell = grid.cells[index]!;
        // A page of another size (a run mixing formats) fits its cell on its own.
        const { width, height } = page.geometry.pageMm;
        const scale = Math.min(cell.width / width, cell.height / height);
        const widthMm = width * scale;
        return {
          page,
          x: cell.x + (cell.width - widthMm) / 2,
          y: cell.y + (cell.height - height * scale) / 2,
          widthMm,
          bleedMm: 0,
        };
      });
      sheets.push({
        size: grid.sheet,
        placements,
        marks: grid.marks,
        markWidthMm: CUT_MARK.widthPt * POINT_MM,
      });
    }
  } else if (plan.mode === 'press') {
    for (const page of composed) {
      const geometry = pressGeometry(page.geometry.pageMm);
      press ??= geometry;
      sheets.push({
        size: geometry.media,
        placements: [
          {
            page,
            x: geometry.trim.x,
            y: geometry.trim.y,
            widthMm: geometry.trim.width,
            bleedMm: PRESS.bleedMm,
          },
        ],
        marks: geometry.marks,
        markWidthMm: PRESS.markWidthPt * POINT_MM,
      });
    }
  } else {
    for (const page of composed) {
      const paper = page.geometry.paperMm;
      const placed = calibratedPoint(sheetPlacementMm(page.geometry.format), plan.calibration);
      sheets.push({
        size: paper,
        placements: [
          {
            page,
            x: placed.x,
            y: placed.y,
            widthMm: (page.geometry.pageMm.width * plan.calibration.scalePercent) / 100,
            bleedMm: 0,
          },
        ],
        marks: [],
        markWidthMm: 0,
      });
    }
  }
  const language = composed.find((page) => page.language)?.language ?? null;
  const fontCss = [...new Set(composed.flatMap((page) => page.fontFamilies))]
    .map((family) => fonts.css(family) ?? '')
    .join('\n');
  const body = sheets.map(sheetHtml).join('\n');
  const html = [
    '<!doctype html>',
    renderHead(title, language, [fontCss, sheetCss(sheets[0]!.size)]),
    '<body>',
    body,
    '</body></html>',
  ].join('\n');
  return {
    html,
    sheets: sheets.map((sheet) => sheet.size),
    press,
    perSheet,
    notes,
    pageHeights: composed.map((page) => page.geometry.cssHeight),
  };
}

/** The print's stylesheet: sheets one per PDF page, pages placed by transform, no page margins. */
function sheetCss(paper: SizeMm): string {
  return [
    `@page { size: ${mm(paper.width)} ${mm(paper.height)}; margin: 0; }`,
    'html, body { margin: 0; padding: 0; background: #fff; }',
    'body { -webkit-print-color-adjust: exact; print-color-adjust: exact; }',
    '.gr-print-sheet { position: relative; overflow: hidden; break-after: page; }',
    '.gr-print-sheet:last-child { break-after: auto; }',
    '.gr-print-place { position: absolute; transform-origin: 0 0; }',
    // Measuring a workshop title's baseline (ALIGN_SCENE_TITLES) needs the page untransformed.
    'html[data-measuring] .gr-print-place { transform: none !important; }',
    '.gr-print-clip { position: absolute; inset: 0; overflow: hidden; }',
    `.${DOC_CLASSES.page}::before { will-change: auto; }`,
    '.gr-print-bleed { position: absolute; background-repeat: repeat-y; }',
    '.gr-print-marks { position: absolute; left: 0; top: 0; }',
    // Clear of the rulers (top left) and the crosshairs (corners, centre).
    '.gr-print-caption { position: absolute; left: 30mm; right: 30mm; top: 175mm; font: 11pt/1.4 "PT Sans", sans-serif; }',
    '.gr-print-caption h1 { font-size: 14pt; margin: 0 0 3mm; }',
    '.gr-print-caption p { margin: 0; }',
  ].join('\n');
}

function sheetHtml(sheet: Sheet): string {
  const { size } = sheet;
  const marks =
    sheet.marks.length === 0
      ? ''
      : `<svg class="gr-print-marks" aria-hidden="true" width="${mm(size.width)}" height="${mm(size.height)}" ` +
        `viewBox="0 0 ${num(size.width)} ${num(size.height)}">` +
        `<g stroke="#000" stroke-width="${num(sheet.markWidthMm)}" stroke-linecap="butt">` +
        sheet.marks
          .map(
            ({ from, to }) =>
              `<line x1="${num(from.x)}" y1="${num(from.y)}" x2="${num(to.x)}" y2="${num(to.y)}"/>`,
          )
          .join('') +
        '</g></svg>';
  return [
    `<div class="gr-print-sheet" style="width:${mm(size.width)};height:${mm(size.height)}">`,
    ...sheet.placements.map(placementHtml),
    marks,
    '</div>',
  ].join('\n');
}

function placementHtml(placement: Placement): string {
  const { page } = placement;
  const { cssWidth, cssHeight, pageMm } = page.geometry;
  const scale = (placement.widthMm * PX_PER_MM) / cssWidth;
  const style = [
    `left:${mm(placement.x)}`,
    `top:${mm(placement.y)}`,
    `width:${cssWidth}px`,
    `height:${cssHeight}px`,
    `transform:scale(${num(scale)})`,
  ].join(';');
  const bleedPx = (placement.bleedMm * cssWidth) / pageMm.width;
  return [
    `<div class="gr-print-place" style="${style}">`,
    bleedPx > 0 && page.background
      ? mirroredBleed(page.background, cssWidth, cssHeight, bleedPx)
      : '',
    `<div class="gr-print-clip">${page.pageHtml}</div>`,
    '</div>',
  ].join('\n');
}

/**
 * The background carried past the trim by mirroring its edge: a print shop cuts within the bleed,
 * and a mirror keeps the frame's colours to the cut where stretching would move the frame
 * against the text.
 */
function mirroredBleed(background: string, width: number, height: number, bleed: number): string {
  const b = num(bleed);
  const image = `background-image:${cssUrl(background)};background-size:${width}px auto`;
  const strip = (
    left: number,
    top: number,
    w: number,
    h: number,
    positionX: number,
    positionY: number,
    flip: string,
  ) =>
    `<div class="gr-print-bleed" aria-hidden="true" style="${escapeHtml(
      `left:${num(left)}px;top:${num(top)}px;width:${num(w)}px;height:${num(h)}px;${image};` +
        `background-position:${num(-positionX)}px ${num(-positionY)}px;transform:${flip}`,
    )}"></div>`;
  const right = width - b;
  const bottom = height - b;
  return [
    strip(0, -b, width, b, 0, 0, 'scaleY(-1)'),
    strip(0, height, width, b, 0, bottom, 'scaleY(-1)'),
    strip(-b, 0, b, height, 0, 0, 'scaleX(-1)'),
    strip(width, 0, b, height, right, 0, 'scaleX(-1)'),
    strip(-b, -b, b, b, 0, 0, 'scale(-1,-1)'),
    strip(width, -b, b, b, right, 0, 'scale(-1,-1)'),
    strip(-b, height, b, b, 0, bottom, 'scale(-1,-1)'),
    strip(width, height, b, b, right, bottom, 'scale(-1,-1)'),
  ].join('');
}
